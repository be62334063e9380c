import { z } from 'zod'
import { blankToUndefined, FormBoolean, requiredText, blankOrNumeric } from './form-values'
import { optionalEmploymentDate, requiredEmploymentDate } from './employment-dates'
import { tk } from './i18n-keys'

// Leave: requests, their states, accrual, adjustments, balances and the holiday calendar
// (docs/spec/employment.md §3 "Leave request", "Leave adjustment", "Leave balance"; §4 "Leave
// status_type"; §5 leave form; §7 leave calls; §9 leave types and durations).

export const LEAVE_TYPE_CODES = ['AN', 'SL', 'ML', 'NP'] as const
export type LeaveTypeCode = (typeof LEAVE_TYPE_CODES)[number]

/**
 * The apply form's choices (§9: annual, sick, public_holiday, other) and plain names, mapped to
 * the codes. `public_holiday` is annual leave: the holidays the helper observes inside its dates
 * count no days, so only a day that is not a holiday uses annual leave. `other` is no-pay leave,
 * the only leave the Employment Ordinance does not pay.
 */
export const LEAVE_TYPE_ALIASES: Readonly<Record<string, LeaveTypeCode>> = {
  annual: 'AN',
  sick: 'SL',
  maternity: 'ML',
  no_pay: 'NP',
  public_holiday: 'AN',
  other: 'NP',
}

export const DURATION_TYPES = ['FD', 'AM', 'PM'] as const
export type DurationType = (typeof DURATION_TYPES)[number]

/** SU submitted, AP approved, RJ rejected, CA cancelled, RE retrieved, PC pending cancellation, CR cancellation rejected. */
export const LEAVE_STATUSES = ['SU', 'AP', 'RJ', 'CA', 'RE', 'PC', 'CR'] as const
export type LeaveStatus = (typeof LEAVE_STATUSES)[number]

export const LEAVE_TYPE_LABELS: Record<LeaveTypeCode, string> = {
  AN: tk('Annual leave'),
  SL: tk('Sick leave'),
  ML: tk('Maternity leave'),
  NP: tk('No-pay leave'),
}

export const DURATION_LABELS: Record<DurationType, string> = {
  FD: tk('Full day'),
  AM: tk('Morning'),
  PM: tk('Afternoon'),
}

export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  SU: tk('Submitted'),
  AP: tk('Approved'),
  RJ: tk('Rejected'),
  CA: tk('Cancelled'),
  RE: tk('Retrieved'),
  PC: tk('Pending cancellation'),
  CR: tk('Cancellation rejected'),
}

/** The engine's holiday names (hk-labour `HolidayNameKey`), as Hong Kong's gazette words them. */
export const HOLIDAY_NAME_LABELS: Readonly<Record<string, string>> = {
  first_day_of_january: tk('The first day of January'),
  lunar_new_year_day: tk('Lunar New Year’s Day'),
  second_day_of_lunar_new_year: tk('The second day of Lunar New Year'),
  third_day_of_lunar_new_year: tk('The third day of Lunar New Year'),
  fourth_day_of_lunar_new_year: tk('The fourth day of Lunar New Year'),
  ching_ming_festival: tk('Ching Ming Festival'),
  labour_day: tk('Labour Day'),
  buddhas_birthday: tk('The Birthday of the Buddha'),
  tuen_ng_festival: tk('Tuen Ng Festival'),
  hksar_establishment_day: tk('Hong Kong Special Administrative Region Establishment Day'),
  day_following_mid_autumn_festival: tk('The day following the Chinese Mid-Autumn Festival'),
  chung_yeung_festival: tk('Chung Yeung Festival'),
  national_day: tk('National Day'),
  winter_solstice: tk('Chinese Winter Solstice Festival'),
  christmas_day: tk('Christmas Day'),
  first_weekday_after_christmas: tk('The first weekday after Christmas Day'),
  easter_monday: tk('Easter Monday'),
  good_friday: tk('Good Friday'),
  day_following_good_friday: tk('The day following Good Friday'),
}

