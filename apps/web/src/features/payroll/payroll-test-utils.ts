import type { Employment } from '@hearth/shared/employments'
import {
  PayrollRecordSchema,
  SalaryAdjustmentSchema,
  type PayrollRecord,
  type SalaryAdjustment,
} from '@hearth/shared/payrolls'
import { makeEmployment as makeBaseEmployment } from '../../test/fixtures'

// Payroll fixtures, each parsed with the shared schema the server answers with, so a test never
// passes on a shape the server would not send.

export const EMPLOYMENT = 'emp-1'

export function makeEmployment(overrides: Partial<Employment> = {}): Employment {
  return makeBaseEmployment({ uid: EMPLOYMENT, pending_leave_requests_count: 0, ...overrides })
}

const NO_LEAVE = { AN: 0, SL: 0, ML: 0, PL: 0, NP: 0, SH: 0 }
const NO_LEAVE_PAY = {
  AN: '0.00',
  SL: '0.00',
  ML: '0.00',
  PL: '0.00',
  NP: '0.00',
  SH: '0.00',
}

/** HK$5,100 and a HK$1,236 food allowance for the whole of October 2026: HK$6,336.00. */
export function makeRecord(overrides: Partial<PayrollRecord> = {}): PayrollRecord {
  return PayrollRecordSchema.parse({
    uid: 'pr-1',
    employment: EMPLOYMENT,
    month: '2026-10',
    from_date: '2026-10-01',
    to_date: '2026-10-31',
    amount: '5100.00',
    currency: 'HKD',
    salary_considerleave: '5100.00',
    food_allowance_calculated_amount: '1236.00',
    total_deduction: '0.00',
    payment_date: null,
    payment_due_date: '2026-11-07',
    finalised: false,
    reference_salary: '5100.00',
    total_salary: '6336.00',
    adw_amount: '208.31',
    get_adw_amount: '0.00',
    leavetype_days: NO_LEAVE,
    leavetype_pays: NO_LEAVE_PAY,
    total_employee_contri: '0.00',
    total_employer_contri: '0.00',
    total_other_contri: '0.00',
    mpf_note: null,
    input_date: '2026-11-02',
    effective_date: '2026-10-01',
    calculatedbyhirlab: true,
    adw_consideration_start_date: '2025-10-01',
    adw_consideration_last_date: '2026-09-30',
    adw_excluded_days: 0,
    adw_excluded_salary: '0.00',
    proration_method: 'calendar_days',
    warnings: [],
    lines: [
      {
        key: 'base_salary',
        label: 'Base salary',
        amount: '5100.00',
        rule: 'EO s.23: the contract wage for the whole month',
      },
      {
        key: 'food_allowance',
        label: 'Food allowance',
        amount: '1236.00',
        rule: 'Standard Employment Contract (ID 407): food allowance',
      },
    ],
    adjustments: [],
    deductions: [],
    finalised_at: null,
    ...overrides,
  })
}

export function makeAdjustment(overrides: Partial<SalaryAdjustment> = {}): SalaryAdjustment {
  return SalaryAdjustmentSchema.parse({
    id: 7,
    employment: EMPLOYMENT,
    adjustment_amount: '500.00',
    adjustment_currency: 'HKD',
    description: 'Chinese New Year bonus',
    effective_date: '2026-10-15',
    input_date: '2026-10-10',
    deduction_kind: null,
    paid: false,
    ...overrides,
  })
}
