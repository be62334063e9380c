import { z } from 'zod'
import { tk } from './i18n-keys'
import { SAFETY_FLAGS } from './safety-flags'
import { REPORT_ACTIONS, REPORT_STATUSES, ReportSchema } from './safety'
import { optionalDate } from './form-values'
import { REJECTION_REASONS, VERIFICATION_STATUSES, VerificationSchema } from './verification'

// The operators' console (issue 23): its queries, bodies and answers. Paths: `API_PATHS.operator`.
// Reports, reasons and statuses are `./safety`'s.

export const OPERATOR_NOTE_MAX_LENGTH = 2000
export const OPERATOR_PAGE_SIZE = 20

export const OperatorIdParamsSchema = z.object({ id: z.string().min(1).max(64) })

export const OperatorReportsQuerySchema = z.object({
  status: z
    .enum(REPORT_STATUSES, { error: tk('Choose open, actioned or dismissed.') })
    .default('open'),
  /** `newest` first, or the targets with the most open reports first. */
  order: z
    .enum(['newest', 'most_reported'], { error: tk('Choose newest or most_reported.') })
    .default('newest'),
  page: z.coerce
    .number({ error: tk('Invalid page.') })
    .int(tk('Invalid page.'))
    .min(1, tk('Invalid page.'))
    .max(10_000, tk('Invalid page.'))
    .default(1),
})

export const OperatorPersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  user_type: z.enum(['employer', 'helper']),
  suspended: z.boolean(),
})
export type OperatorPerson = z.infer<typeof OperatorPersonSchema>

/** The reported thing as its viewers see it, in plain parts the console can show. */
export const ReportTargetViewSchema = z.object({
  exists: z.boolean(),
  title: z.string(),
  subtitle: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** The texts a viewer reads, labelled by their field (catalog keys). */
  texts: z.array(z.object({ label: z.string(), text: z.string() })),
  /** The public page, for a profile or posting. */
  public_path: z.string().nullable(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  safety_flags: z.array(z.enum(SAFETY_FLAGS)),
  /** A reported message among the ones around it (oldest first), the reported one marked. */
  messages: z.array(
    z.object({
      id: z.string(),
      sender_name: z.string(),
      content: z.string(),
      created_at: z.string(),
      reported: z.boolean(),
      safety_flags: z.array(z.enum(SAFETY_FLAGS)),
    }),
  ),
})
export type ReportTargetView = z.infer<typeof ReportTargetViewSchema>

export const OperatorReportSchema = ReportSchema.extend({
  opened_by: z.enum(['user', 'system']),
  reporter: OperatorPersonSchema.nullable(),
  target_user: OperatorPersonSchema.nullable(),
  /** Open reports on the same target (this one included while it is open). */
  report_count: z.number().int(),
  safety_flags: z.array(z.enum(SAFETY_FLAGS)),
  resolution: z
    .object({
      action: z.enum(REPORT_ACTIONS),
      note: z.string(),
      operator_email: z.string().nullable(),
      resolved_at: z.string(),
    })
    .nullable(),
})
export type OperatorReport = z.infer<typeof OperatorReportSchema>

export const OperatorReportDetailSchema = OperatorReportSchema.extend({
  target: ReportTargetViewSchema,
})
export type OperatorReportDetail = z.infer<typeof OperatorReportDetailSchema>

export const OperatorReportPageSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(OperatorReportSchema),
})
export type OperatorReportPage = z.infer<typeof OperatorReportPageSchema>

const NOTE_REQUIRED = tk('Write a note that says why.')
const Note = z
  .string({ error: NOTE_REQUIRED })
  .trim()
  .min(1, NOTE_REQUIRED)
  .max(OPERATOR_NOTE_MAX_LENGTH, tk('A note can be at most 2,000 characters long.'))

/** `POST /operator/reports/{id}/resolve/`. */
export const ResolveReportInputSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: tk('Choose dismiss, hide_target or suspend_user.') }),
  note: Note,
})
export type ResolveReportInput = z.infer<typeof ResolveReportInputSchema>