export const LEAVE_ADJUSTMENT_LIMIT = 365
export const LEAVE_REASON_MAX_LENGTH = 1000
/** Each leave document: pdf, jpg, jpeg, png, doc or docx by content, up to 10 MB (§5, §9). */
export const LEAVE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024

export const TO_BEFORE_FROM = tk('To date must be on or after from date.')
export const HALF_DAY_ONE_DATE = tk('A morning or afternoon leave starts and ends on the same day.')

const Uid = z.preprocess(
  blankToUndefined,
  z
    .string({ error: tk('This field is required.') })
    .trim()
    .min(1)
    .max(64),
)

const LeaveTypeField = z.preprocess(
  (value) =>
    typeof value === 'string' ? (LEAVE_TYPE_ALIASES[value] ?? value) : blankToUndefined(value),
  z.enum(LEAVE_TYPE_CODES, { error: tk('Choose one of the options.') }),
)

const DurationField = z.preprocess(
  (value) => blankToUndefined(value) ?? 'FD',
  z.enum(DURATION_TYPES, { error: tk('Choose one of the options.') }),
)

/** A document removed on edit is sent as null (or an empty text part in multipart). */
const RemovableDocument = z
  .union([z.null(), z.literal(''), z.literal('null')])
  .optional()
  .transform((value) => (value === undefined ? undefined : null))

const LeaveFields = {
  leave_type_code: LeaveTypeField,
  from_date: requiredEmploymentDate(tk('This field is required.')),
  to_date: requiredEmploymentDate(tk('This field is required.')),
  duration_type: DurationField,
  reason: requiredText(tk('Please give a reason.'), LEAVE_REASON_MAX_LENGTH),
  document1: RemovableDocument,
  document2: RemovableDocument,
  /** Sick leave: a medical certificate supports it (EO s.33(4): else no sickness allowance). */
  medical_certificate: FormBoolean.optional(),
}

type DatedRange = { from_date?: string; to_date?: string; duration_type?: DurationType }

function checkRange(value: DatedRange, ctx: z.RefinementCtx): void {
  if (!value.from_date || !value.to_date) return
  if (value.to_date < value.from_date) {
    ctx.addIssue({ code: 'custom', path: ['to_date'], message: TO_BEFORE_FROM })
  } else if (
    value.duration_type &&
    value.duration_type !== 'FD' &&
    value.to_date !== value.from_date
  ) {
    ctx.addIssue({ code: 'custom', path: ['duration_type'], message: HALF_DAY_ONE_DATE })
  }
}

/** `POST /leaves/requests/` (JSON, or multipart with `document1`/`document2`): the helper's own. */
export const LeaveRequestInputSchema = z
  .object({ ...LeaveFields, employment: Uid })
  .superRefine(checkRange)
export type LeaveRequestInput = z.infer<typeof LeaveRequestInputSchema>

/** `PUT /leaves/requests/{id}/`: the whole request again, while it is SU. */
export const LeaveRequestUpdateSchema = z
  .object({ ...LeaveFields, employment: Uid.optional() })
  .superRefine(checkRange)
export type LeaveRequestUpdate = z.infer<typeof LeaveRequestUpdateSchema>

/**
 * `PATCH /leaves/requests/{id}/`: `status_type` CA or PC cancels (SU becomes CA, AP becomes PC,
 * whichever the client sent, as the request's state decides); other fields edit an SU request.
 */
export const LeaveRequestPatchSchema = z
  .object({
    leave_type_code: LeaveTypeField.optional(),
    from_date: requiredEmploymentDate(tk('This field is required.')).optional(),
    to_date: requiredEmploymentDate(tk('This field is required.')).optional(),
    duration_type: z.preprocess(blankToUndefined, z.enum(DURATION_TYPES).optional()),
    reason: requiredText(tk('Please give a reason.'), LEAVE_REASON_MAX_LENGTH).optional(),
    document1: RemovableDocument,
    document2: RemovableDocument,
    medical_certificate: FormBoolean.optional(),
    employment: Uid.optional(),
    status_type: z.preprocess(
      blankToUndefined,
      z.enum(['CA', 'PC'], { error: tk('Choose one of the options.') }).optional(),
    ),
  })
  .superRefine(checkRange)
