import { expect, test, vi } from 'vitest'
import { DocumentListSchema } from '@hearth/shared/documents'
import { leaveSetUp } from '../features/leave/leave-fixtures'
import { bearer } from '../test/accounts-fixtures'
import { useTestApp } from '../test/test-app'
import { loadDemoDocuments } from './demo-documents'

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

test('demo documents: each status and party, real files, once', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  expect(await loadDemoDocuments(t.app.deps, employment)).toBe(5)
  expect(await loadDemoDocuments(t.app.deps, employment)).toBe(0)
  const list = await t.inject({
    method: 'GET',
    url: `/api/v1/employments/documents/?employment_uid=${employment}`,
    headers: bearer(helper.access),
  })
  expect(list.statusCode).toBe(200)
  const documents = DocumentListSchema.parse(list.json())
  expect(documents).toHaveLength(5)
  expect(new Set(documents.map((doc) => doc.status))).toEqual(new Set(['active', 'expired']))
  expect(new Set(documents.map((doc) => doc.uploaded_by))).toEqual(new Set(['employer', 'helper']))
  for (const doc of documents) {
    const file = await t.inject({ method: 'GET', url: doc.file, headers: bearer(employer.access) })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe(doc.content_type)
    const head = file.rawPayload.subarray(0, 4).toString('latin1')
    expect(head).toBe(doc.content_type === 'application/pdf' ? '%PDF' : '\u0089PNG')
  }
})
