import { useTranslation } from 'react-i18next'
import { Banknote, BriefcaseBusiness, CalendarDays, House, MapPin, UserRound } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { ACCOMMODATION_LABELS } from '@hearth/shared/helper-options'
import {
  CONTRACT_TYPE_LABELS,
  JOB_PROFILE_TYPE_LABELS,
  LOCATION_AREA_LABELS,
} from '@hearth/shared/job-options'
import type { JobPosting } from '@hearth/shared/jobs'
import { VerifiedBadge } from '../../components/ui/verified-badge'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import { budgetText, labelOf } from './job-format'
import { JobStatusBadge } from './status-badge'
import { TrustedEmployerBadge } from './trusted-employer-badge'

/** The posting's header: title, status, employer and the facts a helper decides on first. */
export function JobSummary({ job, employerName }: { job: JobPosting; employerName: string }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const start = formatHongKongDate(job.expected_start_date, language)
  const posted = formatHongKongDate(job.created_at, language)
  const facts: { icon: LucideIcon; label: string; value: string | null }[] = [
    { icon: UserRound, label: t('Employer'), value: employerName },
    { icon: MapPin, label: t('Area'), value: labelOf(t, LOCATION_AREA_LABELS, job.location_area) },
    {
      icon: BriefcaseBusiness,
      label: t('Contract type'),
      value: `${t(CONTRACT_TYPE_LABELS[job.contract_type])} · ${t(JOB_PROFILE_TYPE_LABELS[job.profile_type])}`,
    },
    {
      icon: Banknote,
      label: t('Monthly salary'),
      value: budgetText(t, language, job.budget_lower, job.budget_upper),
    },
    {
      icon: CalendarDays,
      label: t('Start date'),
      value: start
        ? job.flexibility_on_days > 0
          ? t('{{date}} (± {{days}} days)', { date: start, days: job.flexibility_on_days })
          : start
        : null,
    },
    {
      icon: House,
      label: t('Accommodation'),
      value: labelOf(t, ACCOMMODATION_LABELS, job.accommodation),
    },
  ]
  return (
    <header className="mt-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
          {job.job_title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {job.trusted_employer ? <TrustedEmployerBadge /> : null}
          <JobStatusBadge status={job.status} />
        </div>
      </div>
      {posted ? (
        <p className="mt-1 text-sm text-stone-600">{t('Posted {{date}}', { date: posted })}</p>
      ) : null}
      {job.verified ? (
        <div className="mt-3">
          <VerifiedBadge kind="employer" verifiedAt={job.verified_at} explain />
        </div>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts
          .filter((fact) => fact.value)
          .map(({ icon: Icon, label, value }) => (
            // dt and dd are the item's direct children (a list a screen reader can read); the
            // icon sits in the gutter beside them.
            <div key={label} className="relative min-w-0 pl-7">
              <dt className="text-sm font-semibold text-stone-600">
                <Icon
                  aria-hidden="true"
                  className="absolute top-0.5 left-0 size-5 text-orange-700"
                />
                {label}
              </dt>
              <dd className="break-words text-stone-900">{value}</dd>
            </div>
          ))}
      </dl>
    </header>
  )
}