export type LeaveRequestPatch = z.infer<typeof LeaveRequestPatchSchema>

/**
 * `POST /leaves/back-entries/` (the employer, issue 22): leave taken before it was recorded on
 * Hearth (before today), stored as approved and shown to the helper as a back-entry.
 */
export const LeaveBackEntryInputSchema = z
  .object({
    employment: Uid,
    leave_type_code: LeaveTypeField,
    from_date: requiredEmploymentDate(tk('This field is required.')),
    to_date: requiredEmploymentDate(tk('This field is required.')),
    duration_type: DurationField,
    reason: requiredText(tk('Please give a reason.'), LEAVE_REASON_MAX_LENGTH),
    medical_certificate: FormBoolean.optional(),
  })
  .superRefine(checkRange)
export type LeaveBackEntryInput = z.infer<typeof LeaveBackEntryInputSchema>

export const BACK_ENTRY_MESSAGES = {
  notPast: tk('A back-entry records leave already taken: it must end before today.'),
  beforeService: tk('The leave starts before the employment started.'),
  overlaps: tk('This employment already has leave on some of these days.'),
} as const

/** `POST /leaves/requests/{id}/manage-approval/` (the employer): one of approve or reject. */
export const ManageApprovalInputSchema = z
  .object({
    leave: z.preprocess(blankOrNumeric, z.coerce.number().int().optional()),
    is_approved: FormBoolean.default(false),
    is_rejected: FormBoolean.default(false),
    is_cancellation: FormBoolean.default(false),
  })
  .refine((value) => value.is_approved !== value.is_rejected, {
    path: ['is_approved'],
    message: tk('Choose either approve or reject.'),
  })
export type ManageApprovalInput = z.infer<typeof ManageApprovalInputSchema>

/** `POST /leaves/yearly-leaveaccrue/` (the employer): `calculation_date` not in the past. */
export const LeaveAccrualInputSchema = z.object({
  calculation_date: requiredEmploymentDate(tk('This field is required.')),
  helper_profile: Uid,
  employment: Uid.optional(),
})
export type LeaveAccrualInput = z.infer<typeof LeaveAccrualInputSchema>

/** `POST /leaves/adjustments/` (the employer): annual leave only, −365…365 days, a reason. */
export const LeaveAdjustmentInputSchema = z.object({
  helper_profile_uid: Uid.optional(),
  employment: Uid,
  leave_type_code: z.preprocess(
    (value) =>
      typeof value === 'string' ? (LEAVE_TYPE_ALIASES[value] ?? value) : blankToUndefined(value),
    z.literal('AN', { error: tk('Only annual leave can be adjusted.') }).default('AN'),
  ),
  adjustment_amount: z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: tk('This field is required.') })
      .min(-LEAVE_ADJUSTMENT_LIMIT, tk('The adjustment must be between -365 and 365 days.'))
      .max(LEAVE_ADJUSTMENT_LIMIT, tk('The adjustment must be between -365 and 365 days.'))
      .refine((value) => Number.isInteger(value * 2), tk('Use whole or half days.'))
      .meta({ multipleOf: 0.5 }),
  ),
  reason: requiredText(tk('Please give a reason.'), LEAVE_REASON_MAX_LENGTH),
  effective_date: optionalEmploymentDate(),
})
export type LeaveAdjustmentInput = z.infer<typeof LeaveAdjustmentInputSchema>

export const EmploymentUidQuerySchema = z.object({ employment_uid: Uid })

export const LeaveBalanceQuerySchema = z.object({
  employment_uid: Uid,
  as_of: optionalEmploymentDate(),
})

