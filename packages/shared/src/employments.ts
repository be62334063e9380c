import { z } from 'zod'
import {
  blankToUndefined,
  optionalText,
  requiredText,
  blankOrNumeric,
  moneyAmountMeta,
} from './form-values'
import {
  employmentDateString,
  optionalEmploymentDate,
  requiredEmploymentDate,
} from './employment-dates'
import { givenCents, INVALID_AMOUNT, MAX_MONEY_CENTS } from './money'
import { tk } from './i18n-keys'

// The employment capability: employments and their contracts (docs/spec/employment.md §3
// "Employment", "Contract", §4 "Contract status", "Employment active", §5, §7, §9).
// Money travels as text with two decimals ("5100.00") and is parsed to integer cents.

export const CONTRACT_STATUSES = [
  'PENDING',
  'ACTIVE',
  'COMPLETED',
  'TERMINATED_MUTUAL',
  'TERMINATED_EMPLOYER',
  'TERMINATED_HELPER',
  'CANCELLED',
] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

/** A new contract starts PENDING (the default), ACTIVE or COMPLETED (issue 13). */
export const NEW_CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'COMPLETED'] as const

/** No change is possible once a contract reaches one of these. */
export const FINAL_CONTRACT_STATUSES: readonly ContractStatus[] = [
  'COMPLETED',
  'TERMINATED_MUTUAL',
  'TERMINATED_EMPLOYER',
  'TERMINATED_HELPER',
  'CANCELLED',
]

/** A status that needs a termination date: TERMINATED_* and CANCELLED (§5). */
export function needsTerminationDate(status: ContractStatus): boolean {
  return status.startsWith('TERMINATED') || status === 'CANCELLED'
}

/** §9 "Profile types". */
export const EMPLOYMENT_PROFILE_TYPES = [
  'domestic_helper',
  'Helper',
  'nanny',
  'caregiver',
  'Driver',
  'gardener',
  'pet_sitter',
  'other',
] as const

/** §9 "Accommodation". */
export const ACCOMMODATION_TYPES = [
  'Live Out',
  'Live In - Separate room',
  'Live In - Share room',
  'Live In',
  'Flexible',
] as const

/** §9: HKD, the currency the Minimum Allowable Wage is set in. */
export const SALARY_CURRENCIES = ['HKD'] as const

export const JOB_TITLE_MAX_LENGTH = 200
export const CONTRACT_TEXT_MAX_LENGTH = 2000
export const MAX_WORKING_HOURS_PER_WEEK = 168

export const COMPLETED_NEEDS_END_DATE = tk('End Date is required when status is COMPLETED.')
export const ENDED_NEEDS_TERMINATION_DATE = tk(
  'Termination Date is required when status is terminated or cancelled.',
)
export const END_BEFORE_START = tk('End Date must be on or after the Start Date.')
export const SIGNED_AFTER_START = tk('The contract cannot be signed after its start date.')
export const UPDATE_REQUIRED = tk(
  'Please fill in all required fields: Start Date, Job Title, Salary.',
)

/** "5100", "5100.5", 5100.5 → 510050 cents; anything else → undefined. */
export { amountToCents } from './money'

/** 510050 → "5100.50", as contracts read money (§3, §9 two decimals). */
export { centsToAmount } from './money'

/** A money amount parsed to cents; `required` names the message for a missing one. */
function cents(required: string, min: number, minMessage: string) {
  return z
    .preprocess(blankToUndefined, givenCents(required, min, minMessage))
    .meta(moneyAmountMeta(min / 100, MAX_MONEY_CENTS / 100))
}

const SALARY_ABOVE_ZERO = tk('Salary must be above 0.')

/** `salary_amount` in cents: required, above 0 (the MAW is checked by the server). */
const salaryCents = (required: string) => cents(required, 1, SALARY_ABOVE_ZERO)

/** `food_allowance_amount` in cents: empty or 0 means food is provided free. */
const foodAllowanceCents = z.preprocess(
  (value) => blankToUndefined(value) ?? 0,
  cents(INVALID_AMOUNT, 0, INVALID_AMOUNT),
)

/** A contract's start: from 2000, at most 2 years ahead (issue 22). */
const startDate = (message: string) => requiredEmploymentDate(message)

/**
 * An optional date: empty, null or absent all read as null (§3 "sent as null"). A contract's end
 * or termination may lie up to 5 years ahead (a 2-year contract starting up to 2 years ahead).
 */
const optionalDate = z.preprocess(
  (value) => blankToUndefined(value) ?? null,
  employmentDateString(5, undefined, true).nullable(),
)

const nullableText = (max: number) =>
  z.preprocess((value) => (value === undefined ? null : value), optionalText(max).nullable())

