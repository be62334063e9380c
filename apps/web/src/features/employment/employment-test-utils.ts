import { ContractSchema, type Contract } from '@hearth/shared/employments'

// Fixtures for the employment tests, each checked against the shared contract so that a test
// never passes on a shape the server would not send.

export { makeEmployment } from '../../test/fixtures'

export function makeContract(overrides: Partial<Contract> = {}): Contract {
  return ContractSchema.parse({
    uid: 'c1',
    employment: 'emp-1',
    helper_profile: 'h1',
    employer_profile_uid: 'emp1',
    employment_profile_type: 'domestic_helper',
    start_date: '2025-09-01',
    end_date: null,
    signed_on: '2025-08-15',
    job_title: 'Domestic helper',
    salary_amount: '5100.00',
    salary_currency: 'HKD',
    accommodation_type: 'Live In - Separate room',
    accommodation_details: null,
    food_allowance_amount: '0.00',
    contract_document_url: null,
    exclude_day_type: 7,
    working_hours_per_week: 48,
    status: 'ACTIVE',
    termination_date: null,
    termination_reason: null,
    helper_confirmed_at: null,
    helper_declined_at: null,
    helper_decline_reason: null,
    created_at: '2025-08-15T02:00:00.000Z',
    updated_at: '2025-08-15T02:00:00.000Z',
    ...overrides,
  })
}
