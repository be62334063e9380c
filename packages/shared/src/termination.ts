import { z } from 'zod'
import { blankToUndefined, blankOrNumeric, optionalText } from './form-values'
import { optionalEmploymentDate, requiredEmploymentDate } from './employment-dates'
import { optionalCents } from './money'
import { LANGUAGES, tk } from './i18n-keys'

// The termination settlement (docs/spec/employment.md §2 termination page, §3 "Termination
// result", §5, §7 "Termination payment", §8, §9 total rule; hk-employment-rules §8–§9).

/** How the employment ends: the hk-labour engine's termination reasons. */
export const TERMINATION_TYPES = [
  'employer_notice',
  'employer_without_notice',
  'summary_dismissal',
  'helper_resignation',
  'contract_expiry',
  'redundancy',
  'death',
] as const
export type TerminationType = (typeof TERMINATION_TYPES)[number]

export const TERMINATION_TYPE_LABELS: Record<TerminationType, string> = {
  employer_notice: tk('Dismissed by the employer with notice'),
  employer_without_notice: tk('Dismissed by the employer without notice (payment in lieu)'),
  summary_dismissal: tk('Summary dismissal for serious misconduct'),
  helper_resignation: tk('Resignation by the helper'),
  contract_expiry: tk('Contract expired without renewal'),
  redundancy: tk('Redundancy (the employer no longer needs a helper)'),
  death: tk('Death of the helper in service'),
}

/** The engine's warnings, worded for the reader. */
export const TERMINATION_WARNING_LABELS: Record<string, string> = {
  food_allowance_counted_as_wages: tk(
    'The food allowance is counted as wages for the average daily wage and the severance or long service payment.',
  ),
  adw_from_contract_rate: tk(
    'Months without a finalised payroll record are counted at the contract wage.',
  ),
  wage_below_minimum_allowable_wage: tk(
    'The wage is below the Minimum Allowable Wage in force when the contract was signed.',
  ),
  food_allowance_below_minimum: tk(
    'The food allowance is below the minimum in force when the contract was signed.',
  ),
}

export const ONLY_EMPLOYER_TERMINATION = tk(
  'Only the employer of this employment can calculate its termination payment.',
)
export const NO_CONTRACT_BY_TERMINATION = tk(
  'This employment has no contract that started by the termination date.',
)
export const TERMINATION_DATE_REQUIRED = tk('Please enter the termination date.')
export const HELPER_REQUIRED = tk('Please choose a helper.')
const WHOLE_DAYS = tk('Enter a whole number of days, 0 or more.')
/** A journey home longer than this many days is a typing mistake. */
export const MAX_JOURNEY_DAYS = 30
/** At most a year's statutory holidays (17 from 2030) several times over: a typing guard. */
export const MAX_UNTAKEN_HOLIDAYS = 60
/** The reason given beside arrears of wages. */
export const UNPAID_WAGES_REASON_MAX_LENGTH = 200
export const UNPAID_WAGES_REASON_REQUIRED = tk('Say what the unpaid wages are for.')
export const PAID_UP_TO_AFTER_LAST_DAY = tk(
  'Wages cannot be paid up to a day after the termination date.',
)
/** Notice is at most a few months; a larger figure is a typing mistake. */
export const MAX_NOTICE_DAYS = 366

function optionalDays(max: number, message: string) {
  return z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: WHOLE_DAYS })
      .int(WHOLE_DAYS)
      .min(0, WHOLE_DAYS)
      .max(max, message)
      .optional(),
  )
}

const Uid = z.preprocess(
  blankToUndefined,
  z.string({ error: HELPER_REQUIRED }).trim().min(1, HELPER_REQUIRED).max(64),
)

/**
 * `POST /payrolls/accrue_calculation/` (the employment's employer): §7 `termination_date` (the
 * last day of employment) and `helper_profile`, plus the issue's `termination_type` (default
 * `employer_notice`), `notice_given_days` (default: full notice, none without notice) and
 * `journey_days` (the FDH's journey home, HK$100 a day; default 1) and
 * `untaken_statutory_holidays` (holidays not granted, paid at ADW; default 0); issue 22's
 * `wages_paid_up_to` (default: the last day of the latest finalised payroll month, else the day
 * before the final month), `unpaid_wages` (arrears, in cents once parsed) and its
 * `unpaid_wages_reason`.
 */
