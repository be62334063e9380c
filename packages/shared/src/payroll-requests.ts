import { z } from 'zod'
import {
  blankOrNumeric,
  blankToUndefined,
  FormBoolean,
  isCalendarDate,
  moneyAmountMeta,
  numberText,
} from './form-values'
import { employmentDateString, requiredEmploymentDate } from './employment-dates'
import { LANGUAGES, tk } from './i18n-keys'
import { PAYROLL_DEDUCTION_KINDS, PAYROLL_MESSAGES } from './payroll-options'

// What the payroll calls take: the bodies, queries and path parameters (docs/spec/employment.md
// §5 payroll validation, §7 payroll calls), and money as text ↔ cents. Importers use
// `@hearth/shared/payrolls`, which re-exports them.

const Uid = z.preprocess(
  blankToUndefined,
  z.string({ error: PAYROLL_MESSAGES.calculateRequired }).trim().min(1).max(64),
)

/** `POST /payrolls/calculate/` (the employer): one month; a draft is replaced, a finalised month is 409. */
export const PayrollCalculateInputSchema = z.object({
  employmentId: Uid,
  helper_profile_id: Uid,
  year: z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: PAYROLL_MESSAGES.calculateRequired })
      .int(PAYROLL_MESSAGES.calculateRequired)
      .min(2016, PAYROLL_MESSAGES.calculateRequired)
      .max(2100, PAYROLL_MESSAGES.calculateRequired),
  ),
  month: z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: PAYROLL_MESSAGES.calculateRequired })
      .int(PAYROLL_MESSAGES.calculateRequired)
      .min(1, PAYROLL_MESSAGES.calculateRequired)
      .max(12, PAYROLL_MESSAGES.calculateRequired),
  ),
})
export type PayrollCalculateInput = z.infer<typeof PayrollCalculateInputSchema>

/**
 * `PATCH /payrolls/pay-period-records/{uid}/` (the employer): `payment_date` while draft;
 * `finalised: true` (with a payment date, sent now or set before) finalises, irreversibly.
 */
export const PayrollRecordPatchSchema = z.object({
  payment_date: z
    .string({ error: PAYROLL_MESSAGES.paymentDateInvalid })
    .meta({ format: 'date' })
    .optional()
    .refine((value) => value === undefined || isCalendarDate(value.trim()), {
      message: PAYROLL_MESSAGES.paymentDateInvalid,
      abort: true,
    })
    .transform((value) => (typeof value === 'string' ? value.trim() : undefined))
    // Within the employment window: from 2000, at most 2 years ahead (issue 22).
    .pipe(employmentDateString(2).optional()),
  finalised: FormBoolean.optional(),
})
export type PayrollRecordPatch = z.infer<typeof PayrollRecordPatchSchema>

const SIGNED_AMOUNT = /^-?\d{1,8}(\.\d{1,2})?$/
/** The largest adjustment its column holds (a 32-bit integer of cents). */
export const MAX_ADJUSTMENT_CENTS = 2_147_483_647

/** "-100", "250.5", -100 → cents (signed); anything else → undefined. */
export function signedAmountToCents(value: unknown): number | undefined {
  const text =
    typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value : ''
  const trimmed = text.trim().replace(/,/g, '')
  if (!SIGNED_AMOUNT.test(trimmed)) return undefined
  const negative = trimmed.startsWith('-')
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return negative ? -cents : cents
}

/** Cents → "6336.00" / "-170.00". */
export { centsToAmount as formatCents } from './money'

/**
 * `POST /payrolls/salary-adjustments/` (the employer): positive is a bonus or allowance,
 * negative a deduction that names its EO s.32 kind (§5; EO s.32).
 */
export const SalaryAdjustmentInputSchema = z
  .object({
    helper_profile: Uid.optional(),
    employment: Uid,
    adjustment_amount: z
      .preprocess(
        blankToUndefined,
        z
          .union([z.string(), z.number()], { error: PAYROLL_MESSAGES.adjustmentRequired })
          .transform((value, ctx) => {
            const cents = signedAmountToCents(value)
            // Stored as a 32-bit integer of cents: HK$21,474,836.47 either way at most.
            if (cents === undefined || Math.abs(cents) > MAX_ADJUSTMENT_CENTS) {
              ctx.addIssue({ code: 'custom', message: PAYROLL_MESSAGES.invalidAmount })
              return z.NEVER
            }
            return cents
          })
          .refine((cents) => cents !== 0, PAYROLL_MESSAGES.amountNotZero),
      )
      .meta(moneyAmountMeta(-MAX_ADJUSTMENT_CENTS / 100, MAX_ADJUSTMENT_CENTS / 100)),
    description: z.preprocess(
      blankToUndefined,
      z
        .string({ error: PAYROLL_MESSAGES.adjustmentRequired })
        .trim()
        .min(1, PAYROLL_MESSAGES.adjustmentRequired)
        .max(500, tk('This text is too long.')),
    ),
    effective_date: requiredEmploymentDate(PAYROLL_MESSAGES.adjustmentRequired),
    adjustment_currency: z.preprocess(
      blankToUndefined,
      z.literal('HKD', { error: tk('Choose one of the options.') }).default('HKD'),
    ),
    deduction_kind: z.preprocess(
      blankToUndefined,
      z.enum(PAYROLL_DEDUCTION_KINDS, { error: tk('Choose one of the options.') }).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (typeof value.adjustment_amount !== 'number') return
    if (value.adjustment_amount < 0 && !value.deduction_kind)
      ctx.addIssue({
        code: 'custom',
        path: ['deduction_kind'],
        message: PAYROLL_MESSAGES.deductionNeedsKind,
      })
    if (value.adjustment_amount > 0 && value.deduction_kind)
      ctx.addIssue({
        code: 'custom',
        path: ['deduction_kind'],
        message: PAYROLL_MESSAGES.kindOnlyForDeductions,
      })
  })
export type SalaryAdjustmentInput = z.infer<typeof SalaryAdjustmentInputSchema>

const FIELD_REQUIRED = tk('This field is required.')

export const PayrollEmploymentQuerySchema = z.object({
  employment_uid: z.preprocess(
    blankToUndefined,
    z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(64),
  ),
})

export const PayrollRecordParamsSchema = z.object({ uid: z.string().min(1).max(64) })
/** The largest `serial` id. */
const MAX_ADJUSTMENT_ID = 2_147_483_647

/** `{id}`: any text but a stored id's digits names no adjustment (0, which the service 404s). */
export const SalaryAdjustmentParamsSchema = z.object({
  id: z.string().transform((value) => {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0
    return id <= MAX_ADJUSTMENT_ID ? id : 0
  }),
})

/** `GET /payrolls/pay-period-records/{uid}/receipt/?lang=`: the PDF's language. */
export const PayrollReceiptQuerySchema = z.object({
  lang: z.preprocess(blankToUndefined, z.enum(LANGUAGES).optional()),
})