/** 1 Monday … 7 Sunday, or null: no fixed rest day (§9). */
const excludeDayType = z.preprocess(
  (value) => blankOrNumeric(value) ?? null,
  z.coerce
    .number({ error: tk('Choose a rest day from Monday to Sunday.') })
    .int(tk('Choose a rest day from Monday to Sunday.'))
    .min(1, tk('Choose a rest day from Monday to Sunday.'))
    .max(7, tk('Choose a rest day from Monday to Sunday.'))
    .nullable(),
)

const HOURS_MESSAGE = tk('Working hours per week must be above 0 and at most 168.')
const workingHours = z.preprocess(
  blankOrNumeric,
  z.coerce
    .number({ error: tk('Working hours per week is required.') })
    .gt(0, HOURS_MESSAGE)
    .max(MAX_WORKING_HOURS_PER_WEEK, HOURS_MESSAGE)
    // 148.05 × 100 is 14804.999999999998 in binary: whole hundredths within a millionth.
    .refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6, HOURS_MESSAGE)
    .meta({ multipleOf: 0.01 }),
)

const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: required }))

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? null,
    z.enum(values, { error: tk('Choose one of the options.') }).nullable(),
  )

type DatedStatus = {
  status: ContractStatus
  start_date: string
  end_date: string | null
  termination_date?: string | null
}

/** The status rules of §5 shared by create and update. */
function checkDates(value: DatedStatus, ctx: z.RefinementCtx): void {
  if (value.status === 'COMPLETED' && !value.end_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: COMPLETED_NEEDS_END_DATE })
  }
  if (needsTerminationDate(value.status) && !value.termination_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['termination_date'],
      message: ENDED_NEEDS_TERMINATION_DATE,
    })
  }
  if (value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: END_BEFORE_START })
  }
}

const CREATE_REQUIRED = tk('Please fill in this field.')

/**
 * `POST /employments/contracts/` (§3 "Contract create payload"). `salary_amount` and
 * `food_allowance_amount` parse to cents. `signed_on` (not in the future, not after the start;
 * default `defaultSignedOn`) picks the Minimum Allowable Wage the salary must reach; the server
 * checks it, and that the e-mail is a registered helper's.
 */
export const ContractCreateInputSchema = z
  .object({
    employer_profile_uid: z.preprocess(blankToUndefined, z.string().max(64).optional()),
    helper_email: z.preprocess(
      blankToUndefined,
      z
        .string({ error: CREATE_REQUIRED })
        .trim()
        .max(254, tk('Enter the helper’s e-mail address.'))
        .toLowerCase()
        .meta({ format: 'email' })
        .pipe(z.email({ error: tk('Enter the helper’s e-mail address.') })),
    ),
    employment_profile_type: choice(EMPLOYMENT_PROFILE_TYPES, CREATE_REQUIRED),
    start_date: startDate(CREATE_REQUIRED),
    end_date: optionalDate,
    signed_on: optionalEmploymentDate(0),
    job_title: requiredText(CREATE_REQUIRED, JOB_TITLE_MAX_LENGTH),
    salary_amount: salaryCents(CREATE_REQUIRED),
    salary_currency: z.preprocess(
      (value) => blankToUndefined(value) ?? 'HKD',
      z.enum(SALARY_CURRENCIES, { error: tk('Choose one of the options.') }),
    ),
    accommodation_type: optionalChoice(ACCOMMODATION_TYPES),
    accommodation_details: nullableText(CONTRACT_TEXT_MAX_LENGTH),
    food_allowance_amount: foodAllowanceCents,
    contract_document_url: nullableText(CONTRACT_TEXT_MAX_LENGTH),
    status: z.preprocess(
      (value) => blankToUndefined(value) ?? 'PENDING',
      z.enum(NEW_CONTRACT_STATUSES, {
        error: tk('A new contract is PENDING, ACTIVE or COMPLETED.'),
      }),
    ),
    exclude_day_type: excludeDayType,
    working_hours_per_week: workingHours,
  })
  .superRefine((value, ctx) => {
    checkDates(value, ctx)
    // A contract is signed before it starts, never after (issue 22 item 6).
    if (value.signed_on && value.start_date && value.signed_on > value.start_date) {
      ctx.addIssue({ code: 'custom', path: ['signed_on'], message: SIGNED_AFTER_START })
    }
  })
export type ContractCreateInput = z.infer<typeof ContractCreateInputSchema>

/**
 * The signing date when none is given (issue 22 item 6): today, or the start date when the
 * contract started before today (a contract entered after it began was signed by then).
 */
export function defaultSignedOn(startDate: string, today: string): string {
  return startDate < today ? startDate : today
}

/**
 * `PUT /employments/contracts/{uid}/` (§3 "Contract update payload"): the whole contract; a
 * field left out is cleared (optional ones) or kept (`working_hours_per_week`). The transition
 * rules (§4: never back to PENDING, start date fixed once ACTIVE, final states) are the server's.
 */
