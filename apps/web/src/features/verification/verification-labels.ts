import { tk } from '@hearth/shared/i18n-keys'
import type { VerificationStatus } from '@hearth/shared/verification'
import type { BadgeTone } from '../../components/ui/status-badge'

/** Who asks: a helper (identity and visa) or an employer (identity and address). */
export type VerificationParty = 'helper' | 'employer'

export const STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: tk('Waiting for our check'),
  approved: tk('You have the badge'),
  rejected: tk('Not approved'),
  expired: tk('Badge ended'),
  revoked: tk('Badge removed'),
}

export const STATUS_TONES: Record<VerificationStatus, BadgeTone> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  expired: 'warning',
  revoked: 'danger',
}

/**
 * Why a request was not accepted (`REJECTION_REASONS`) or why a badge ended (`ENDING_REASONS`),
 * in words a reader of English as a second language follows.
 */
const REASON_LABELS: Record<string, string> = {
  name_mismatch: tk('The name you typed is not the same as the name on the document.'),
  document_unreadable: tk(
    'We could not read the document. Send a clear photo or scan of the whole page.',
  ),
  document_expired: tk('The document had already expired.'),
  wrong_document: tk('This is not the document we asked for.'),
  visa_expired: tk('Your visa has expired.'),
  name_changed: tk('The name on your account changed after the check.'),
  account_suspended: tk('Your account was suspended.'),
  // Set by the server: a newer approval took the badge over, or Hearth's team removed it.
  replaced: tk('A newer request took its place.'),
  revoked: tk('Hearth’s team removed your badge.'),
}

/** The reason's words; one the page does not know reads as "see the note". */
export function reasonLabel(reason: string): string {
  return REASON_LABELS[reason] ?? tk('Please read the note from our team.')
}
