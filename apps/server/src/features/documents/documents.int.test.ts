import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { DocumentListSchema, DocumentSchema } from '@hearth/shared/documents'
import { employmentDocuments } from '../../db/schema'
import { login } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { employerParty, employmentOf, helperParty, leaveSetUp } from '../leave/leave-fixtures'
import {
  documentFields,
  download,
  JPEG,
  listDocuments,
  PDF,
  PNG,
  remove,
  upload,
  uploaded,
} from './documents-fixtures'
import { documentExpiriesOf } from './documents.service'

const t = useTestApp()
// Each test signs up two to four accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

async function storedKey(uid: string): Promise<string> {
  const [row] = await t.app.deps.db
    .select()
    .from(employmentDocuments)
    .where(eq(employmentDocuments.uid, uid))
  return row!.fileKey
}

test('either party uploads; both list and download; strangers get 404', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const visa = await uploaded(
    t,
    helper,
    documentFields(employment, { expiry_date: '2027-06-30' }),
    { file: PDF },
  )
  expect(DocumentSchema.parse(visa)).toEqual(visa)
  expect(visa).toMatchObject({
    employment,
    type: 'visa',
    type_display: 'Visa',
    title: 'Employment visa',
    file: `/api/v1/employments/documents/${visa.uid}/file/`,
    file_name: 'visa.pdf',
    content_type: 'application/pdf',
    size: PDF.data.length,
    expiry_date: '2027-06-30',
    status: 'active',
    uploaded_by: 'helper',
  })
  const contract = await uploaded(
    t,
    employer,
    documentFields(employment, { type: 'form_407', title: 'ID 407' }),
    { file: { ...JPEG, name: 'scan.JPEG' } },
  )
  expect(contract).toMatchObject({
    uploaded_by: 'employer',
    content_type: 'image/jpeg',
    file_name: 'scan.JPEG',
    expiry_date: null,
    status: 'active',
  })

  for (const party of [employer, helper]) {
    const list = await listDocuments(t, party, employment)
    expect(list.statusCode, list.body).toBe(200)
    const documents = DocumentListSchema.parse(list.json())
    expect(documents.map((doc) => doc.uid).sort()).toEqual([visa.uid, contract.uid].sort())
    const file = await download(t, party, visa.file)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe('attachment; filename="visa.pdf"')
    expect(file.headers['content-security-policy']).toBe('sandbox')
    expect(file.rawPayload.equals(PDF.data)).toBe(true)
  }

  for (const stranger of [await helperParty(t), await employerParty(t)]) {
    expect((await listDocuments(t, stranger, employment)).statusCode).toBe(404)
    expect((await download(t, stranger, visa.file)).statusCode).toBe(404)
    expect((await remove(t, stranger, visa.uid)).statusCode).toBe(404)
    const refused = await upload(t, stranger, documentFields(employment))
    expect(refused.statusCode).toBe(404)
  }
  // Another employment's documents stay out of this list.
  const otherHelper = await helperParty(t)
  const other = await employmentOf(t, employer, otherHelper)
  await uploaded(t, employer, documentFields(other))
  const list = await listDocuments(t, helper, employment)
  expect(list.json()).toHaveLength(2)
})

test('only the employer deletes, and the stored file goes with the document', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const doc = await uploaded(t, helper, documentFields(employment, { type: 'insurance' }), {
    file: PNG,
  })
  const key = await storedKey(doc.uid)
  expect(await t.app.deps.files.read(key)).toBeDefined()

  const byHelper = await remove(t, helper, doc.uid)
  expect(byHelper.statusCode).toBe(403)
  expect(byHelper.json().detail).toBe('Only the employer can delete a document.')
  expect((await download(t, helper, doc.file)).statusCode).toBe(200)

  const deleted = await remove(t, employer, doc.uid)
  expect(deleted.statusCode, deleted.body).toBe(200)
  expect(deleted.json()).toEqual({ uid: doc.uid, deleted: true })
  expect(await t.app.deps.files.read(key)).toBeUndefined()
  expect((await download(t, employer, doc.file)).statusCode).toBe(404)
  expect((await listDocuments(t, employer, employment)).json()).toEqual([])
  expect((await remove(t, employer, doc.uid)).statusCode).toBe(404)
})

