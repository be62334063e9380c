import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { leaveRequests } from '../../db/schema'
import { bearer } from '../../test/accounts-fixtures'
import { multipart } from '../../test/multipart'
import { useTestApp } from '../../test/test-app'
import { storedFiles } from '../../test/upload-fixtures'
import { employerParty, helperParty, leaveInput, leaveSetUp, type Party } from './leave-fixtures'

const t = useTestApp()
// Each test signs up two to four accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

const PDF = { name: 'note.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') }
const DOC = {
  name: 'note.doc',
  type: 'application/msword',
  data: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(64),
  ]),
}

function sickLeave(employment: string) {
  const fields = leaveInput(employment, {
    leave_type_code: 'SL',
    from_date: '2026-12-07',
    to_date: '2026-12-10',
  })
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]))
}

function download(party: Party, url: string) {
  return t.inject({ method: 'GET', url, headers: bearer(party.access) })
}

test('documents are kept by content and only the two parties download them', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const body = multipart(sickLeave(employment), { document1: PDF, document2: DOC })
  const created = await t.inject({
    method: 'POST',
    url: '/api/v1/leaves/requests/',
    headers: { ...bearer(helper.access), ...body.headers },
    payload: body.payload,
  })
  expect(created.statusCode, created.body).toBe(201)
  const leave = created.json()
  expect(leave.days).toBe(4)
  expect(leave.documents.map((doc: { name: string }) => doc.name)).toEqual([
    'document1.pdf',
    'document2.doc',
  ])
  for (const party of [helper, employer]) {
    const file = await download(party, leave.document1)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toContain('attachment')
    expect(file.headers['content-security-policy']).toBe('sandbox')
    expect(file.rawPayload.equals(PDF.data)).toBe(true)
  }
  for (const stranger of [await helperParty(t), await employerParty(t)]) {
    expect((await download(stranger, leave.document2)).statusCode).toBe(404)
  }
  // The helper removes the first document on edit.
  const edited = await t.inject({
    method: 'PATCH',
    url: `/api/v1/leaves/requests/${leave.id}/`,
    headers: bearer(helper.access),
    payload: { document1: null },
  })
  expect(edited.statusCode, edited.body).toBe(200)
  expect(edited.json().document1).toBeNull()
  expect((await download(helper, leave.document1)).statusCode).toBe(404)
})

test('a file of another kind is refused, whatever its name', async () => {
  const { helper, employment } = await leaveSetUp(t)
  const body = multipart(sickLeave(employment), {
    document1: { name: 'note.pdf', type: 'application/pdf', data: Buffer.from('<html>hi</html>') },
  })
  const response = await t.inject({
    method: 'POST',
    url: '/api/v1/leaves/requests/',
    headers: { ...bearer(helper.access), ...body.headers },
    payload: body.payload,
  })
  expect(response.statusCode).toBe(415)
  expect(response.json().document1).toEqual([
    'A document must be a PDF, JPG, PNG, DOC or DOCX file.',
  ])
})

async function documentKeysOf(id: number): Promise<string[]> {
  const [row] = await t.app.deps.db.select().from(leaveRequests).where(eq(leaveRequests.id, id))
  return [row!.document1Key, row!.document2Key].filter((key): key is string => key !== null)
}

test('eight concurrent edits replacing a document leave exactly the files the request names', async () => {
  const { helper, employment } = await leaveSetUp(t)
  const pdf = (n: number) => ({ ...PDF, data: Buffer.from(`%PDF-1.4\n% ${n}\n%%EOF\n`) })
  const body = multipart(sickLeave(employment), { document1: pdf(0), document2: DOC })
  const created = await t.inject({
    method: 'POST',
    url: '/api/v1/leaves/requests/',
    headers: { ...bearer(helper.access), ...body.headers },
    payload: body.payload,
  })
  expect(created.statusCode, created.body).toBe(201)
  const { id } = created.json<{ id: number }>()
  const initial = await documentKeysOf(id)
  const before = storedFiles(t)
  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, i) => {
      const edit = multipart({}, { document1: pdf(i + 1) })
      return t.inject({
        method: 'PATCH',
        url: `/api/v1/leaves/requests/${id}/`,
        headers: { ...bearer(helper.access), ...edit.headers },
        payload: edit.payload,
      })
    }),
  )
  expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
  const referenced = await documentKeysOf(id)
  expect(referenced).toHaveLength(2)
  // Other requests' files stay; of this request's, exactly the two it names now remain.
  const others = before.filter((file) => !initial.includes(file))
  expect(storedFiles(t)).toEqual([...others, ...referenced].sort())
})
