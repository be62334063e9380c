import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import { VerificationSchema, type Verification } from '@hearth/shared/verification'
import { jsonResponse, type StubbedCall } from '../../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { VerificationPanel } from './verification-panel'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const MINE = 'GET /verifications/mine/'
const SEND = 'POST /verifications/'
const VISA_ENDS = addDays(hongKongToday(), 400)

function makeVerification(overrides: Partial<Verification> = {}): Verification {
  return VerificationSchema.parse({
    id: 'v1',
    kind: 'helper_identity',
    status: 'pending',
    full_name: 'Maria Santos',
    expires_on: '2027-06-30',
    created_at: '2026-11-20T03:00:00.000Z',
    decided_at: null,
    reason: null,
    note: null,
    ...overrides,
  })
}

function file(name: string, content: string | number[], type: string, size?: number) {
  const bytes = typeof content === 'string' ? content : new Uint8Array(content)
  const made = new File([bytes], name, { type })
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size })
  return made
}

const visa = () => file('visa.pdf', '%PDF-1.4', 'application/pdf')

function renderPanel(
  kind: 'helper' | 'employer',
  routes: Record<string, (call: StubbedCall) => Response>,
) {
  const user = kind === 'helper' ? makeHelperUser(true) : makeUser()
  signInAs(user)
  const calls = stubApi(user, routes)
  renderPage(<VerificationPanel kind={kind} />, { withAuth: true })
  return calls
}

async function fillHelperForm(document: File = visa()) {
  const user = userEvent.setup()
  await user.type(
    await screen.findByLabelText('Your full name, as written on the document'),
    'Maria Santos',
  )
  await user.type(screen.getByLabelText('Visa expiry date'), VISA_ENDS)
  await user.upload(screen.getByLabelText('Your document'), document)
  return user
}

function sentForm(calls: StubbedCall[]): FormData {
  const call = calls.find((item) => item.method === 'POST')
  expect(call).toBeDefined()
  return call!.body as FormData
}

test('a helper reads which document and who sees it, sends it, and sees it waiting for the check', async () => {
  let mine: Verification[] = []
  const calls = renderPanel('helper', {
    [MINE]: () => jsonResponse(200, { results: mine }),
    [SEND]: () => {
      mine = [makeVerification({ expires_on: VISA_ENDS })]
      return jsonResponse(201, mine[0])
    },
  })
  expect(
    await screen.findByText(
      'Your current visa or e-Visa page. If you are still abroad, your passport’s data page (the page with your photo).',
    ),
  ).toBeInTheDocument()
  expect(screen.getByText(/We never show it to employers or anyone else/)).toBeInTheDocument()

  const user = await fillHelperForm()
  await user.click(screen.getByRole('button', { name: 'Send for checking' }))

  expect(
    await screen.findByText('Thank you. Your document was sent to Hearth’s team.'),
  ).toBeInTheDocument()
  const form = sentForm(calls)
  expect(form.get('kind')).toBe('helper_identity')
  expect(form.get('full_name')).toBe('Maria Santos')
  expect(form.get('expires_on')).toBe(VISA_ENDS)
  expect(form.get('document')).toBeInstanceOf(File)
  expect((form.get('document') as File).name).toBe('visa.pdf')

  const requests = screen.getByRole('region', { name: 'Your requests' })
  expect(within(requests).getByText('Waiting for our check')).toBeInTheDocument()
  expect(within(requests).getByText('Sent on 20 Nov 2026')).toBeInTheDocument()
  expect(within(requests).getByText('We will check it within 2 working days.')).toBeInTheDocument()
  // One request at a time: no form while it waits.
  expect(screen.queryByRole('button', { name: 'Send for checking' })).not.toBeInTheDocument()
})

