import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { API_PATHS } from '@hearth/shared/api-paths'
// Types only: the home page must not pull the job schemas (zod) into its chunk.
import type { FeaturedJobs, JobListItem } from '@hearth/shared/jobs'
import { apiRequest } from '../../lib/api-client'
import { formatHkd } from '../../lib/format-money'
import { useLanguage } from '../../lib/i18n'
import { paths } from '../../lib/paths'

/** `GET /jobs/featured/`: premium employers' ACTIVE postings (docs/spec/marketplace.md §9). */
export function useFeaturedJobs(language: string) {
  return useQuery({
    queryKey: ['jobs', 'featured', language],
    queryFn: ({ signal }) =>
      apiRequest<FeaturedJobs>(API_PATHS.jobs.featured, { signal, auth: false }),
    staleTime: 5 * 60_000,
  })
}

function FeaturedJobCard({ job }: { job: JobListItem }) {
  const { t } = useTranslation()
  const employer =
    job.employer_profile_details.company_name || job.employer_profile_details.contact_person_name
  const salary =
    job.budget_lower !== null && job.budget_upper !== null
      ? `${formatHkd(job.budget_lower)} – ${formatHkd(job.budget_upper)}`
      : job.budget_lower !== null
        ? formatHkd(job.budget_lower)
        : null
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold break-words text-stone-900">{job.title}</h3>
      {employer ? <p className="text-sm text-stone-700">{employer}</p> : null}
      {salary ? (
        <p className="mt-2 text-sm text-stone-800">{t('Monthly salary: {{salary}}', { salary })}</p>
      ) : null}
      <p className="mt-2 line-clamp-2 text-sm break-words text-stone-700">{job.description}</p>
      <Link
        to={paths.viewJob(job.uid)}
        className="mt-auto pt-4 font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      >
        {t('See this job')}
        <span className="sr-only">: {job.title}</span>
      </Link>
    </li>
  )
}

/**
 * Premium employers' open jobs (every one is from a trusted employer, as the heading says). It sits below the fold and renders nothing until there is at
 * least one job, so it neither shifts what the visitor sees first nor shows an empty box.
 */
export function FeaturedJobsSection() {
  const { t } = useTranslation()
  const language = useLanguage()
  const jobs = useFeaturedJobs(language)
  const results = jobs.data?.results ?? []
  if (results.length === 0) return null
  return (
    <section aria-labelledby="featured-jobs-title" className="bg-orange-50/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2
          id="featured-jobs-title"
          className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
        >
          {t('Featured jobs from trusted employers')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((job) => (
            <FeaturedJobCard key={job.uid} job={job} />
          ))}
        </ul>
      </div>
    </section>
  )
}
