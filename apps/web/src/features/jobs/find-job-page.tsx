import { useCallback, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SlidersHorizontal, X } from 'lucide-react'
import { JOB_SEARCH_PAGE_SIZE } from '@hearth/shared/jobs'
import { Button } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageTitle } from '../../components/ui/page-title'
import { useAuth } from '../../lib/auth'
import { JobCard } from './job-card'
import { JobFilterPanel, JobSearchBox } from './job-filter-panel'
import { apiQueryFrom, countFilters, currentPage, withPage } from './job-filters'
import { useJobSearch } from './jobs-api'
import { useJobLiveUpdates } from './use-job-live-updates'
import { Pagination } from '../../components/ui/pagination'
import { viewerOf } from '../../lib/viewer'

/**
 * /find-job: helpers with a profile search the open jobs (docs/spec/marketplace.md §2, §5),
 * 10 a page, their own applications first with their status badges.
 */
export function FindJobPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const query = apiQueryFrom(params)
  const list = useJobSearch(viewerOf(user), query, user !== null)
  const filterCount = countFilters(params)
  // A status changed by an employer shows on its badge at once.
  useJobLiveUpdates()

  const update = useCallback(
    (next: URLSearchParams) => setParams(next, { preventScrollReset: true }),
    [setParams],
  )

  function goToPage(next: number) {
    update(withPage(params, next))
    resultsHeading.current?.focus({ preventScroll: true })
    resultsHeading.current?.scrollIntoView?.({ block: 'start' })
  }

  const page = currentPage(params)
  const data = list.data
  const refreshing = list.isPlaceholderData && list.isFetching
  const pageCount = data ? Math.max(1, Math.ceil(data.count / JOB_SEARCH_PAGE_SIZE)) : 1
  const clear = () => update(new URLSearchParams())

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t('Find jobs')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('Find jobs')}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        {t('Jobs posted by families in Hong Kong. Jobs you applied to come first.')}
      </p>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <JobSearchBox params={params} onChange={update} />
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t('Filters')}
          {filterCount > 0 ? (
            <span className="rounded-full bg-orange-700 px-2 py-0.5 text-xs font-bold text-white">
              {filterCount}
              <span className="sr-only"> {t('active')}</span>
            </span>
          ) : null}
        </Button>
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside
          id={panelId}
          aria-label={t('Filters')}
          className={`${filtersOpen ? 'block' : 'hidden'} mb-6 rounded-2xl border border-stone-200 bg-stone-50 p-4 lg:mb-0 lg:block`}
        >
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 className="text-lg font-bold text-stone-900">{t('Filters')}</h2>
            <Button
              variant="ghost"
              size="sm"
              className="lg:hidden"
              onClick={() => setFiltersOpen(false)}
            >
              <X aria-hidden="true" className="size-4" />
              {t('Hide filters')}
            </Button>
          </div>
          <JobFilterPanel params={params} onChange={update} />
          {filterCount > 0 ? (
            <Button variant="secondary" className="mt-5 w-full" onClick={clear}>
              {t('Clear All Filters')}
            </Button>
          ) : null}
        </aside>

        <section aria-labelledby="job-results-heading" aria-busy={list.isFetching || undefined}>
          <h2
            id="job-results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            aria-live="polite"
            className="text-lg font-bold text-stone-900 focus:outline-none"
          >
            {t('Jobs found: {{total}}', {
              total: list.isPending || refreshing || !data ? '...' : data.count,
            })}
          </h2>
          <div className="mt-3 space-y-4">
            {list.isError ? (
              <LoadFailed
                message={t('Failed to fetch job postings.')}
                error={list.error}
                onRetry={() => void list.refetch()}
                actions={
                  filterCount > 0 ? (
                    <Button variant="secondary" size="sm" onClick={clear}>
                      {t('Clear All Filters')}
                    </Button>
                  ) : null
                }
              />
            ) : list.isPending ? (
              <div className="grid gap-4 md:grid-cols-2">
                <span className="sr-only" role="status">
                  {t('Loading jobs…')}
                </span>
                {Array.from({ length: 4 }, (_, index) => (
                  <div
                    key={index}
                    aria-hidden="true"
                    className="h-64 animate-pulse rounded-2xl border border-stone-200 bg-stone-100 motion-reduce:animate-none"
                  />
                ))}
              </div>
            ) : data && data.results.length === 0 ? (
              <EmptyNote
                title={
                  data.count > 0
                    ? t('There are no jobs on this page.')
                    : filterCount > 0
                      ? t('No jobs match your current filter criteria.')
                      : t('No jobs are open at the moment. Please look again soon.')
                }
                action={
                  data.count > 0 ? (
                    <Button variant="secondary" onClick={() => goToPage(1)}>
                      {t('Go to the first page')}
                    </Button>
                  ) : filterCount > 0 ? (
                    <Button variant="secondary" onClick={clear}>
                      {t('Clear All Filters')}
                    </Button>
                  ) : null
                }
              />
            ) : data ? (
              <ul
                className={`grid gap-4 md:grid-cols-2 ${refreshing ? 'opacity-60 transition-opacity' : ''}`}
              >
                {data.results.map((job) => (
                  <li key={job.uid}>
                    <JobCard job={job} fromSearch={`?${params.toString()}`} />
                  </li>
                ))}
              </ul>
            ) : null}

            {data && !list.isError ? (
              <Pagination page={page} pageCount={pageCount} onPage={goToPage} />
            ) : null}
          </div>
        </section>
      </div>
    </div>
  )
}
