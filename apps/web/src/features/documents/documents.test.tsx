import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { DocumentsAreaPage, HelperDocumentsPage } from './documents-pages'
import { EMPLOYMENT, makeDocument, makeEmployment } from './documents-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const LIST = `/employments/documents/?employment_uid=${EMPLOYMENT}`
const EMPLOYMENTS = 'GET /employments/detailed-employments/'

const VISA = makeDocument()
const INSURANCE = makeDocument({
  uid: 'doc-2',
  type: 'insurance',
  type_display: 'Insurance policy',
  title: 'Helper insurance 2025',
  file: '/api/v1/employments/documents/doc-2/file/',
  file_name: 'policy.png',
  content_type: 'image/png',
  expiry_date: '2025-12-31',
  status: 'expired',
  uploaded_by: 'employer',
})

function pdf(name = 'visa.pdf', size = 2048) {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

function renderArea(route = `/manage-employment/documents?employment=${EMPLOYMENT}`) {
  signInAs(makeUser())
  return renderPage(<DocumentsAreaPage />, {
    route,
    path: '/manage-employment/documents',
    withAuth: true,
  })
}

test('the employer sees each document with its type, expiry and status, and picks the employment', async () => {
  const other = makeEmployment({
    uid: 'emp-2',
    status: 'inactive',
    helper_details: { uid: 'h2', full_name: 'Lina Reyes' },
  })
  stubApi(makeUser(), {
    [EMPLOYMENTS]: () => jsonResponse(200, [other, makeEmployment()]),
    [`GET ${LIST}`]: () => jsonResponse(200, [VISA, INSURANCE]),
    'GET /employments/documents/?employment_uid=emp-2': () => jsonResponse(200, []),
  })
  renderArea()
  const user = userEvent.setup()
  expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible()
  const visa = await screen.findByRole('article', { name: /Employment visa/ })
  expect(visa).toHaveTextContent('Valid')
  expect(visa).toHaveTextContent('Type: Visa')
  expect(visa).toHaveTextContent('Expiry date: 30 Jun 2027')
  expect(visa).toHaveTextContent('by the helper')
  const insurance = screen.getByRole('article', { name: /Helper insurance 2025/ })
  expect(insurance).toHaveTextContent('Past expiry')
  expect(insurance).toHaveTextContent('Insurance policy')
  expect(within(insurance).getByRole('button', { name: /^Delete/ })).toBeVisible()
  expect(
    within(insurance).getByRole('button', { name: 'Download file: Helper insurance 2025' }),
  ).toBeVisible()

  // The other (ended) employment has no documents yet.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Helper' }), 'emp-2')
  expect(
    await screen.findByText(
      'No documents yet. Upload the contract, visa or insurance policy below.',
    ),
  ).toBeVisible()
  expect(screen.getByRole('option', { name: 'Lina Reyes (ended)' })).toBeInTheDocument()
})

test('the upload form checks type, title, file and expiry in the browser before sending', async () => {
  const calls = stubApi(makeUser(), {
    [EMPLOYMENTS]: () => jsonResponse(200, [makeEmployment()]),
    [`GET ${LIST}`]: () => jsonResponse(200, []),
  })
  renderArea('/manage-employment/documents')
  const user = userEvent.setup({ applyAccept: false })
  const form = await screen.findByRole('form', { name: 'Upload a document' })
  await user.click(within(form).getByRole('button', { name: 'Upload' }))
  expect(await within(form).findByText('Please choose a document type.')).toBeVisible()
  expect(within(form).getByText('Please give the document a title.')).toBeVisible()
  expect(within(form).getByText('Please choose a file.')).toBeVisible()
  expect(within(form).getByRole('combobox', { name: 'Document type' })).toHaveFocus()

  await user.upload(within(form).getByLabelText('File'), pdf('big.pdf', 10 * 1024 * 1024 + 1))
  expect(within(form).getByText('The file can be at most 10 MB.')).toBeVisible()
  await user.upload(
    within(form).getByLabelText('File'),
    new File(['x'], 'notes.docx', { type: 'application/msword' }),
  )
  expect(within(form).getByText('The file must be a PDF, JPG or PNG.')).toBeVisible()

  await user.selectOptions(within(form).getByRole('combobox', { name: 'Document type' }), 'visa')
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Visa')
  await user.upload(within(form).getByLabelText('File'), pdf())
  const yesterday = addDays(hongKongToday(), -1)
  const expiry = within(form).getByLabelText('Expiry date (optional)')
  await user.type(expiry, yesterday)
  await user.click(within(form).getByRole('button', { name: 'Upload' }))
  expect(await within(form).findByText('The expiry date cannot be in the past.')).toBeVisible()
  expect(calls.some((call) => call.method === 'POST')).toBe(false)
})

test('an upload sends the multipart form, shows the message and the new list', async () => {
  const saved = makeDocument({ uid: 'doc-9', title: 'Passport', type: 'passport' })
  let listed = [VISA]
  const calls = stubApi(makeUser(), {
    [EMPLOYMENTS]: () => jsonResponse(200, [makeEmployment()]),
    [`GET ${LIST}`]: () => jsonResponse(200, listed),
    'POST /employments/documents/': () => {
      listed = [saved, VISA]
      return jsonResponse(201, saved)
    },
  })
  renderArea()
  const user = userEvent.setup()
  const form = await screen.findByRole('form', { name: 'Upload a document' })
  const expiry = addDays(hongKongToday(), 400)
  await user.selectOptions(
    within(form).getByRole('combobox', { name: 'Document type' }),
    'passport',
  )
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), '  Passport ')
  await user.upload(within(form).getByLabelText('File'), pdf('passport.pdf'))
  await user.type(within(form).getByLabelText('Expiry date (optional)'), expiry)
  await user.click(within(form).getByRole('button', { name: 'Upload' }))

  // The outcome is beside Upload, inside the form, not at the top of the panel off a phone's screen.
  expect(await within(form).findByText('“Passport” was uploaded.')).toBeVisible()
  expect(await screen.findByRole('article', { name: /Passport/ })).toBeVisible()
  const post = calls.find((call) => call.method === 'POST')!
  expect(post.body).toBeInstanceOf(FormData)
  const body = post.body as FormData
  expect(body.get('employment')).toBe(EMPLOYMENT)
  expect(body.get('type')).toBe('passport')
  expect(body.get('title')).toBe('Passport')
  expect(body.get('expiry_date')).toBe(expiry)
  expect((body.get('file') as File).name).toBe('passport.pdf')
  // The form is empty again for the next document.
  expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('')
})

