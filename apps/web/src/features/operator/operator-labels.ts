import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type {
  ReportAction,
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '@hearth/shared/safety'
import type { AuditAction } from '@hearth/shared/operator'
import type {
  ENDING_REASONS,
  RejectionReason,
  VerificationKind,
  VerificationStatus,
} from '@hearth/shared/verification'
import type { SafetyFlag } from '@hearth/shared/safety-flags'
import { tk } from '@hearth/shared/i18n-keys'

// The console's words for the API's codes. They are the operators' own, short labels: the
// reporters' wording lives with the report form (features/safety).

export function useTargetTypeLabels(): Record<ReportTargetType, string> {
  const { t } = useTranslation()
  return {
    helper_profile: t('Helper’s profile'),
    employer_profile: t('Employer’s profile'),
    job_posting: t('Job advert'),
    message: t('Chat message'),
  }
}

export function useReasonLabels(): Record<ReportReason, string> {
  const { t } = useTranslation()
  return {
    scam: t('Scam'),
    fee_request: t('Fee request'),
    harassment: t('Harassment'),
    fake_profile: t('Fake profile'),
    discrimination: t('Discriminatory content'),
    inappropriate: t('Inappropriate'),
    other: t('Other'),
  }
}

export function useStatusLabels(): Record<ReportStatus, string> {
  const { t } = useTranslation()
  return { open: t('To decide'), actioned: t('Actioned'), dismissed: t('Dismissed') }
}

/** What an operator decided, as the report's resolution says it. */
export function useResolutionLabels(): Record<ReportAction, string> {
  const { t } = useTranslation()
  return {
    dismiss: t('Dismissed'),
    hide_target: t('Hidden from viewers'),
    suspend_user: t('Account suspended'),
  }
}

export function useAuditActionLabels(): Record<AuditAction, string> {
  const { t } = useTranslation()
  return {
    dismiss_report: t('Dismissed a report'),
    hide_target: t('Hid content'),
    suspend_user: t('Suspended an account'),
    unsuspend_user: t('Lifted a suspension'),
    approve_verification: t('Approved a verification'),
    reject_verification: t('Rejected a verification'),
    revoke_verification: t('Revoked a verified badge'),
    open_verification_document: t('Opened a verification document'),
  }
}

/** What a verification request asks Hearth to check. */
export function useVerificationKindLabels(): Record<VerificationKind, string> {
  const { t } = useTranslation()
  return {
    helper_identity: t('Helper: identity and visa'),
    employer_identity: t('Employer: identity and address'),
  }
}

export function useVerificationStatusLabels(): Record<VerificationStatus, string> {
  const { t } = useTranslation()
  return {
    pending: t('To check'),
    approved: t('Badge given'),
    rejected: t('Not accepted'),
    expired: t('Badge expired'),
    revoked: t('Badge revoked'),
  }
}

export function useRejectionReasonLabels(): Record<RejectionReason, string> {
  const { t } = useTranslation()
  return {
    name_mismatch: t('The name does not match'),
    document_unreadable: t('The document cannot be read'),
    document_expired: t('The document has expired'),
    wrong_document: t('Not the document asked for'),
    other: t('Another reason'),
  }
}

type EndingReason = (typeof ENDING_REASONS)[number]

/**
 * A request's `reason`: why an operator rejected it, or why its badge ended by itself. A reason
 * the console does not know reads as sent.
 */
export function useVerificationReasonLabel(): (reason: string) => string {
  const { t } = useTranslation()
  const rejections = useRejectionReasonLabels()
  const endings: Record<EndingReason, string> = {
    visa_expired: t('The visa expired'),
    name_changed: t('The name on the profile changed'),
    account_suspended: t('The account was suspended'),
  }
  const labels: Record<string, string> = {
    ...rejections,
    ...endings,
    // Set by the server when a newer approval replaced the badge, or an operator revoked it.
    replaced: t('A newer request replaced it'),
    revoked: t('Revoked by an operator'),
  }
  return (reason) => labels[reason] ?? reason
}

export function useFlagLabels(): Record<SafetyFlag, string> {
  const { t } = useTranslation()
  return {
    fee_request: t('Asks for a fee'),
    loan: t('Mentions a loan'),
    document_request: t('Asks for documents'),
    off_platform_payment: t('Payment outside Hearth'),
    suspicious_link: t('Unknown link'),
  }
}

export function useUserTypeLabels(): Record<'employer' | 'helper', string> {
  const { t } = useTranslation()
  return { employer: t('Employer'), helper: t('Helper') }
}

/**
 * The labels the server puts on a target's texts (apps/server/src/features/safety/
 * report-targets.ts), named here so the console's catalog holds them. "Job description" is the
 * jobs pages' key, which the console does not load: it reads as "Duties" here.
 */
const TEXT_LABELS: Record<string, string> = {
  'Job title': tk('Job title'),
  'About me': tk('About me'),
  Experience: tk('Experience'),
  'Job description': tk('Duties'),
  Notes: tk('Notes'),
  'About our family': tk('About our family'),
  Message: tk('Message text'),
}

/** A target text's label in the page's language; a label the console does not know reads as sent. */
export function textLabel(t: TFunction, label: string): string {
  const key = TEXT_LABELS[label]
  return key ? t(key) : label
}
