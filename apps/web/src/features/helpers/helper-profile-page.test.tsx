import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeProfile, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { RequireAuth } from '../../lib/require-auth'
import { HelperProfilePage } from './helper-profile-page'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** The page behind the router's guard, as the app mounts it. */
function HelperProfileRoute({ mode }: { mode: 'register' | 'edit' }) {
  return (
    <RequireAuth role="helper">
      <HelperProfilePage mode={mode} />
    </RequireAuth>
  )
}

const notFound = () => jsonResponse(404, { detail: 'Not found.', code: 'not_found' })

function renderRegister() {
  const helper = makeHelperUser(false)
  signInAs(helper)
  const calls = stubApi(helper, { 'GET /helpers/profiles/me/': notFound })
  renderPage(<HelperProfileRoute mode="register" />, { route: '/register-helper', withAuth: true })
  return calls
}

test('step 1 shows the spec messages, focuses the first errored field and sends nothing', async () => {
  const calls = renderRegister()
  const user = userEvent.setup()
  expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Save and Continue to Optional Details' }))

  expect(await screen.findByText('Please correct errors before proceeding.')).toBeInTheDocument()
  for (const message of [
    'First name is required',
    'Last name is required',
    'Nationality is required',
    'Gender is required',
    'Birth date is required',
    'Education level is required',
    'WhatsApp number is required',
    'Job title is required',
    'Contract status is required',
    'Current experience description is required',
    'Years of work experience is required',
    'Expected salary is required',
    'Available from date is required',
    'Job Seeking status is required',
    'Accommodation preference is required',
    'At least one day off is required',
    'At least one language is required',
  ])
    expect(screen.getByText(message)).toBeInTheDocument()
  const firstName = screen.getByLabelText('First name')
  await waitFor(() => expect(firstName).toHaveFocus())
  expect(firstName).toHaveAccessibleDescription('First name is required')
  expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0)

  // Editing a field clears its error at once.
  await user.type(firstName, 'M')
  expect(screen.queryByText('First name is required')).not.toBeInTheDocument()
  expect(screen.getByText('Last name is required')).toBeInTheDocument()
})

test('no fact is made up: birth date, nationality and day off start empty', async () => {
  renderRegister()
  expect(await screen.findByLabelText('Birth date')).toHaveValue('')
  expect(screen.getByLabelText('Nationality')).toHaveValue('')
  expect(screen.getByLabelText('Profile type')).toHaveValue('Helper')
  const days = within(screen.getByRole('group', { name: 'Day off' })).getAllByRole('checkbox')
  expect(days).toHaveLength(7)
  for (const day of days) expect(day).not.toBeChecked()
})

test('tapping Sunday chooses Sunday as the day off', async () => {
  const helper = makeHelperUser(false)
  signInAs(helper)
  const calls = stubApi(helper, {
    'GET /helpers/profiles/me/': notFound,
    'POST /helpers/profiles/': () =>
      jsonResponse(201, { success: true, data: makeProfile({ isDraft: true }), error: null }),
  })
  renderPage(<HelperProfileRoute mode="register" />, { route: '/register-helper', withAuth: true })
  const user = userEvent.setup()
  await user.click(
    within(await screen.findByRole('group', { name: 'Day off' })).getByLabelText('Sunday'),
  )
  await user.type(screen.getByLabelText('First name'), 'Maria')
  await user.click(screen.getByRole('button', { name: 'Save as draft' }))

  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    day_off: ['Sunday'],
  })
})

test('selection caps disable the extra options and count the choices', async () => {
  renderRegister()
  const user = userEvent.setup()
  const languages = within(await screen.findByRole('group', { name: 'Languages spoken' }))
  for (const name of ['English', 'Cantonese', 'Mandarin', 'Filipino (Tagalog)', 'Indonesian'])
    await user.click(languages.getByLabelText(name))
  expect(languages.getByText('5 of 6 chosen')).toBeInTheDocument()
  expect(languages.getByLabelText('Arabic')).toBeEnabled()

  await user.click(languages.getByLabelText('Hindi'))

  expect(languages.getByText('6 of 6 chosen')).toBeInTheDocument()
  expect(languages.getByLabelText('Arabic')).toBeDisabled()
  expect(languages.getByLabelText('Urdu')).toBeDisabled()
  expect(languages.getByLabelText('English')).toBeEnabled()
  await user.click(languages.getByLabelText('English'))
  expect(languages.getByLabelText('Arabic')).toBeEnabled()
})