export const TerminationInputSchema = z
  .object({
    termination_date: requiredEmploymentDate(TERMINATION_DATE_REQUIRED),
    helper_profile: Uid,
    employment: z.preprocess(blankToUndefined, z.string().trim().min(1).max(64).optional()),
    termination_type: z.preprocess(
      blankToUndefined,
      z
        .enum(TERMINATION_TYPES, { error: tk('Choose one of the options.') })
        .default('employer_notice'),
    ),
    notice_given_days: optionalDays(MAX_NOTICE_DAYS, tk('Notice can be at most 366 days.')),
    journey_days: optionalDays(MAX_JOURNEY_DAYS, tk('The journey can be at most 30 days.')),
    untaken_statutory_holidays: optionalDays(
      MAX_UNTAKEN_HOLIDAYS,
      tk('Enter at most 60 untaken holidays.'),
    ),
    wages_paid_up_to: optionalEmploymentDate(),
    unpaid_wages: optionalCents(),
    unpaid_wages_reason: optionalText(UNPAID_WAGES_REASON_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    if (value.wages_paid_up_to !== undefined && value.wages_paid_up_to > value.termination_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['wages_paid_up_to'],
        message: PAID_UP_TO_AFTER_LAST_DAY,
      })
    }
    if ((value.unpaid_wages ?? 0) > 0 && !value.unpaid_wages_reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['unpaid_wages_reason'],
        message: UNPAID_WAGES_REASON_REQUIRED,
      })
    }
  })
export type TerminationInput = z.infer<typeof TerminationInputSchema>
export type TerminationBody = z.input<typeof TerminationInputSchema>

/** `?format=pdf` answers with the settlement receipt; `lang` words it (else Accept-Language). */
export const TerminationQuerySchema = z.object({
  format: z.enum(['json', 'pdf']).optional(),
  lang: z.enum(LANGUAGES).optional(),
})

/** Money on the wire: "24000.00", "-510.00". */
const Money = z.string().regex(/^-?\d+\.\d{2}$/)
/** A severance or long service payment, or 'N/A' where it does not apply (§3). */
const MoneyOrNa = z.union([Money, z.literal('N/A')])

export const TerminationItemSchema = z.object({
  /** The engine's line key (`long_service_payment`); the `labour` catalog words it. */
  key: z.string(),
  /** The line in the caller's language. */
  label: z.string(),
  amount: Money,
  /** The rule it follows (`EO s.31V`). */
  rule: z.string(),
  /** The days a wage line pays for; null for other lines. */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Why it is owed, as the employer wrote it (arrears); else null. */
  note: z.string().nullable(),
})
export type TerminationItem = z.infer<typeof TerminationItemSchema>

/**
 * docs/spec/employment.md §3 "Termination result": the display keys, exactly as the spec writes
 * them.
 */
export const TerminationResultSchema = z.object({
  'Years Worked': z.number().int(),
  'Months Worked': z.number().int(),
  Salary: Money,
  'Average Daily Wage': Money,
  'Start Date of Employment': z.string(),
  'Last Date': z.string(),
  'Severance Payment': MoneyOrNa,
  'Long Service Payment': MoneyOrNa,
  'Annual Leave Total Allocated Balance': z.number(),
  'Used leaves': z.number(),
  'Accrued to Date': z.number(),
  'Last Accrual Year': z.number(),
  'Last Allocated Balance': z.number(),
  'Days for calculation': z.number(),
  'Wage from remaining Leave Days': Money,
  'Daily Food Allowance': Money,
  'Last Accrued Leave': z.number(),
  employment: z.string(),
  helper_profile: z.string(),
  helper_name: z.string(),
  termination_type: z.enum(TERMINATION_TYPES),
  termination_date: z.string(),
  /** The last day whose wages count as paid: given, or the default the settlement used. */
  wages_paid_up_to: z.string(),
  total_months_worked: z.number().int(),
  currency: z.string(),
  /** Every line the employer pays, with its rule. */
  items: z.array(TerminationItemSchema),
  /** What the helper owes (wages in lieu when she resigns without notice); never deducted. */
  payable_by_helper: z.array(TerminationItemSchema),
  payable_by_helper_total: Money,
  /** §9: wage from remaining leave days + LSP when a positive number, otherwise + SP when positive. */
  total: Money,
  /** The sum of every item: the whole settlement. */
  settlement_total: Money,
  /** EO s.25: everything but SP within 7 days of the last day. */
  payment_due_by: z.string(),
  /** FDH: ImmD told in writing within 7 days; the helper leaves within 2 weeks. */
  immigration_notification_due_by: z.string().nullable(),
  helper_departure_by: z.string().nullable(),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
})
export type TerminationResult = z.infer<typeof TerminationResultSchema>
