import { z } from 'zod'
import { employmentDateString } from './employment-dates'
import { blankOrNumeric, blankToUndefined, moneyAmountMeta, requiredText } from './form-values'
import { tk } from './i18n-keys'
import { givenCents, INVALID_AMOUNT, MAX_MONEY_CENTS } from './money'

// The opening figures of an employment that began before Hearth (issue 22 item 1; ADR 0028):
// balances as of a date, wages paid up to a date, and the actual wages of up to 12 months. The
// employer enters them; the helper confirms or disputes them; they count once she confirms.

export const OPENING_STATUSES = ['PENDING', 'CONFIRMED', 'DISPUTED'] as const
export type OpeningStatus = (typeof OPENING_STATUSES)[number]

/** The most annual leave days a leave year can give (EO s.41AA: 14 from the 9th year). */
export const MAX_LEAVE_YEAR_DAYS = 14
/** At most 120 paid sickness days are ever held (EO s.33). */
export const MAX_SICK_DAYS = 120
export const MAX_HOLIDAYS_OWED = 60
export const DISPUTE_REASON_MAX_LENGTH = 500

export const OPENING_MESSAGES = {
  required: tk('Please fill in this field.'),
  halfDays: tk('Enter a number of days in whole or half days, from 0 to 14.'),
  leaveYear: tk('Enter the leave year as a whole number from 1.'),
  leaveYearTwice: tk('Enter each leave year once.'),
  sickDays: tk('Enter a whole number of days from 0 to 120.'),
  holidays: tk('Enter a whole number of days from 0 to 60.'),
  month: tk('Enter a month as YYYY-MM.'),
  monthTwice: tk('Enter each month once.'),
  tooManyMonths: tk('Enter at most 12 months.'),
  disputeReason: tk('Please say which figures are wrong, and what they should be.'),
  onlyEmployer: tk('Only the employer of this employment can enter its opening figures.'),
  onlyHelper: tk('Only the helper of this employment can confirm or dispute its opening figures.'),
  notFound: tk('No opening figures have been entered for this employment.'),
  noService: tk('Enter the contract first: the opening figures count from its start.'),
  beforeService: tk('This date is before the employment started ({{date}}).'),
  notCompleted: tk('Leave year {{year}} was not completed by the opening date.'),
  overEntitlement: tk('Leave year {{year}} gives {{days}} days: no more can be left of it.'),
  overSickDays: tk('At most {{days}} paid sickness days could be held on the opening date.'),
  monthOutside: tk(
    'Enter a month of the 12 months up to the wages paid date, within the employment.',
  ),
  confirmedCannotDispute: tk(
    'You confirmed these figures. If they are wrong, ask your employer to correct them.',
  ),
} as const

const halfDays = z.preprocess(
  blankOrNumeric,
  z.coerce
    .number({ error: OPENING_MESSAGES.halfDays })
    .min(0, OPENING_MESSAGES.halfDays)
    .max(MAX_LEAVE_YEAR_DAYS, OPENING_MESSAGES.halfDays)
    .refine((value) => Number.isInteger(value * 2), OPENING_MESSAGES.halfDays)
    .meta({ multipleOf: 0.5 }),
)

const wholeDays = (max: number, message: string) =>
  z.preprocess(
    blankOrNumeric,
    z.coerce.number({ error: message }).int(message).min(0, message).max(max, message),
  )

const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/

export const OpeningLeaveYearSchema = z.object({
  leave_year: z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: OPENING_MESSAGES.leaveYear })
      .int(OPENING_MESSAGES.leaveYear)
      .min(1, OPENING_MESSAGES.leaveYear)
      .max(60, OPENING_MESSAGES.leaveYear),
  ),
  days_left: halfDays,
})

