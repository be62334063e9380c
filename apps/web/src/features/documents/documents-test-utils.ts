import { DocumentSchema, type EmploymentDocument } from '@hearth/shared/documents'
import type { Employment } from '@hearth/shared/employments'
import { makeEmployment as makeBaseEmployment } from '../../test/fixtures'

// Documents fixtures, parsed with the shared schemas the server answers with.

export const EMPLOYMENT = 'emp-1'

export function makeEmployment(overrides: Partial<Employment> = {}): Employment {
  return makeBaseEmployment({ uid: EMPLOYMENT, pending_leave_requests_count: 0, ...overrides })
}

export function makeDocument(overrides: Partial<EmploymentDocument> = {}): EmploymentDocument {
  const uid = overrides.uid ?? 'doc-1'
  return DocumentSchema.parse({
    uid,
    employment: EMPLOYMENT,
    type: 'visa',
    type_display: 'Visa',
    title: 'Employment visa',
    file: `/api/v1/employments/documents/${uid}/file/`,
    file_name: 'visa.pdf',
    content_type: 'application/pdf',
    size: 1024,
    expiry_date: '2027-06-30',
    status: 'active',
    uploaded_at: '2026-11-20T03:00:00.000Z',
    uploaded_by: 'helper',
    ...overrides,
  })
}