export const HolidaysQuerySchema = z.object({
  employment_uid: Uid,
  year: z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: tk('This field is required.') })
      .int()
      .min(2000)
      .max(2100),
  ),
})

/** The `:id` of `/leaves/requests/{id}/…` paths. */
export const LeaveRequestParamsSchema = z.object({ id: z.coerce.number().int().positive() })

export const LeaveDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  slot: z.enum(['1', '2']),
})

export const LeaveRequestSchema = z.object({
  id: z.number().int(),
  employment: z.string(),
  status_type: z.enum(LEAVE_STATUSES),
  status_type_display: z.string(),
  leave_type_code: z.enum(LEAVE_TYPE_CODES),
  leave_type_name: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  duration_type: z.enum(DURATION_TYPES),
  duration_type_display: z.string(),
  /** Working days the request uses (rest days and observed holidays left out). */
  days: z.number(),
  reason: z.string(),
  /** Sick leave supported by a medical certificate (EO s.33(4)); false for other leave. */
  medical_certificate: z.boolean(),
  /** Recorded by the employer after it was taken (issue 22): approved as written. */
  back_entry: z.boolean(),
  /** Download URLs (the two parties only), or null. */
  document1: z.string().nullable(),
  document2: z.string().nullable(),
  documents: z.array(z.object({ file: z.string(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
})
export type LeaveRequest = z.infer<typeof LeaveRequestSchema>
export const LeaveRequestListSchema = z.array(LeaveRequestSchema)

export const LeaveAdjustmentSchema = z.object({
  id: z.number().int(),
  employment: z.string(),
  leave_type_code: z.literal('AN'),
  leave_type_name: z.string(),
  adjustment_amount: z.number(),
  reason: z.string(),
  effective_date: z.string(),
})
export type LeaveAdjustment = z.infer<typeof LeaveAdjustmentSchema>
export const LeaveAdjustmentListSchema = z.array(LeaveAdjustmentSchema)

export const LeaveBalanceSchema = z.object({
  as_of: z.string(),
  annual: z.object({
    granted: z.number(),
    adjustments: z.number(),
    taken: z.number(),
    pending: z.number(),
    balance: z.number(),
    expiry_date: z.string().nullable(),
  }),
  sick: z.object({ accrued: z.number(), taken: z.number(), balance: z.number() }),
  no_pay: z.object({ taken: z.number() }),
  maternity: z.object({ entitled_weeks: z.number(), taken: z.number() }),
})
export type LeaveBalance = z.infer<typeof LeaveBalanceSchema>

export const LeaveAccrualResultSchema = z.object({
  employment: z.string(),
  calculation_date: z.string(),
  /** Leave years granted by this run; empty when every completed year was granted before. */
  granted: z.array(
    z.object({ leave_year: z.number().int(), days: z.number(), granted_for: z.string() }),
  ),
  balance: LeaveBalanceSchema,
})
export type LeaveAccrualResult = z.infer<typeof LeaveAccrualResultSchema>

export const HolidayCalendarSchema = z.object({
  year: z.number().int(),
  /** The contract's rest day (1 Monday … 7 Sunday) or null. */
  rest_day: z.number().int().nullable(),
  /** True for years whose holiday list is not yet published (the engine's data). */
  provisional: z.boolean(),
  holidays: z.array(
    z.object({
      date: z.string(),
      name_key: z.string(),
      /** The holiday's name in the caller's language. */
      name: z.string(),
      /** The day given instead when the holiday falls on the rest day (EO s.39), or null. */
      substitute_date: z.string().nullable(),
    }),
  ),
})
export type HolidayCalendar = z.infer<typeof HolidayCalendarSchema>

/** Real-time event to the other party's room when a request is made, changed or decided. */
export const LEAVE_EVENTS = { updated: 'leave_request_updated' } as const
export type LeaveEvent = { request: LeaveRequest; message: string }