export const OpeningMonthWagesInputSchema = z.object({
  month: z.preprocess(
    blankToUndefined,
    z
      .string({ error: OPENING_MESSAGES.month })
      .regex(MONTH_PATTERN, OPENING_MESSAGES.month)
      .meta({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' }),
  ),
  amount: z
    .preprocess(blankToUndefined, givenCents(OPENING_MESSAGES.required, 0, INVALID_AMOUNT))
    .meta(moneyAmountMeta(0, MAX_MONEY_CENTS / 100)),
})

const unique = <T>(items: readonly T[], key: (item: T) => unknown) =>
  new Set(items.map(key)).size === items.length

/**
 * `PUT /employments/{uid}/opening-balances/` (the employer): the figures as of `as_of` (not in
 * the future). The server checks them against the employment's service: each leave year
 * completed by `as_of` and at most its entitlement, the sickness days at most those that could
 * be held, the months within the 12 up to `wages_paid_up_to`.
 */
export const OpeningInputSchema = z
  .object({
    as_of: z.preprocess(blankToUndefined, employmentDateString(0, OPENING_MESSAGES.required)),
    annual_leave: z.array(OpeningLeaveYearSchema).max(60),
    sick_days_left: wholeDays(MAX_SICK_DAYS, OPENING_MESSAGES.sickDays),
    statutory_holidays_owed: wholeDays(MAX_HOLIDAYS_OWED, OPENING_MESSAGES.holidays),
    wages_paid_up_to: z.preprocess(
      blankToUndefined,
      employmentDateString(0, OPENING_MESSAGES.required),
    ),
    past_wages: z.array(OpeningMonthWagesInputSchema).max(12, OPENING_MESSAGES.tooManyMonths),
  })
  .superRefine((value, ctx) => {
    if (!unique(value.annual_leave, (row) => row.leave_year)) {
      ctx.addIssue({
        code: 'custom',
        path: ['annual_leave'],
        message: OPENING_MESSAGES.leaveYearTwice,
      })
    }
    if (!unique(value.past_wages, (row) => row.month)) {
      ctx.addIssue({ code: 'custom', path: ['past_wages'], message: OPENING_MESSAGES.monthTwice })
    }
  })
export type OpeningInput = z.infer<typeof OpeningInputSchema>

/** `POST /employments/{uid}/opening-balances/dispute/` (the helper): what is wrong. */
export const OpeningDisputeInputSchema = z.object({
  reason: requiredText(OPENING_MESSAGES.disputeReason, DISPUTE_REASON_MAX_LENGTH),
})
export type OpeningDisputeInput = z.infer<typeof OpeningDisputeInputSchema>

export const OpeningEventSchema = z.object({
  action: z.enum(['ENTERED', 'CONFIRMED', 'DISPUTED']),
  role: z.enum(['employer', 'helper']),
  name: z.string(),
  at: z.string().meta({ format: 'date-time' }),
  reason: z.string().nullable(),
})

/** The opening figures as both parties see them, with who entered or answered them, and when. */
export const OpeningSchema = z.object({
  employment_uid: z.string(),
  as_of: z.string().meta({ format: 'date' }),
  service_start: z.string().meta({ format: 'date' }),
  annual_leave: z.array(z.object({ leave_year: z.number().int(), days_left: z.number() })),
  annual_leave_days_left: z.number(),
  sick_days_left: z.number(),
  statutory_holidays_owed: z.number().int(),
  wages_paid_up_to: z.string().meta({ format: 'date' }),
  past_wages: z.array(z.object({ month: z.string(), amount: z.string() })),
  helper_status: z.enum(OPENING_STATUSES),
  /** True once the helper confirmed: only then do balances, payroll and settlements read them. */
  counts: z.boolean(),
  entered_at: z.string().meta({ format: 'date-time' }),
  helper_responded_at: z.string().meta({ format: 'date-time' }).nullable(),
  helper_dispute_reason: z.string().nullable(),
  history: z.array(OpeningEventSchema),
})
export type Opening = z.infer<typeof OpeningSchema>

/** `GET /employments/{uid}/opening-balances/`: the figures, or null while none were entered. */
export const OpeningOrNoneSchema = OpeningSchema.nullable()
