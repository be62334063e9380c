import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Report, ReportStatus, ReportTargetType } from '@hearth/shared/safety'
import { EmptyNote } from '../../components/ui/empty-note'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageFrame } from '../../components/ui/page-frame'
import { QueryState } from '../../components/ui/query-state'
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge'
import { useAuth } from '../../lib/auth'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import { paths } from '../../lib/paths'
import { useMyReports } from './safety-api'
import { useReasonLabels, useReportStatusLabels } from './safety-labels'

const TONES: Record<ReportStatus, BadgeTone> = {
  open: 'info',
  actioned: 'success',
  dismissed: 'muted',
}

function useTargetLabels(): Record<ReportTargetType, string> {
  const { t } = useTranslation()
  return {
    helper_profile: t('Helper profile'),
    employer_profile: t('Employer'),
    job_posting: t('Job posting'),
    message: t('Message'),
  }
}

function ReportItem({ report }: { report: Report }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const reasons = useReasonLabels()
  const statuses = useReportStatusLabels()
  const targets = useTargetLabels()
  const date = (value: string) => formatHongKongDate(value, language) ?? value
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-stone-600">{targets[report.target_type]}</p>
          <h2 className="text-lg font-bold break-words text-stone-900">
            {report.target_label || t('No longer shown on Hearth')}
          </h2>
        </div>
        <StatusBadge tone={TONES[report.status]} name={t('Report status:')}>
          {statuses[report.status]}
        </StatusBadge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-stone-600">{t('Reason')}: </dt>
          <dd className="inline text-stone-900">{reasons[report.reason]}</dd>
        </div>
        <div>
          <dt className="inline text-stone-600">{t('Sent')}: </dt>
          <dd className="inline text-stone-900">{date(report.created_at)}</dd>
        </div>
        {report.resolved_at ? (
          <div>
            <dt className="inline text-stone-600">{t('Reviewed')}: </dt>
            <dd className="inline text-stone-900">{date(report.resolved_at)}</dd>
          </div>
        ) : null}
      </dl>
      {report.details ? (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-700">
          {report.details}
        </p>
      ) : null}
    </li>
  )
}

/** `/my-reports` (issue 23): what the caller reported and what Hearth did about it. */
export function MyReportsPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const reports = useMyReports(user?.id ?? '')
  return (
    <PageFrame
      title={t('My reports')}
      intro={t(
        'Hearth’s team reviews every report. Here you can see what happened to yours. The people you reported are never told who reported them.',
      )}
    >
      <QueryState
        query={reports}
        loading={t('Loading your reports…')}
        failed={t('Your reports could not be loaded.')}
      >
        {(data) =>
          data.results.length === 0 ? (
            <EmptyNote>
              {t(
                'You have not reported anything. Use Report on a profile, a job posting or a chat message if something is wrong.',
              )}
            </EmptyNote>
          ) : (
            <ul className="mt-6 space-y-3">
              {data.results.map((report) => (
                <ReportItem key={report.id} report={report} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <p className="mt-8 text-stone-700">
        <Link to={paths.stayingSafe()} className={LINK_CLASSES}>
          {t('Staying safe: scams and where to get help')}
        </Link>
      </p>
    </PageFrame>
  )
}
