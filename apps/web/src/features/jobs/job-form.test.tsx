import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { CreateJobPage } from './create-job-page'
import { EditJobPage } from './edit-job-page'
import { makePosting, makePostingWithApplications } from './jobs-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

// The job form is long (five sections, about a hundred checkboxes): rendering it in jsdom on a
// busy machine takes seconds, so these tests get more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const CREATE = '/employer/postings/create'

function renderCreate() {
  signInAs(makeUser())
  return renderPage(<CreateJobPage subscriptionPath={null} />, { route: CREATE, withAuth: true })
}

/** Types by pasting: the form is long, and key-by-key typing only slows the tests down. */
async function fill(user: UserEvent, label: string, text: string) {
  const input = await screen.findByLabelText(label)
  await user.clear(input)
  await user.click(input)
  await user.paste(text)
}

async function fillRequired(user: UserEvent) {
  await fill(user, 'Job title', 'Helper for a family of four')
  await user.selectOptions(screen.getByLabelText('Profile type'), 'Helper')
  await fill(user, 'Job description', 'Cooking and school runs.')
  await fill(user, 'Expected start date', '2027-03-01')
  await fillHousehold(user)
}

async function fillHousehold(user: UserEvent) {
  await fill(user, 'Adults', '2')
  await fill(user, 'Children', '0')
  await fill(user, 'Elderly people', '1')
  await fill(user, 'Dogs', '0')
  await fill(user, 'Cats', '0')
}

const HOUSEHOLD = ['Adults', 'Children', 'Elderly people', 'Dogs', 'Cats']

test('an empty form shows the required-field messages beside their fields', async () => {
  const calls = stubApi(makeUser(), {
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
  })
  renderCreate()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Post job' }))

  expect(await screen.findByText('Job title is required.')).toBeInTheDocument()
  expect(screen.getByText('Profile type is required.')).toBeInTheDocument()
  expect(screen.getByText('Job description is required.')).toBeInTheDocument()
  expect(screen.getByText('Expected start date is required.')).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct errors before proceeding.')
  expect(screen.getByLabelText('Job title')).toHaveAttribute('aria-invalid', 'true')
  await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveFocus())
  expect(calls.some((call) => call.method === 'POST')).toBe(false)
})

test('the household starts empty, and each count is asked for instead of assumed', async () => {
  const calls = stubApi(makeUser(), {
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
  })
  renderCreate()
  const user = userEvent.setup()
  await screen.findByLabelText('Job title')
  // An empty number input has the value null: nothing is filled in for the employer.
  for (const label of HOUSEHOLD) expect(screen.getByLabelText(label)).toHaveValue(null)
  await user.click(screen.getByRole('button', { name: 'Post job' }))

  const messages = {
    Adults: 'Enter the number of adults.',
    Children: 'Enter the number of children (0 if none).',
    'Elderly people': 'Enter the number of elderly people (0 if none).',
    Dogs: 'Enter the number of dogs (0 if none).',
    Cats: 'Enter the number of cats (0 if none).',
  }
  for (const [label, message] of Object.entries(messages)) {
    const input = screen.getByLabelText(label)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(message)
  }
  expect(calls.some((call) => call.method === 'POST')).toBe(false)
})

test('the budget range and the children’s ages are checked with the spec’s messages', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
  })
  renderCreate()
  const user = userEvent.setup()
  await fillRequired(user)
  await fill(user, 'Monthly salary from (HK$)', '6000')
  await fill(user, 'Monthly salary up to (HK$)', '5000')
  await fill(user, 'Children', '2')
  await user.click(screen.getByRole('button', { name: 'Post job' }))

  expect(
    await screen.findByText('Upper budget limit cannot be less than the lower limit.'),
  ).toBeInTheDocument()
  expect(screen.getByText('Please specify the ages of the children.')).toBeInTheDocument()

  await fill(user, 'Ages of the children', 'three, 7')
  await user.click(screen.getByRole('button', { name: 'Post job' }))
  expect(
    await screen.findByText('Please enter valid numbers for children ages, separated by commas.'),
  ).toBeInTheDocument()
})

test('a helper’s budget below the Minimum Allowable Wage is pointed out as it is typed', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
  })
  renderCreate()
  const user = userEvent.setup()
  await fillRequired(user)
  await fill(user, 'Monthly salary from (HK$)', '4700')
  await fill(user, 'Monthly salary up to (HK$)', '5600')
  const upper = screen.getByLabelText('Monthly salary up to (HK$)')
  expect(upper).toHaveAccessibleDescription(
    'Part of this range is below the Minimum Allowable Wage of HK$5,100 a month; a contract must pay at least that.',
  )
  await fill(user, 'Monthly salary from (HK$)', '3000')
  await fill(user, 'Monthly salary up to (HK$)', '3500')
  expect(upper).toHaveAccessibleDescription(/This whole range is below the Minimum Allowable Wage/)
  // Part-time work is not what the FDH wage covers.
  await user.selectOptions(screen.getByLabelText('Contract type'), 'Part-time')
  expect(upper).not.toHaveAccessibleDescription(/Minimum Allowable Wage/)
})

