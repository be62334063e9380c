import { DocumentSchema, type EmploymentDocument } from '@hearth/shared/documents'
import { EmploymentSchema, type Employment } from '@hearth/shared/employments'

// Documents fixtures, parsed with the shared schemas the server answers with.

export const EMPLOYMENT = 'emp-1'

export function makeEmployment(overrides: Partial<Employment> = {}): Employment {
  return EmploymentSchema.parse({
    uid: EMPLOYMENT,
    helper_profile: 'h1',
    helper_details: { uid: 'h1', full_name: 'Maria Santos' },
    employer_profile: 'emp1',
    employer_details: { uid: 'emp1', full_name: 'Amy Chan' },
    status: 'active',
    overall_start_date: '2025-09-01',
    latest_contract_details: {
      uid: 'c1',
      status: 'ACTIVE',
      start_date: '2025-09-01',
      end_date: null,
      salary_currency: 'HKD',
      salary_amount: '5100.00',
      exclude_day_type: 7,
      job_title: 'Domestic helper',
    },
    annual_leave_balance: 7.5,
    pending_leave_requests_count: 0,
    leave_accrual_due: null,
    ...overrides,
  })
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
