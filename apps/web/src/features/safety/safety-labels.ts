import { useTranslation } from 'react-i18next'
import type { ReportReason, ReportStatus } from '@hearth/shared/safety'
import type { SafetyFlag } from '@hearth/shared/safety-flags'

/** The report reasons as a person picks them. */
export function useReasonLabels(): Record<ReportReason, string> {
  const { t } = useTranslation()
  return {
    scam: t('Scam or fraud'),
    fee_request: t('Asked for a fee or deposit'),
    harassment: t('Harassment or threats'),
    fake_profile: t('Fake profile or posting'),
    discrimination: t('Discrimination'),
    inappropriate: t('Inappropriate content'),
    other: t('Something else'),
  }
}

export function useReportStatusLabels(): Record<ReportStatus, string> {
  const { t } = useTranslation()
  return {
    open: t('Under review'),
    actioned: t('Hearth took action'),
    dismissed: t('No rule was broken'),
  }
}

/** What each kind of risk means, in a sentence the recipient reads under the message. */
export function useFlagExplanations(): Record<SafetyFlag, string> {
  const { t } = useTranslation()
  return {
    fee_request: t(
      'This message asks you to pay a fee or a deposit. Fake jobs often ask for a "processing", "training" or "visa" fee.',
    ),
    loan: t(
      'This message is about a loan. Lenders who find helpers through job chats are often loan sharks.',
    ),
    document_request: t(
      'This message asks for a copy or photo of a passport, HKID, visa or bank card. Never send these in a chat.',
    ),
    off_platform_payment: t(
      'This message asks for a payment by bank transfer, e-wallet, crypto or gift card. Money sent this way is rarely recovered.',
    ),
    suspicious_link: t(
      'This message has a link to a site Hearth does not know. Do not enter passwords or card details there.',
    ),
  }
}