test('a valid form is sent as the shared input and opens the success page', async () => {
  const calls = stubApi(makeUser(), {
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
    'POST /employer/postings/': () =>
      jsonResponse(201, makePosting({ uid: 'new1', job_title: 'Helper for a family of four' })),
  })
  renderCreate()
  const user = userEvent.setup()
  await fillRequired(user)
  await fill(user, 'Children', '2')
  await fill(user, 'Ages of the children', '3, 7')
  await user.click(
    within(screen.getByRole('group', { name: 'Main skills' })).getByLabelText('Cooking'),
  )
  await user.click(screen.getByRole('button', { name: 'Post job' }))

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/employer/job-post-success'),
  )
  const post = calls.find((call) => call.method === 'POST')
  expect(post?.body).toMatchObject({
    job_title: 'Helper for a family of four',
    profile_type: 'Helper',
    expected_start_date: '2027-03-01',
    number_of_adults: 2,
    number_of_children: 2,
    children_ages: [3, 7],
    number_of_elderly: 1,
    number_of_dogs: 0,
    number_of_cats: 0,
    main_skills: ['Cooking'],
    flexibility_on_days: 14,
    currency: 'HKD',
    status: 'DRAFT',
  })
})

test('without active access the server’s 402 opens Subscribe Now / Maybe Later, keeping the form', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
    'POST /employer/postings/': () =>
      jsonResponse(402, { detail: 'An active plan is needed.', code: 'subscription_required' }),
  })
  renderCreate()
  const user = userEvent.setup()
  await fillRequired(user)
  await user.click(screen.getByRole('button', { name: 'Post job' }))

  const dialog = await screen.findByRole('dialog', { name: 'Get an access plan to post jobs' })
  await user.click(within(dialog).getByRole('button', { name: 'Subscribe Now' }))
  expect(within(dialog).getByRole('link', { name: 'support@hearth.hk' })).toHaveAttribute(
    'href',
    'mailto:support@hearth.hk',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByLabelText('Job title')).toHaveValue('Helper for a family of four')
})

test('another ACTIVE posting brings the advisory warning: Cancel sends nothing, proceeding posts', async () => {
  const calls = stubApi(makeUser(), {
    'GET /employer/postings/my-with-applications/': () =>
      jsonResponse(200, [makePostingWithApplications({ uid: 'old1', status: 'ACTIVE' })]),
    'POST /employer/postings/': () => jsonResponse(201, makePosting({ uid: 'new1' })),
  })
  renderCreate()
  const user = userEvent.setup()
  await fillRequired(user)
  await user.selectOptions(screen.getByLabelText('Posting status'), 'ACTIVE')
  await user.click(screen.getByRole('button', { name: 'Post job' }))

  let dialog = await screen.findByRole('dialog', { name: 'You already have an active job posting' })
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(calls.some((call) => call.method === 'POST')).toBe(false)

  await user.click(screen.getByRole('button', { name: 'Post job' }))
  dialog = await screen.findByRole('dialog', { name: 'You already have an active job posting' })
  await user.click(within(dialog).getByRole('button', { name: 'Post anyway' }))
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1))
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ status: 'ACTIVE' })
})

test('the server’s field messages land on their inputs', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
    'POST /employer/postings/': () =>
      jsonResponse(400, {
        detail: 'Please correct the highlighted fields.',
        code: 'invalid',
        job_title: ['This text is too long.'],
      }),
  })
  renderCreate()
  const user = userEvent.setup()
  await fillRequired(user)
  await user.click(screen.getByRole('button', { name: 'Post job' }))

  expect(await screen.findByText('This text is too long.')).toBeInTheDocument()
  expect(screen.getByLabelText('Job title')).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.')
})

test('the edit form starts from the saved posting and sends the change with PUT', async () => {
  const saved = makePosting({ uid: 'job9', is_owner: true, status: 'DRAFT' })
  const calls = stubApi(makeUser(), {
    'GET /employer/postings/job9': () => jsonResponse(200, saved),
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
    'PUT /employer/postings/job9/': () =>
      jsonResponse(200, { success: true, data: { ...saved, job_title: 'New title' }, error: null }),
  })
  signInAs(makeUser())
  renderPage(<EditJobPage subscriptionPath={null} />, {
    route: '/employer/postings/job9/edit',
    path: '/employer/postings/:uid/edit',
    withAuth: true,
  })
  const user = userEvent.setup()
  const title = await screen.findByLabelText('Job title')
  expect(title).toHaveValue(saved.job_title)
  expect(screen.getByLabelText('Ages of the children')).toHaveValue('3, 7')
  await fill(user, 'Job title', 'New title')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs/job9'))
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    job_title: 'New title',
    children_ages: [3, 7],
  })
})

test('another employer’s posting cannot be edited', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/job9': () =>
      jsonResponse(404, { detail: 'Not found.', code: 'not_found' }),
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
  })
  signInAs(makeUser())
  renderPage(<EditJobPage subscriptionPath={null} />, {
    route: '/employer/postings/job9/edit',
    path: '/employer/postings/:uid/edit',
    withAuth: true,
  })
  expect(await screen.findByText('Job posting not found.')).toBeInTheDocument()
  expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument()
})