test('phone inputs strip anything but digits as typed and check the country’s length', async () => {
  renderRegister()
  const user = userEvent.setup()
  const whatsapp = await screen.findByLabelText('WhatsApp number')
  await waitFor(() =>
    expect(screen.getByLabelText('Country code for WhatsApp number')).toBeEnabled(),
  )

  await user.type(whatsapp, '9123-45a6')

  expect(whatsapp).toHaveValue('9123456')
  await user.click(screen.getByRole('button', { name: 'Save and Continue to Optional Details' }))
  expect(
    await screen.findByText('WhatsApp number must have 8 digits for Hong Kong.'),
  ).toBeInTheDocument()

  // A pasted international number loses the dial code the select already gives.
  await user.selectOptions(screen.getByLabelText('Country code for WhatsApp number'), 'PH')
  await user.clear(whatsapp)
  await user.click(whatsapp)
  await user.paste('+63 (917) 123-4567')
  expect(whatsapp).toHaveValue('9171234567')
})

test('a valid step 1 creates the profile, moves to step 2 and shows the blue notice after 1.5 s', async () => {
  const helper = makeHelperUser(false)
  signInAs(helper)
  let created = false
  const calls = stubApi(helper, {
    'GET /helpers/profiles/me/': () => (created ? jsonResponse(200, makeProfile()) : notFound()),
    'POST /helpers/profiles/': () => {
      created = true
      return jsonResponse(201, { success: true, data: makeProfile(), error: null })
    },
    'PUT /helpers/profiles/h1/': () =>
      jsonResponse(200, { success: true, data: makeProfile(), error: null }),
  })
  renderPage(<HelperProfileRoute mode="register" />, { route: '/register-helper', withAuth: true })
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('First name'), 'Maria')
  await user.type(screen.getByLabelText('Last name'), 'Santos')
  await user.selectOptions(screen.getByLabelText('Nationality'), 'Filipino')
  await user.type(screen.getByLabelText('Birth date'), '1995-04-12')
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female')
  await user.selectOptions(screen.getByLabelText('Education level'), 'High School')
  await waitFor(() =>
    expect(screen.getByLabelText('Country code for WhatsApp number')).toBeEnabled(),
  )
  await user.type(screen.getByLabelText('WhatsApp number'), '91234567')
  await user.type(screen.getByLabelText('Job title'), 'Domestic helper')
  await user.selectOptions(screen.getByLabelText('Contract status'), 'Finished Contract')
  await user.type(screen.getByLabelText('Current experience description'), 'Cooking.')
  await user.type(screen.getByLabelText('Years of work experience'), '6')
  await user.type(screen.getByLabelText('Expected salary (HK$ a month)'), '5200')
  await user.type(screen.getByLabelText('Available from'), '2027-03-01')
  await user.selectOptions(screen.getByLabelText('Job seeking status'), 'Jobseeking')
  await user.selectOptions(screen.getByLabelText('Accommodation preference'), 'Live In')
  await user.click(
    within(screen.getByRole('group', { name: 'Languages spoken' })).getByLabelText('English'),
  )
  await user.click(within(screen.getByRole('group', { name: 'Day off' })).getByLabelText('Sunday'))

  await user.click(screen.getByRole('button', { name: 'Save and Continue to Optional Details' }))

  expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument()
  const post = calls.find((call) => call.method === 'POST')
  expect(post?.body).toMatchObject({
    first_name: 'Maria',
    whatsapp_contact: '+85291234567',
    work_experience_text: 6,
    expected_salary: 5200,
    birthdate: '1995-04-12',
    nationality: 'Filipino',
    day_off: ['Sunday'],
    isDraft: false,
  })
  expect(post?.body).not.toHaveProperty('last_date_in_hongkong')
  expect(
    screen.queryByText(
      'Main details saved. You can now add optional education and past experiences.',
    ),
  ).not.toBeInTheDocument()
  expect(
    await screen.findByText(
      'Main details saved. You can now add optional education and past experiences.',
      {},
      { timeout: 3000 },
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument()

  // Saving step 2 ends registration with what happens next, not only a message.
  await user.click(screen.getByRole('button', { name: 'Save All Changes' }))
  const next = await screen.findByRole('heading', { name: 'What happens next' })
  await waitFor(() => expect(next).toHaveFocus())
  expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'View my public profile' })).toHaveAttribute(
    'href',
    '/helper/h1',
  )
  expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/find-job')
}, 60_000)