test('the form checks the name, the visa’s date and the file before anything is sent', async () => {
  const calls = renderPanel('helper', { [MINE]: () => jsonResponse(200, { results: [] }) })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Send for checking' }))

  expect(
    screen.getByLabelText('Your full name, as written on the document'),
  ).toHaveAccessibleDescription(
    expect.stringContaining('Type your name exactly as it is on the document.'),
  )
  expect(screen.getByLabelText('Visa expiry date')).toHaveAccessibleDescription(
    expect.stringContaining('Enter the date your visa ends.'),
  )
  expect(screen.getByLabelText('Your document')).toHaveAccessibleDescription(
    expect.stringContaining('Choose the file of your document.'),
  )

  await user.type(screen.getByLabelText('Visa expiry date'), addDays(hongKongToday(), -1))
  await user.upload(
    screen.getByLabelText('Your document'),
    file('visa.pdf', 'hello', 'application/pdf'),
  )
  expect(await screen.findByText('Choose a PDF, JPG or PNG file.')).toBeInTheDocument()
  await user.upload(
    screen.getByLabelText('Your document'),
    file(
      'visa.png',
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      'image/png',
      11 * 1024 * 1024,
    ),
  )
  expect(
    await screen.findByText('This file is over 10 MB. Choose a smaller file.'),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Send for checking' }))
  expect(await screen.findByText('This date has passed. Send your new visa.')).toBeInTheDocument()
  expect(calls.some((call) => call.method === 'POST')).toBe(false)
})

test('a 409 says a request is already waiting, and the list shows it', async () => {
  let mine: Verification[] = []
  renderPanel('helper', {
    [MINE]: () => jsonResponse(200, { results: mine }),
    [SEND]: () => {
      mine = [makeVerification()]
      return jsonResponse(409, {
        detail:
          'You already have a request waiting for Hearth’s check. You will hear from us soon.',
        code: 'conflict',
      })
    },
  })
  const user = await fillHelperForm()
  await user.click(screen.getByRole('button', { name: 'Send for checking' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your request could not be sent. You already have a request waiting for Hearth’s check. You will hear from us soon.',
  )
  expect(await screen.findByText('Waiting for our check')).toBeInTheDocument()
})

test('the server’s field message goes beside its input', async () => {
  const message = 'This visa has expired: send your current one.'
  renderPanel('helper', {
    [MINE]: () => jsonResponse(200, { results: [] }),
    [SEND]: () => jsonResponse(400, { detail: message, code: 'invalid', expires_on: [message] }),
  })
  const user = await fillHelperForm()
  await user.click(screen.getByRole('button', { name: 'Send for checking' }))

  const expiry = screen.getByLabelText('Visa expiry date')
  await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'))
  expect(expiry).toHaveAccessibleDescription(expect.stringContaining(message))
  expect(screen.getByRole('alert')).toHaveTextContent(`Your request could not be sent. ${message}`)
})

test('a rejected request says why, with the team’s note, and the form is offered again', async () => {
  renderPanel('helper', {
    [MINE]: () =>
      jsonResponse(200, {
        results: [
          makeVerification({
            id: 'v2',
            status: 'rejected',
            reason: 'name_mismatch',
            note: 'The visa says Maria Cruz Santos.',
            decided_at: '2026-11-21T02:00:00.000Z',
          }),
        ],
      }),
  })
  const requests = await screen.findByRole('region', { name: 'Your requests' })
  expect(within(requests).getByText('Not approved')).toBeInTheDocument()
  expect(
    within(requests).getByText('The name you typed is not the same as the name on the document.'),
  ).toBeInTheDocument()
  expect(
    within(requests).getByText('Note from our team: The visa says Maria Cruz Santos.'),
  ).toBeInTheDocument()
  expect(within(requests).getByText('You can send a new request.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Send for checking' })).toBeInTheDocument()
})

test('an ended badge says why and asks for the new visa', async () => {
  renderPanel('helper', {
    [MINE]: () =>
      jsonResponse(200, {
        results: [makeVerification({ status: 'expired', reason: 'visa_expired' })],
      }),
  })
  expect(await screen.findByText('Badge ended')).toBeInTheDocument()
  expect(screen.getByText('Your visa has expired.')).toBeInTheDocument()
  expect(screen.getByText('Send your new visa to keep the badge.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Send for checking' })).toBeInTheDocument()
})

test('an approved request shows the badge, when it ends, and offers to send a new document', async () => {
  renderPanel('helper', {
    [MINE]: () =>
      jsonResponse(200, {
        results: [
          makeVerification({
            status: 'approved',
            decided_at: '2026-11-21T02:00:00.000Z',
            expires_on: '2027-06-30',
          }),
        ],
      }),
  })
  const requests = await screen.findByRole('region', { name: 'Your requests' })
  expect(within(requests).getByText('You have the badge')).toBeInTheDocument()
  expect(within(requests).getByText('Verified')).toBeInTheDocument()
  expect(within(requests).getByText(/Checked on/)).toBeInTheDocument()
  expect(within(requests).getByText('21 Nov 2026')).toBeInTheDocument()
  expect(
    within(requests).getByText(
      'The badge ends when your visa ends on 30 Jun 2027. Send your new visa before then to keep it.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Send for checking' })).not.toBeInTheDocument()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new document' }))
  expect(screen.getByRole('button', { name: 'Send for checking' })).toBeInTheDocument()
})

test('an employer is asked for a proof of address, with no visa date, and sends their kind', async () => {
  let mine: Verification[] = []
  const calls = renderPanel('employer', {
    [MINE]: () => jsonResponse(200, { results: mine }),
    [SEND]: () => {
      mine = [
        makeVerification({ kind: 'employer_identity', full_name: 'Amy Chan', expires_on: null }),
      ]
      return jsonResponse(201, mine[0])
    },
  })
  expect(
    await screen.findByText(
      'A proof of address in your name, dated within the last three months: a utility bill, a bank letter or a tenancy agreement.',
    ),
  ).toBeInTheDocument()
  expect(screen.getByText(/We never show it to helpers or anyone else/)).toBeInTheDocument()
  expect(screen.queryByLabelText('Visa expiry date')).not.toBeInTheDocument()

  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Your full name, as written on the document'), 'Amy Chan')
  await user.upload(
    screen.getByLabelText('Your document'),
    file('bill.jpg', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'),
  )
  await user.click(screen.getByRole('button', { name: 'Send for checking' }))

  expect(await screen.findByText('Waiting for our check')).toBeInTheDocument()
  const form = sentForm(calls)
  expect(form.get('kind')).toBe('employer_identity')
  expect(form.get('full_name')).toBe('Amy Chan')
  expect(form.has('expires_on')).toBe(false)
})

test('a list that cannot be loaded says so, with Try again', async () => {
  renderPanel('helper', {
    [MINE]: () => jsonResponse(500, { detail: 'Server error.', code: 'server_error' }),
  })
  expect(
    await screen.findByText('Your verification requests could not be loaded.'),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument()
})
