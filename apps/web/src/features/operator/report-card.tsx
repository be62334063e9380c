import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { OperatorReport } from '@hearth/shared/operator'
import { CARD_CLASSES } from '../../components/ui/section-card'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { StatusBadge } from '../../components/ui/status-badge'
import { useLanguage } from '../../lib/i18n'
import { FlagBadges } from './flag-badges'
import { formatWhen } from './operator-format'
import { useReasonLabels, useTargetTypeLabels } from './operator-labels'
import { operatorPaths } from './operator-paths'

/** Who sent a report: the reporter's e-mail, or Hearth's own scam check. */
export function useReporterName() {
  const { t } = useTranslation()
  return (report: Pick<OperatorReport, 'opened_by' | 'reporter'>) =>
    report.opened_by === 'system'
      ? t('Hearth’s scam check')
      : (report.reporter?.email ?? t('Deleted account'))
}

/** One report in the queue: what was reported and why, by whom, and a link to decide on it. */
export function ReportCard({ report }: { report: OperatorReport }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const typeLabels = useTargetTypeLabels()
  const reasonLabels = useReasonLabels()
  const reporterOf = useReporterName()
  return (
    <li className={`${CARD_CLASSES} p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="neutral" name={t('Type:')}>
          {typeLabels[report.target_type]}
        </StatusBadge>
        <StatusBadge tone="danger" name={t('Reason:')}>
          {reasonLabels[report.reason]}
        </StatusBadge>
        <StatusBadge tone={report.report_count > 1 ? 'warning' : 'muted'}>
          {t('{{count}} reports', { count: report.report_count })}
        </StatusBadge>
      </div>
      <h2 className="mt-3 text-lg font-bold break-words text-stone-900">
        <Link to={operatorPaths.report(report.id)} className={LINK_CLASSES}>
          {report.target_label || t('(no title)')}
        </Link>
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="inline font-semibold">{t('Reported by:')} </dt>
          <dd className="inline break-words">{reporterOf(report)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('Received:')} </dt>
          <dd className="inline">
            <time dateTime={report.created_at}>{formatWhen(report.created_at, language)}</time>
          </dd>
        </div>
      </dl>
      {report.details ? (
        <p className="mt-2 line-clamp-2 text-sm break-words text-stone-700">{report.details}</p>
      ) : null}
      {report.safety_flags.length > 0 ? (
        <div className="mt-3">
          <FlagBadges flags={report.safety_flags} />
        </div>
      ) : null}
    </li>
  )
}
