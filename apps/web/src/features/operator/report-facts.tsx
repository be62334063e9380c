import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OperatorPerson, OperatorReport } from '@hearth/shared/operator'
import { StatusBadge } from '../../components/ui/status-badge'
import { useLanguage } from '../../lib/i18n'
import { FlagBadges } from './flag-badges'
import { formatWhen } from './operator-format'
import {
  useReasonLabels,
  useResolutionLabels,
  useStatusLabels,
  useTargetTypeLabels,
  useUserTypeLabels,
} from './operator-labels'
import { useReporterName } from './report-card'

/** A term and its value, one under the other: long values (details, notes) wrap on a phone. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-stone-600">{term}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  )
}

/** The reported account: name, e-mail, type, id (for the suspension form) and whether suspended. */
function PersonFact({ person }: { person: OperatorPerson | null }) {
  const { t } = useTranslation()
  const userTypes = useUserTypeLabels()
  if (!person) return <>{t('The account no longer exists.')}</>
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{person.name || person.email}</span>
        <span className="text-stone-700">({userTypes[person.user_type]})</span>
        {person.suspended ? <StatusBadge tone="danger">{t('Suspended')}</StatusBadge> : null}
      </p>
      <p className="break-all text-stone-700">{person.email}</p>
      <p className="text-sm text-stone-700">
        {t('User id:')} <code className="break-all">{person.id}</code>
      </p>
    </div>
  )
}

/** The report itself: why, by whom, about whom, and — once decided — the decision. */
export function ReportFacts({ report }: { report: OperatorReport }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const reasons = useReasonLabels()
  const statuses = useStatusLabels()
  const types = useTargetTypeLabels()
  const resolutions = useResolutionLabels()
  const reporterOf = useReporterName()
  const { resolution } = report
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term={t('Reason for reporting')}>{reasons[report.reason]}</Fact>
      <Fact term={t('What was reported')}>{types[report.target_type]}</Fact>
      <Fact term={t('Details from the reporter')}>
        {report.details ? (
          <span className="whitespace-pre-wrap">{report.details}</span>
        ) : (
          <span className="text-stone-600">{t('No details given.')}</span>
        )}
      </Fact>
      <Fact term={t('Reported by')}>{reporterOf(report)}</Fact>
      <Fact term={t('Received')}>
        <time dateTime={report.created_at}>{formatWhen(report.created_at, language)}</time>
      </Fact>
      <Fact term={t('Open reports on it')}>{report.report_count}</Fact>
      <Fact term={t('Reported account')}>
        <PersonFact person={report.target_user} />
      </Fact>
      <Fact term={t('Report status')}>{statuses[report.status]}</Fact>
      {report.safety_flags.length > 0 ? (
        <Fact term={t('Flagged by the scam check')}>
          <FlagBadges flags={report.safety_flags} />
        </Fact>
      ) : null}
      {resolution ? (
        <Fact term={t('Decision')}>
          <p className="font-semibold">{resolutions[resolution.action]}</p>
          <p className="whitespace-pre-wrap">{resolution.note}</p>
          <p className="text-sm text-stone-700">
            {t('By {{operator}} on {{date}}', {
              operator: resolution.operator_email ?? t('a former operator'),
              date: formatWhen(resolution.resolved_at, language),
            })}
          </p>
        </Fact>
      ) : null}
    </dl>
  )
}