test('type, title and file are required, with the field named', async () => {
  const { employer, employment } = await leaveSetUp(t)
  const missing = await upload(t, employer, { employment, type: '', title: ' ' })
  expect(missing.statusCode).toBe(400)
  expect(missing.json()).toMatchObject({
    code: 'invalid',
    type: ['Please choose a document type.'],
    title: ['Please give the document a title.'],
  })
  const unknownType = await upload(t, employer, documentFields(employment, { type: 'diploma' }))
  expect(unknownType.statusCode).toBe(400)
  expect(unknownType.json().type).toEqual(['Please choose a document type.'])
  const noFile = await upload(t, employer, documentFields(employment), {})
  expect(noFile.statusCode).toBe(400)
  expect(noFile.json().file).toEqual(['Please choose a file.'])
  const zhTW = await upload(
    t,
    employer,
    documentFields(employment),
    {},
    { 'accept-language': 'zh-TW' },
  )
  expect(zhTW.statusCode).toBe(400)
  expect(zhTW.json().file).toEqual(['請選擇檔案。'])
})

test('the type is judged by content: pdf, jpg and png only (415)', async () => {
  const { employer, employment } = await leaveSetUp(t)
  const html = { name: 'visa.pdf', type: 'application/pdf', data: Buffer.from('<html>hi</html>') }
  const webp = {
    name: 'photo.png',
    type: 'image/png',
    data: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
  }
  for (const file of [html, webp]) {
    const response = await upload(t, employer, documentFields(employment), { file })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({
      code: 'unsupported_media_type',
      file: ['The file must be a PDF, JPG or PNG.'],
    })
  }
  // A real PDF sent under a wrong name and type is kept as what it is.
  const renamed = await uploaded(t, employer, documentFields(employment), {
    file: { name: 'scan.png', type: 'image/png', data: PDF.data },
  })
  expect(renamed).toMatchObject({ content_type: 'application/pdf', file_name: 'scan.png.pdf' })
  expect((await listDocuments(t, employer, employment)).json()).toHaveLength(1)
})

test('a file over 10 MB is refused with 413 and nothing is stored', async () => {
  const { employer, employment } = await leaveSetUp(t)
  const big = Buffer.concat([PDF.data, Buffer.alloc(10 * 1024 * 1024)])
  const response = await upload(t, employer, documentFields(employment), {
    file: { ...PDF, data: big },
  })
  expect(response.statusCode).toBe(413)
  expect(response.json().code).toBe('payload_too_large')
  expect((await listDocuments(t, employer, employment)).json()).toEqual([])
})

test('the expiry date may be today but not in the past; status follows it', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  // The test clock: 2026-11-22 in Hong Kong.
  const past = await upload(t, employer, documentFields(employment, { expiry_date: '2026-11-21' }))
  expect(past.statusCode).toBe(400)
  expect(past.json().expiry_date).toEqual(['The expiry date cannot be in the past.'])
  const badDate = await upload(
    t,
    employer,
    documentFields(employment, { expiry_date: '2026-02-30' }),
  )
  expect(badDate.statusCode).toBe(400)
  expect(badDate.json().expiry_date).toEqual(['Enter a date as YYYY-MM-DD.'])

  const today = await uploaded(t, helper, documentFields(employment, { expiry_date: '2026-11-22' }))
  const later = await uploaded(
    t,
    helper,
    documentFields(employment, { type: 'passport', title: 'Passport', expiry_date: '2030-01-01' }),
  )
  await uploaded(t, helper, documentFields(employment, { type: 'other', title: 'Notes' }))
  expect(today.status).toBe('active')

  // A day later (a new sign-in: the access token has expired by then).
  t.clock.advance(24 * 3_600_000)
  const again = await login(t, employer.email)
  expect(again.statusCode).toBe(200)
  const access = (again.json() as { access: string }).access
  const listed = await listDocuments(t, { ...employer, access }, employment)
  expect(listed.statusCode, listed.body).toBe(200)
  const list = DocumentListSchema.parse(listed.json())
  const statusOf = (uid: string) => list.find((doc) => doc.uid === uid)?.status
  expect(statusOf(today.uid)).toBe('expired')
  expect(statusOf(later.uid)).toBe('active')
  expect(list.filter((doc) => doc.status === 'expired')).toHaveLength(1)

  // What the timeline reads: only documents with an expiry date, soonest first.
  expect(await documentExpiriesOf(t.app.deps, employment)).toEqual([
    { uid: today.uid, type: 'visa', title: 'Employment visa', expiryDate: '2026-11-22' },
    { uid: later.uid, type: 'passport', title: 'Passport', expiryDate: '2030-01-01' },
  ])
})

test('a name outside ASCII downloads under its own name', async () => {
  const { employer, employment } = await leaveSetUp(t)
  const doc = await uploaded(t, employer, documentFields(employment, { title: '簽證' }), {
    file: { ...PDF, name: '簽證 2026.pdf' },
  })
  expect(doc.file_name).toBe('簽證 2026.pdf')
  const file = await download(t, employer, doc.file)
  expect(file.statusCode).toBe(200)
  expect(file.headers['content-disposition']).toBe(
    `attachment; filename="__ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('簽證 2026.pdf')}`,
  )
})
