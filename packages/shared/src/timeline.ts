import { z } from 'zod'
import { blankToUndefined, calendarDateString } from './form-values'
import { tk } from './i18n-keys'

// The employment timeline (issue 14, "Timeline and reminders"): GET /employments/{uid}/timeline/
// lists an employment's dated events, past and upcoming, to its two parties. Titles and details
// come in the caller's language; `key` is stable, so a reminder e-mail is sent once per event.

export const TIMELINE_EVENT_KINDS = [
  'contract_start',
  'contract_end',
  'renewal_window',
  'document_expiry',
  'severance_threshold',
  'long_service_threshold',
  'leave_year',
  'payroll_due',
] as const
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number]

export const TIMELINE_EVENT_STATUSES = ['past', 'today', 'upcoming'] as const
export type TimelineEventStatus = (typeof TIMELINE_EVENT_STATUSES)[number]

const CalendarDate = calendarDateString()

export const TimelineEventSchema = z.object({
  /** Stable: the same event keeps its key from one call to the next (and while its date holds). */
  key: z.string(),
  kind: z.enum(TIMELINE_EVENT_KINDS),
  date: CalendarDate,
  title: z.string(),
  detail: z.string(),
  status: z.enum(TIMELINE_EVENT_STATUSES),
  /** A web path where the caller acts on the event, or null. */
  link: z.string().nullable(),
})
export type TimelineEvent = z.infer<typeof TimelineEventSchema>

export const TimelineSchema = z.object({
  /** The employment's uid. */
  employment: z.string(),
  /** Today in Hong Kong, which splits past from upcoming. */
  today: CalendarDate,
  /** The window the events were taken from, both days included. */
  from: CalendarDate,
  to: CalendarDate,
  /** Oldest first; events of one day in the order of TIMELINE_EVENT_KINDS. */
  events: z.array(TimelineEventSchema),
})
export type Timeline = z.infer<typeof TimelineSchema>

const OptionalDate = z.preprocess(blankToUndefined, calendarDateString().optional())

export const PERIOD_END_BEFORE_START = tk('The end of the period is before its start.')

/** `from` defaults to the employment's start, `to` to 12 months after today. */
export const TimelineQuerySchema = z
  .object({ from: OptionalDate, to: OptionalDate })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: PERIOD_END_BEFORE_START,
    path: ['to'],
  })
export type TimelineQuery = z.infer<typeof TimelineQuerySchema>

export const TimelineParamsSchema = z.object({ uid: z.string().min(1) })

/** Each kind's title, with the values `{{…}}` the server fills in. */
export const TIMELINE_TITLES: Readonly<Record<TimelineEventKind, string>> = {
  contract_start: tk('Contract starts'),
  contract_end: tk('Contract ends'),
  renewal_window: tk('Renewal window opens'),
  document_expiry: tk('Document expires: {{title}}'),
  severance_threshold: tk('24 months of service'),
  long_service_threshold: tk('5 years of service'),
  leave_year: tk('Leave year {{number}} begins'),
  payroll_due: tk('Wages for {{month}} due'),
}

/** The details the server writes under each title (`{{date}}` is the event's date). */
export const TIMELINE_DETAILS = {
  contractWithEnd: tk('{{job_title}}: contract from {{start_date}} to {{end_date}}.'),
  contractOpenEnded: tk('{{job_title}}: contract from {{start_date}}, with no end date.'),
  contractTerminated: tk('The contract was terminated; {{date}} is the last day of employment.'),
  contractEnds: tk('Last day of the contract that started on {{start_date}}.'),
  renewalWindow: tk(
    'The contract ends on {{end_date}}, in 8 weeks: agree on a renewal or plan the end. A renewal offer must be made in writing at least 7 days before the end.',
  ),
  documentExpiry: tk('Upload the renewed document before it expires on {{date}}.'),
  documentRenewed: tk('Renewed: the new document is valid until {{renewed_until}}.'),
  severanceThreshold: tk(
    '24 months of continuous service are complete on {{date}}: from then on, a dismissal for redundancy gives a severance payment (EO Part VA).',
  ),
  longServiceThreshold: tk(
    '5 years of service are complete on {{date}}: from then on, a dismissal (not for serious misconduct or redundancy) or an expiry without renewal gives a long service payment (EO Part VB).',
  ),
  leaveYear: tk(
    'A new leave year starts: {{days}} days of paid annual leave are earned for the year just completed (EO s.41AA).',
  ),
  payrollPaid: tk('Paid on {{payment_date}}.'),
  payrollFinalised: tk('The payroll record is finalised.'),
  payrollFinalMonth: tk(
    'Wages up to the last day of employment are due within 7 days of it (EO s.25).',
  ),
  payrollDue: tk('Wages are due within 7 days after the end of the wage period (EO s.23).'),
} as const

/** The reminder e-mail's subject and lines. */
export const TIMELINE_REMINDER_TEXT = {
  subject: tk('Reminder: {{title}} on {{date}}'),
  employmentWith: tk('Employment with {{name}}.'),
  seeTimeline: tk('See the employment’s timeline on Hearth:'),
} as const
