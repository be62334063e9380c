import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ShieldAlert } from 'lucide-react'
import type { SafetyFlag } from '@hearth/shared/safety-flags'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { paths } from '../../lib/paths'
import { ReportControl } from './report-control'
import { useFlagExplanations } from './safety-labels'

type SafetyWarningProps = {
  flags: readonly SafetyFlag[]
  messageId: string
}

/**
 * Under a message the scam rules flagged (issue 23), to its recipient only: what the risk is,
 * that Hearth never asks for fees, the legal cap on what an agency may charge a helper, and a
 * one-tap Report. Calm: a note, not an alarm.
 */
export function SafetyWarning({ flags, messageId }: SafetyWarningProps) {
  const { t } = useTranslation()
  const explanations = useFlagExplanations()
  return (
    <div
      role="note"
      aria-label={t('Safety warning')}
      className="mt-1.5 max-w-[85%] rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-stone-900 sm:max-w-[70%]"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-4 shrink-0 text-amber-800" />
        {t('Be careful with this message')}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {flags.map((flag) => (
          <li key={flag}>{explanations[flag]}</li>
        ))}
      </ul>
      <p className="mt-1">
        {t(
          'Hearth never asks for fees. In Hong Kong an employment agency may charge a helper at most 10% of her first month’s wages, and only after she is placed.',
        )}{' '}
        <Link to={paths.stayingSafe()} className={LINK_CLASSES}>
          {t('Staying safe')}
        </Link>
      </p>
      <div className="mt-1.5">
        <ReportControl
          targetType="message"
          targetId={messageId}
          what="message"
          look="link"
          initialReason={flags.includes('fee_request') ? 'fee_request' : 'scam'}
        />
      </div>
    </div>
  )
}
