import { expect } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { multipart, type FilePart } from '../../test/multipart'
import type { TestApp } from '../../test/test-app'
import type { Party } from '../leave/leave-fixtures'

// Set-up for the documents tests. The test clock is Sunday 2026-11-22 in Hong Kong.

export const PDF: FilePart = {
  name: 'visa.pdf',
  type: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
}
export const PNG: FilePart = {
  name: 'insurance.png',
  type: 'image/png',
  data: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(32, 1),
  ]),
}
export const JPEG: FilePart = {
  name: 'medical.jpeg',
  type: 'image/jpeg',
  data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]),
}

export function documentFields(employment: string, overrides: Record<string, string> = {}) {
  return { employment, type: 'visa', title: 'Employment visa', ...overrides }
}

export function upload(
  t: TestApp,
  party: Party,
  fields: Record<string, string>,
  files: Record<string, FilePart> = { file: PDF },
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, files)
  return t.inject({
    method: 'POST',
    url: '/api/v1/employments/documents/',
    headers: { ...bearer(party.access), ...body.headers, ...headers },
    payload: body.payload,
  })
}

export type UploadedDocument = {
  uid: string
  employment: string
  type: string
  type_display: string
  title: string
  file: string
  file_name: string
  content_type: string
  size: number
  expiry_date: string | null
  status: 'active' | 'expired'
  uploaded_at: string
  uploaded_by: 'employer' | 'helper'
}

export async function uploaded(
  t: TestApp,
  party: Party,
  fields: Record<string, string>,
  files?: Record<string, FilePart>,
): Promise<UploadedDocument> {
  const response = await upload(t, party, fields, files)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export function listDocuments(t: TestApp, party: Party, employment: string) {
  return t.inject({
    method: 'GET',
    url: `/api/v1/employments/documents/?employment_uid=${employment}`,
    headers: bearer(party.access),
  })
}

export function download(t: TestApp, party: Party, url: string) {
  return t.inject({ method: 'GET', url, headers: bearer(party.access) })
}

export function remove(t: TestApp, party: Party, uid: string) {
  return t.inject({
    method: 'DELETE',
    url: `/api/v1/employments/documents/${uid}/`,
    headers: bearer(party.access),
  })
}
