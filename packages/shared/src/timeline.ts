import { z } from 'zod'
import { blankToUndefined, isCalendarDate } from './form-values'
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

const CalendarDate = z.string().refine(isCalendarDate)

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

const OptionalDate = z.preprocess(
  blankToUndefined,
  z.string().refine(isCalendarDate, tk('Enter a date as YYYY-MM-DD.')).optional(),
)

/** `from` defaults to the employment's start, `to` to 12 months after today. */
export const TimelineQuerySchema = z.object({ from: OptionalDate, to: OptionalDate })
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
