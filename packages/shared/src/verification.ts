import { z } from 'zod'
import { optionalDate, requiredChoice, requiredText } from './form-values'
import { tk } from './i18n-keys'

// Verification badges (issue 24): a helper's identity and visa, an employer's identity and
// address, checked by Hearth's operators. Paths: `API_PATHS.verifications` and the operator ones.

export const VERIFICATION_KINDS = ['helper_identity', 'employer_identity'] as const
export type VerificationKind = (typeof VERIFICATION_KINDS)[number]

export const VERIFICATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'expired',
  'revoked',
] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]

export const REJECTION_REASONS = [
  'name_mismatch',
  'document_unreadable',
  'document_expired',
  'wrong_document',
  'other',
] as const
export type RejectionReason = (typeof REJECTION_REASONS)[number]

/** Why a badge ended without an operator's rejection. */
export const ENDING_REASONS = ['visa_expired', 'name_changed', 'account_suspended'] as const

export const VERIFICATION_NAME_MAX_LENGTH = 200

/** `POST /verifications/` (multipart with `document`: pdf, jpg or png by content, up to 10 MB). */
export const VerificationRequestInputSchema = z.object({
  kind: requiredChoice(VERIFICATION_KINDS, tk('Choose what to verify.')),
  full_name: requiredText(
    tk('Type your name exactly as it is on the document.'),
    VERIFICATION_NAME_MAX_LENGTH,
  ),
  /** The visa's expiry date (a helper); not asked of an employer. */
  expires_on: optionalDate(),
})
export type VerificationRequestInput = z.infer<typeof VerificationRequestInputSchema>

/** A request as its owner sees it. */
export const VerificationSchema = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  status: z.enum(VERIFICATION_STATUSES),
  full_name: z.string(),
  expires_on: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** A rejection's reason, or why a badge ended (`visa_expired`, `name_changed`, …). */
  reason: z.string().nullable(),
  /** The operator's note to the owner on a rejection or a revocation. */
  note: z.string().nullable(),
})
export type Verification = z.infer<typeof VerificationSchema>

export const MyVerificationsSchema = z.object({ results: z.array(VerificationSchema) })
export type MyVerifications = z.infer<typeof MyVerificationsSchema>
