import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Banknote, CalendarDays, House, MapPin } from 'lucide-react'
import { ACCOMMODATION_LABELS } from '@hearth/shared/helper-options'
import { CONTRACT_TYPE_LABELS, LOCATION_AREA_LABELS } from '@hearth/shared/job-options'
import type { JobListItem } from '@hearth/shared/jobs'
import { buttonClasses } from '../../components/ui/button'
import { VerifiedBadge } from '../../components/ui/verified-badge'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import { paths } from '../../lib/paths'
import { budgetText, labelOf } from './job-format'
import { ApplicationStatusBadge, JobStatusBadge } from './status-badge'
import { TrustedEmployerBadge } from './trusted-employer-badge'

const SHOWN_SKILLS = 3

/** One job in the helper's search: the facts, up to 3 skills, and the status badges. */
export function JobCard({ job, fromSearch }: { job: JobListItem; fromSearch: string }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const path = paths.viewJob(job.uid)
  const employer =
    job.employer_profile_details.company_name || job.employer_profile_details.contact_person_name
  const start = formatHongKongDate(job.expected_start_date, language)
  const skills = job.main_skills_display.slice(0, SHOWN_SKILLS)
  const more = job.main_skills_display.length - skills.length
  const titleId = `job-${job.uid}`
  const facts = [
    { icon: MapPin, text: labelOf(t, LOCATION_AREA_LABELS, job.location_area) },
    { icon: House, text: labelOf(t, ACCOMMODATION_LABELS, job.accommodation) },
    { icon: Banknote, text: budgetText(t, language, job.budget_lower, job.budget_upper) },
    { icon: CalendarDays, text: start ? t('Starts {{date}}', { date: start }) : null },
  ]

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        {job.my_application ? <ApplicationStatusBadge status={job.my_application.status} /> : null}
        {job.status !== 'ACTIVE' ? <JobStatusBadge status={job.status} /> : null}
        {job.verified ? <VerifiedBadge kind="employer" /> : null}
        {job.trusted_employer ? <TrustedEmployerBadge /> : null}
      </div>
      <h3 id={titleId} className="mt-2 text-lg font-bold break-words text-stone-900">
        {job.title}
      </h3>
      <p className="text-sm text-stone-700">
        {[employer, t(CONTRACT_TYPE_LABELS[job.contract_type])].filter(Boolean).join(' · ')}
      </p>
      <ul className="mt-3 space-y-1.5 text-sm text-stone-800">
        {facts
          .filter((fact) => fact.text)
          .map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-orange-700" />
              <span className="min-w-0 break-words">{text}</span>
            </li>
          ))}
      </ul>
      <p className="mt-3 line-clamp-3 text-sm break-words text-stone-700">{job.description}</p>
      {skills.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('Main skills')}>
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800"
            >
              {skill}
            </li>
          ))}
          {more > 0 ? (
            <li className="rounded-full bg-orange-50 px-3 py-1 text-sm font-medium text-orange-900">
              {t('+{{extra}} more', { extra: more })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        <Link
          to={path}
          state={{ fromSearch }}
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          {t('View job')}
          <span className="sr-only">: {job.title}</span>
        </Link>
      </div>
    </article>
  )
}