/** `POST /operator/users/{id}/suspend/` and `/unsuspend/`. */
export const SuspensionInputSchema = z.object({ reason: Note })
export type SuspensionInput = z.infer<typeof SuspensionInputSchema>

export const SuspendedUserSchema = OperatorPersonSchema.extend({
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
})
export type SuspendedUser = z.infer<typeof SuspendedUserSchema>
export const SuspendedUsersSchema = z.object({ results: z.array(SuspendedUserSchema) })
export type SuspendedUsers = z.infer<typeof SuspendedUsersSchema>

export const AUDIT_ACTIONS = [
  'dismiss_report',
  'hide_target',
  'suspend_user',
  'unsuspend_user',
  'approve_verification',
  'reject_verification',
  'revoke_verification',
  'open_verification_document',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string(),
  target_id: z.string(),
  reason: z.string(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditQuerySchema = z.object({
  page: OperatorReportsQuerySchema.shape.page,
})
export const AuditPageSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(AuditEntrySchema),
})
export type AuditPage = z.infer<typeof AuditPageSchema>

// ---- Verifications (issue 24) ----

export const OperatorVerificationsQuerySchema = z.object({
  status: z
    .enum(VERIFICATION_STATUSES, { error: tk('Choose a verification status.') })
    .default('pending'),
  page: OperatorReportsQuerySchema.shape.page,
})

/** A request in the operators' queue: the typed details, the person and their profile. */
export const OperatorVerificationSchema = VerificationSchema.extend({
  person: OperatorPersonSchema,
  /** The profile the badge would go on: its public page (a helper) or its name (an employer). */
  profile_path: z.string().nullable(),
  profile_name: z.string(),
  document_type: z.string(),
  decided_by: z.string().nullable(),
  /** The expiry date the operator confirmed (a helper). */
  confirmed_expires_on: z.string().nullable(),
  document_checked: z.boolean(),
})
export type OperatorVerification = z.infer<typeof OperatorVerificationSchema>

export const OperatorVerificationPageSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(OperatorVerificationSchema),
})
export type OperatorVerificationPage = z.infer<typeof OperatorVerificationPageSchema>

/** `POST /operator/verifications/{id}/decide/`. */
export const DecideVerificationInputSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: tk('Choose approve or reject.') }),
    note: z
      .string({ error: tk('A note must be text.') })
      .trim()
      .max(OPERATOR_NOTE_MAX_LENGTH, tk('A note can be at most 2,000 characters long.'))
      .default(''),
    reason: z.enum(REJECTION_REASONS, { error: tk('Choose why it is rejected.') }).optional(),
    /** A helper's visa expiry as the operator read it on the document. */
    expires_on: optionalDate(),
    /** The operator checked the e-Visa QR code (or the document) with its issuer. */
    checked: z.boolean({ error: tk('Say whether the document was checked.') }).default(false),
  })
  .superRefine((input, context) => {
    if (input.decision === 'reject' && !input.reason)
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: tk('Choose why it is rejected.'),
      })
    if (input.decision === 'approve' && !input.checked)
      context.addIssue({
        code: 'custom',
        path: ['checked'],
        message: tk('Confirm that you checked the document before approving.'),
      })
  })
export type DecideVerificationInput = z.input<typeof DecideVerificationInputSchema>

/** `POST /operator/verifications/revoke/`. */
export const RevokeVerificationInputSchema = z.object({
  user_id: z
    .string({ error: tk('Choose whose badge to revoke.') })
    .trim()
    .min(1)
    .max(64),
  reason: Note,
})
export type RevokeVerificationInput = z.infer<typeof RevokeVerificationInputSchema>

/** `POST /operator/verifications/revoke/`: the person no longer carries a badge. */
export const RevokedSchema = z.object({ user_id: z.string(), verified: z.literal(false) })