export const ContractUpdateInputSchema = z
  .object({
    start_date: startDate(UPDATE_REQUIRED),
    end_date: optionalDate,
    job_title: requiredText(UPDATE_REQUIRED, JOB_TITLE_MAX_LENGTH),
    salary_amount: salaryCents(UPDATE_REQUIRED),
    salary_currency: z.preprocess(
      (value) => blankToUndefined(value) ?? 'HKD',
      z.enum(SALARY_CURRENCIES, { error: tk('Choose one of the options.') }),
    ),
    accommodation_type: optionalChoice(ACCOMMODATION_TYPES),
    accommodation_details: nullableText(CONTRACT_TEXT_MAX_LENGTH),
    food_allowance_amount: foodAllowanceCents,
    contract_document_url: nullableText(CONTRACT_TEXT_MAX_LENGTH),
    exclude_day_type: excludeDayType,
    status: choice(CONTRACT_STATUSES, tk('Choose one of the options.')),
    termination_date: optionalDate,
    termination_reason: nullableText(CONTRACT_TEXT_MAX_LENGTH),
    working_hours_per_week: workingHours.optional(),
  })
  .superRefine((value, ctx) => checkDates(value, ctx))
export type ContractUpdateInput = z.infer<typeof ContractUpdateInputSchema>

/** `?employment__uid=`: one employment's contracts; left out, every contract of the caller. */
export const ContractListQuerySchema = z.object({
  employment__uid: z.preprocess(blankToUndefined, z.string().max(64).optional()),
})

/** A contract as read (§3 "Contract as read", plus the fields the forms edit). */
export const ContractSchema = z.object({
  uid: z.string(),
  employment: z.string(),
  helper_profile: z.string(),
  employer_profile_uid: z.string(),
  employment_profile_type: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  signed_on: z.string(),
  job_title: z.string(),
  salary_amount: z.string(),
  salary_currency: z.string(),
  accommodation_type: z.string().nullable(),
  accommodation_details: z.string().nullable(),
  food_allowance_amount: z.string(),
  contract_document_url: z.string().nullable(),
  exclude_day_type: z.number().int().nullable(),
  working_hours_per_week: z.number(),
  status: z.enum(CONTRACT_STATUSES),
  termination_date: z.string().nullable(),
  termination_reason: z.string().nullable(),
  /** When the helper confirmed the contract is hers (issue 22); null until she does. */
  helper_confirmed_at: z.string().nullable(),
  /** When the helper declined it (it became CANCELLED), and her reason; else null. */
  helper_declined_at: z.string().nullable(),
  helper_decline_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Contract = z.infer<typeof ContractSchema>

export const ContractListSchema = z.array(ContractSchema)

export const EMPLOYMENT_STATUSES = ['active', 'inactive'] as const

/**
 * An employment as listed (§3 "Employment"): to its employer and, read-only, to its helper.
 * `helper_profile` is the uid the leave, accrual and payroll calls take. `status` follows
 * §4 "Employment active" from the latest contract (latest start date). `annual_leave_balance`
 * (days, halves allowed) is the balance `GET /leaves/balances/` computes for today;
 * `pending_leave_requests_count` counts requests awaiting the employer (SU and PC).
 */
export const EmploymentSchema = z.object({
  uid: z.string(),
  helper_profile: z.string(),
  helper_details: z.object({ uid: z.string(), full_name: z.string() }),
  employer_profile: z.string(),
  employer_details: z.object({ uid: z.string(), full_name: z.string() }),
  status: z.enum(EMPLOYMENT_STATUSES),
  overall_start_date: z.string().nullable(),
  latest_contract_details: z
    .object({
      uid: z.string(),
      status: z.enum(CONTRACT_STATUSES),
      start_date: z.string(),
      end_date: z.string().nullable(),
      salary_currency: z.string(),
      salary_amount: z.string(),
      exclude_day_type: z.number().int().nullable(),
      job_title: z.string(),
      /** The helper's say on it (issue 22): when she confirmed or declined it, else null. */
      helper_confirmed_at: z.string().nullable(),
      helper_declined_at: z.string().nullable(),
    })
    .nullable(),
  annual_leave_balance: z.number(),
  pending_leave_requests_count: z.number().int(),
  /**
   * Leave years completed (each 12 months from the start of service, EO s.41AA) whose annual
   * leave has not been granted yet by `POST /leaves/yearly-leaveaccrue/`, and the days the
   * engine gives them; null when accrual is up to date (the hub's notice to the employer).
   */
  leave_accrual_due: z
    .object({ leave_years: z.array(z.number().int()), days: z.number() })
    .nullable(),
})
export type Employment = z.infer<typeof EmploymentSchema>

export const EmploymentListSchema = z.array(EmploymentSchema)