test('the server’s refusal shows beside the field and on the page', async () => {
  stubApi(makeUser(), {
    [EMPLOYMENTS]: () => jsonResponse(200, [makeEmployment()]),
    [`GET ${LIST}`]: () => jsonResponse(200, []),
    'POST /employments/documents/': () =>
      jsonResponse(415, {
        detail: 'The file must be a PDF, JPG or PNG.',
        code: 'unsupported_media_type',
        file: ['The file must be a PDF, JPG or PNG.'],
      }),
  })
  renderArea()
  const user = userEvent.setup()
  const form = await screen.findByRole('form', { name: 'Upload a document' })
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Document type' }), 'other')
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Scan')
  await user.upload(within(form).getByLabelText('File'), pdf('scan.pdf'))
  await user.click(within(form).getByRole('button', { name: 'Upload' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a PDF, JPG or PNG.')
  expect(within(form).getByLabelText('File')).toHaveAttribute('aria-invalid', 'true')
})

test('the employer deletes a document after confirming', async () => {
  let listed = [VISA, INSURANCE]
  const calls = stubApi(makeUser(), {
    [EMPLOYMENTS]: () => jsonResponse(200, [makeEmployment()]),
    [`GET ${LIST}`]: () => jsonResponse(200, listed),
    'DELETE /employments/documents/doc-2/': () => {
      listed = [VISA]
      return jsonResponse(200, { uid: 'doc-2', deleted: true })
    },
  })
  renderArea()
  const user = userEvent.setup()
  const insurance = await screen.findByRole('article', { name: /Helper insurance 2025/ })
  await user.click(within(insurance).getByRole('button', { name: /^Delete/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' })
  expect(dialog).toHaveTextContent('“Helper insurance 2025” and its file will be removed')
  await user.click(within(dialog).getByRole('button', { name: 'Delete document' }))
  expect(await screen.findByText('“Helper insurance 2025” was deleted.')).toBeVisible()
  expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
  expect(screen.queryByRole('article', { name: /Helper insurance 2025/ })).toBeNull()
})

test('the helper lists, downloads and uploads, but has no delete', async () => {
  const createObjectURL = vi.fn(() => 'blob:visa')
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
  const helper = makeHelperUser(true)
  const calls = stubApi(helper, {
    [EMPLOYMENTS]: () => jsonResponse(200, [makeEmployment()]),
    [`GET ${LIST}`]: () => jsonResponse(200, [VISA]),
    'GET /employments/documents/doc-1/file/': () =>
      new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
  })
  signInAs(helper)
  renderPage(<HelperDocumentsPage />, {
    route: `/my-employment/documents/${EMPLOYMENT}`,
    path: '/my-employment/documents/:employmentId',
    withAuth: true,
  })
  const user = userEvent.setup()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Documents with Amy Chan' }),
  ).toBeVisible()
  const visa = await screen.findByRole('article', { name: /Employment visa/ })
  expect(within(visa).queryByRole('button', { name: /^Delete/ })).toBeNull()
  await user.click(within(visa).getByRole('button', { name: /^Download file/ }))
  await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled())
  expect(calls.some((call) => call.url.endsWith('/employments/documents/doc-1/file/'))).toBe(true)
  expect(screen.getByRole('form', { name: 'Upload a document' })).toBeVisible()
})

test('the helper’s page for an employment that is not theirs says so', async () => {
  const helper = makeHelperUser(true)
  stubApi(helper, { [EMPLOYMENTS]: () => jsonResponse(200, [makeEmployment()]) })
  signInAs(helper)
  renderPage(<HelperDocumentsPage />, {
    route: '/my-employment/documents/someone-else',
    path: '/my-employment/documents/:employmentId',
    withAuth: true,
  })
  expect(await screen.findByText('This employment was not found.')).toBeVisible()
})