test('step 2 shows per-record messages for an incomplete education record', async () => {
  const helper = makeHelperUser(true)
  signInAs(helper)
  const profile = makeProfile({ whatsapp_contact: '+85291234567', birthdate: '1996-05-04' })
  const calls = stubApi(helper, {
    'GET /helpers/profiles/me/': () => jsonResponse(200, profile),
    'PUT /helpers/profiles/h1/': () =>
      jsonResponse(200, { success: true, data: profile, error: null }),
  })
  renderPage(<HelperProfileRoute mode="edit" />, { route: '/edit-helper-profile', withAuth: true })
  const user = userEvent.setup()
  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...')
  await user.click(
    await screen.findByRole('button', { name: 'Save and Continue to Optional Details' }),
  )
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument()
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    whatsapp_contact: '+85291234567',
    isDraft: false,
  })
  await user.click(await screen.findByRole('button', { name: 'Add education' }))
  await user.click(screen.getByRole('button', { name: 'Save All Changes' }))

  expect(await screen.findByText('School Name is required')).toBeInTheDocument()
  expect(screen.getByText('From Date is required')).toBeInTheDocument()
  expect(screen.getByText('To Date is required')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByLabelText('School name')).toHaveFocus())

  await user.click(screen.getByRole('button', { name: 'Previous' }))
  expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument()
})

test('step 2 offers the search-engine setting, on by default, and sends it', async () => {
  const helper = makeHelperUser(true)
  signInAs(helper)
  const profile = makeProfile({ whatsapp_contact: '+85291234567', birthdate: '1996-05-04' })
  const calls = stubApi(helper, {
    'GET /helpers/profiles/me/': () => jsonResponse(200, profile),
    'PUT /helpers/profiles/h1/': (call) =>
      jsonResponse(200, {
        success: true,
        data: { ...profile, ...(call.body as Record<string, unknown>) },
        error: null,
      }),
  })
  renderPage(<HelperProfileRoute mode="edit" />, { route: '/edit-helper-profile', withAuth: true })
  const user = userEvent.setup()
  await user.click(
    await screen.findByRole('button', { name: 'Save and Continue to Optional Details' }),
  )
  const setting = await screen.findByRole('checkbox', {
    name: 'Show my profile to search engines',
  })
  expect(setting).toBeChecked()
  expect(setting).toHaveAccessibleDescription(
    'When this is on, search engines such as Google may list your public profile. Your contact details are never shown publicly.',
  )

  await user.click(setting)
  await user.click(screen.getByRole('button', { name: 'Save All Changes' }))

  await waitFor(() =>
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      show_in_search_engines: false,
    }),
  )
  expect(calls.filter((call) => call.method === 'PUT')[0]?.body).not.toHaveProperty(
    'show_in_search_engines',
  )
})

test('an employer is sent home and a visitor to sign-in', async () => {
  const employer = makeUser()
  signInAs(employer)
  stubApi(employer)
  const view = renderPage(<HelperProfileRoute mode="edit" />, {
    route: '/edit-helper-profile',
    withAuth: true,
  })
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/)
  view.unmount()

  window.sessionStorage.clear()
  renderPage(<HelperProfileRoute mode="register" />, { route: '/register-helper', withAuth: true })
  expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=%2Fregister-helper')
})

test('editing without a profile goes to /register-helper, registering with one to /edit-helper-profile', async () => {
  const helper = makeHelperUser(false)
  signInAs(helper)
  stubApi(helper, { 'GET /helpers/profiles/me/': notFound })
  const view = renderPage(<HelperProfileRoute mode="edit" />, {
    route: '/edit-helper-profile',
    withAuth: true,
  })
  expect(await screen.findByTestId('location')).toHaveTextContent('/register-helper')
  view.unmount()

  stubApi(helper, { 'GET /helpers/profiles/me/': () => jsonResponse(200, makeProfile()) })
  renderPage(<HelperProfileRoute mode="register" />, { route: '/register-helper', withAuth: true })
  expect(await screen.findByTestId('location')).toHaveTextContent('/edit-helper-profile')
})
