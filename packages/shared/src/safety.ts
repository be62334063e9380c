import { z } from 'zod'
import { tk } from './i18n-keys'

// Trust and safety (issue 23): reports, blocks and the operator console's API. Paths are in
// `API_PATHS.safety` and `API_PATHS.operator`.

export const REPORT_TARGET_TYPES = [
  'helper_profile',
  'employer_profile',
  'job_posting',
  'message',
] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

export const REPORT_REASONS = [
  'scam',
  'fee_request',
  'harassment',
  'fake_profile',
  'discrimination',
  'inappropriate',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const REPORT_ACTIONS = ['dismiss', 'hide_target', 'suspend_user'] as const
export type ReportAction = (typeof REPORT_ACTIONS)[number]

export const REPORT_DETAILS_MAX_LENGTH = 2000
/** Reports one person may send in a day (a 24-hour window). */
export const REPORTS_PER_DAY = 20

const Id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message)

/** `POST /reports/`. */
export const ReportInputSchema = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: tk('Choose what you are reporting.') }),
  target_id: Id(tk('Choose what you are reporting.')),
  reason: z.enum(REPORT_REASONS, { error: tk('Choose a reason for your report.') }),
  details: z
    .string({ error: tk('Details must be text.') })
    .max(REPORT_DETAILS_MAX_LENGTH, tk('Details can be at most 2,000 characters long.'))
    .default(''),
})
export type ReportInput = z.input<typeof ReportInputSchema>

/** A report as its reporter sees it (`POST /reports/`, `GET /reports/mine/`). */
export const ReportSchema = z.object({
  id: z.string(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.string(),
  /** A short name of what was reported (a helper's name, a job title, a message's start). */
  target_label: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
})
export type Report = z.infer<typeof ReportSchema>

export const MyReportsSchema = z.object({ results: z.array(ReportSchema) })
export type MyReports = z.infer<typeof MyReportsSchema>

/** `POST /blocks/`. */
export const BlockInputSchema = z.object({ user_id: Id(tk('Choose whom to block.')) })
export type BlockInput = z.infer<typeof BlockInputSchema>

export const BlockSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  created_at: z.string(),
})
export type Block = z.infer<typeof BlockSchema>
export const BlockListSchema = z.object({ results: z.array(BlockSchema) })
export type BlockList = z.infer<typeof BlockListSchema>

/** `DELETE /blocks/{user_id}/`: 204, no body. */
export const UnblockedSchema = z.null().describe('Unblocked.')

export const UserIdParamsSchema = z.object({ user_id: z.string().min(1).max(64) })

export const ACCOUNT_SUSPENDED = tk('This account has been suspended.')
export const ACCOUNT_DELETED = tk('This person deleted their account.')
export const BLOCKED = tk("You can't message this user.")
