import { useCallback, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SlidersHorizontal, X } from 'lucide-react'
import type { HelperListItem } from '@hearth/shared/helpers'
import { HELPER_SEARCH_PAGE_SIZE } from '@hearth/shared/helper-search'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { PageTitle } from '../../components/ui/page-title'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { viewerKey } from '../../lib/helper-cache'
import { ActiveFilters, filterChips, type FilterChip } from './active-filters'
import { FilterSidebar } from './filter-sidebar'
import { useHelperList } from './find-helpers-api'
import { HelperCard, HelperCardSkeleton } from './helper-card'
import { NameSearch } from './name-search'
import { Pagination } from './pagination'
import {
  apiQueryFrom,
  clearAllFilters,
  countSidebarFilters,
  currentPage,
  hasActiveFilters,
  withFilter,
  withPage,
  withoutFilterValue,
} from './search-filters'

type FindHelpersPageProps = {
  /** The employer's category control for a card, composed in by the app. */
  renderCategoryControl?: (helper: HelperListItem) => ReactNode
  /** The employer's Chat button for a card, composed in by the app. */
  renderChatAction?: (helper: HelperListItem) => ReactNode
}

/** Helper search for visitors and employers (helpers never reach it, see the router). */
export function FindHelpersPage({ renderCategoryControl, renderChatAction }: FindHelpersPageProps) {
  const { t } = useTranslation()
  // The router keeps helpers out (<RequireAuth role="employer" allowVisitors>).
  const { user, status } = useAuth()
  const [params, setParams] = useSearchParams()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const query = apiQueryFrom(params)
  const ready =
    status === 'anonymous' || (status === 'authenticated' && user?.userType !== 'helper')
  const list = useHelperList(viewerKey(user), query, ready)

  const update = useCallback(
    (next: URLSearchParams, options: { replace?: boolean } = {}) =>
      setParams(next, { replace: options.replace, preventScrollReset: true }),
    [setParams],
  )
  const onSearch = useCallback(
    (text: string) => update(withFilter(params, 'q', text || null), { replace: true }),
    [params, update],
  )

  const page = currentPage(params)
  const filtered = hasActiveFilters(params)
  const sidebarCount = countSidebarFilters(params)
  const chips = filterChips(params, t)
  const data = list.data
  const loadingFirst = list.isPending
  const refreshing = list.isPlaceholderData && list.isFetching
  const pageCount = data ? Math.max(1, Math.ceil(data.count / HELPER_SEARCH_PAGE_SIZE)) : 1

  function removeChip(chip: FilterChip) {
    const multi = ['skills', 'languages', 'day_off'].includes(chip.key)
    update(
      multi ? withoutFilterValue(params, chip.key, chip.value) : withFilter(params, chip.key, null),
    )
  }

  function goToPage(next: number) {
    update(withPage(params, next))
    resultsHeading.current?.focus({ preventScroll: true })
    resultsHeading.current?.scrollIntoView?.({ block: 'start' })
  }

  const listError = list.isError ? list.error : null
  const badRequest = listError instanceof ApiError && listError.status === 400

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t('Find helpers')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('Find helpers')}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        {t(
          'Browse helper profiles, narrow them down with the filters and open a profile to see more.',
        )}
      </p>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <NameSearch value={params.get('q') ?? ''} onSearch={onSearch} />
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t('Filters')}
          {sidebarCount > 0 ? (
            <span className="rounded-full bg-orange-700 px-2 py-0.5 text-xs font-bold text-white">
              {sidebarCount}
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
          <div className="mb-4 flex items-center justify-between">
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
          <FilterSidebar params={params} onChange={(next) => update(next)} />
        </aside>

        <section aria-labelledby="results-heading" aria-busy={list.isFetching || undefined}>
          <h2
            id="results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            aria-live="polite"
            className="text-lg font-bold text-stone-900 focus:outline-none"
          >
            {t('Helpers found: {{total}}', {
              total: loadingFirst || refreshing || !data ? '...' : data.count,
            })}
          </h2>
          <div className="mt-3 space-y-4">
            <ActiveFilters
              chips={chips}
              onRemove={removeChip}
              onClearAll={() => update(clearAllFilters())}
            />

            {listError ? (
              <Alert tone="error">
                <p>
                  {listError instanceof ApiError
                    ? listError.detail
                    : t('Something went wrong on our side. Please try again.')}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                    {t('Try again')}
                  </Button>
                  {badRequest && filtered ? (
                    <Button variant="secondary" size="sm" onClick={() => update(clearAllFilters())}>
                      {t('Clear All Filters')}
                    </Button>
                  ) : null}
                </div>
              </Alert>
            ) : loadingFirst ? (
              <div className="grid gap-4 md:grid-cols-2">
                <span className="sr-only" role="status">
                  {t('Loading helpers…')}
                </span>
                {Array.from({ length: 6 }, (_, index) => (
                  <HelperCardSkeleton key={index} />
                ))}
              </div>
            ) : data && data.results.length === 0 ? (
              <EmptyResults
                filtered={filtered}
                beyondLastPage={data.count > 0}
                onClear={() => update(clearAllFilters())}
                onFirstPage={() => goToPage(1)}
              />
            ) : data ? (
              <ul
                className={`grid gap-4 md:grid-cols-2 ${refreshing ? 'opacity-60 transition-opacity' : ''}`}
              >
                {data.results.map((helper) => (
                  <li key={helper.id} className="flex">
                    <div className="flex w-full flex-col [&>article]:flex-1">
                      <HelperCard
                        helper={helper}
                        fromSearch={`?${params.toString()}`}
                        categoryControl={renderCategoryControl?.(helper)}
                        chatAction={renderChatAction?.(helper)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}

            {data && !listError ? (
              <Pagination page={page} pageCount={pageCount} onPage={goToPage} />
            ) : null}
          </div>
        </section>
      </div>
    </div>
  )
}

type EmptyResultsProps = {
  filtered: boolean
  beyondLastPage: boolean
  onClear: () => void
  onFirstPage: () => void
}

function EmptyResults({ filtered, beyondLastPage, onClear, onFirstPage }: EmptyResultsProps) {
  const { t } = useTranslation()
  let text = t('No helpers available at the moment.')
  if (beyondLastPage) text = t('There are no helpers on this page.')
  else if (filtered) text = t('No helpers match your current filter criteria.')
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-base font-semibold text-stone-800">{text}</p>
      {beyondLastPage ? (
        <Button variant="secondary" className="mt-4" onClick={onFirstPage}>
          {t('Go to the first page')}
        </Button>
      ) : filtered ? (
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          {t('Clear All Filters')}
        </Button>
      ) : null}
    </div>
  )
}
