import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EXACT_COUNT_LIMIT, HELPER_SEARCH_PAGE_SIZE } from '@hearth/shared/helper-search-values'
import type { HelperListItem } from '@hearth/shared/helpers'
import { Button } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageTitle } from '../../components/ui/page-title'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { viewerOf } from '../../lib/viewer'
import { useLanguage } from '../../lib/i18n'
import { useWideScreen } from '../../lib/use-wide-screen'
import { ActiveFilters, filterChips, type FilterChip } from './active-filters'
import { FilterSidebar } from './filter-sidebar'
import { FiltersSheet } from './filters-sheet'
import { useHelperList } from './find-helpers-api'
import { HelperCard, HelperCardSkeleton } from './helper-card'
import { NameSearch } from './name-search'
import { Pagination } from '../../components/ui/pagination'
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

/** Pages of a search with `count` results (at least one, even when nothing matches). */
function pageCountOf(count: number): number {
  return Math.max(1, Math.ceil(count / HELPER_SEARCH_PAGE_SIZE))
}

/** Helper search for visitors and employers (helpers never reach it, see the router). */
export function FindHelpersPage({ renderCategoryControl, renderChatAction }: FindHelpersPageProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const wideScreen = useWideScreen()
  // The router keeps helpers out (<RequireAuth role="employer" allowVisitors>).
  const { user, status } = useAuth()
  const [params, setParams] = useSearchParams()
  const [sheetOpen, setSheetOpen] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const viewer = viewerOf(user)
  const ready =
    status === 'anonymous' || (status === 'authenticated' && user?.userType !== 'helper')
  const list = useHelperList(viewer, apiQueryFrom(params), ready)
  const page = currentPage(params)
  const listError = list.isError ? list.error : null
  // A page past the last one (an old link, fewer helpers since) answers "Invalid page." (404, or
  // 400 past the API's limit): the first page's count says where the last page is now.
  const pastLastPage =
    page > 1 &&
    ((listError instanceof ApiError &&
      (listError.status === 404 || (listError.status === 400 && 'page' in listError.fields))) ||
      (list.data !== undefined &&
        !list.isPlaceholderData &&
        list.data.count_is_exact &&
        page > pageCountOf(list.data.count)))
  const firstPage = useHelperList(viewer, apiQueryFrom(withPage(params, 1)), ready && pastLastPage)

  // History: each change of the search — a filter, a chip removed, a name search
  // sent after its pause, a page — is one history entry, so Back steps through them in turn.
  // Corrections of a page number nobody chose replace the entry instead.
  const update = useCallback(
    (next: URLSearchParams, options: { replace?: boolean } = {}) =>
      setParams(next, { replace: options.replace, preventScrollReset: true }),
    [setParams],
  )
  const onSearch = useCallback(
    (text: string) => update(withFilter(params, 'q', text || null)),
    [params, update],
  )

  // A malformed page (page=abc, page=0, page=1) is written as the page it means.
  const rawPage = params.get('page')
  useEffect(() => {
    if (rawPage !== null && rawPage !== (page > 1 ? String(page) : null))
      update(withPage(params, page), { replace: true })
  }, [rawPage, page, params, update])

  const lastPageData = pastLastPage
    ? list.data && !listError && !list.isPlaceholderData
      ? list.data
      : firstPage.data
    : undefined
  // Above 10,000 matches the count is an estimate: where the last page is, only the first says.
  const lastPage = lastPageData
    ? lastPageData.count_is_exact
      ? pageCountOf(lastPageData.count)
      : 1
    : undefined
  useEffect(() => {
    if (lastPage !== undefined) update(withPage(params, lastPage), { replace: true })
  }, [lastPage, params, update])

  const filtered = hasActiveFilters(params)
  const sidebarCount = countSidebarFilters(params)
  const chips = filterChips(params, t, language)
  const data = pastLastPage ? undefined : list.data
  const loadingFirst = list.isPending || pastLastPage
  const refreshing = list.isPlaceholderData && list.isFetching
  const countIsExact = data?.count_is_exact ?? true
  const pageCount = data ? pageCountOf(data.count) : 1
  const liveCount = loadingFirst || refreshing || !data ? null : data.count
  const countText =
    liveCount === null
      ? t('Helpers found: {{total}}', { total: '...' })
      : countIsExact
        ? t('Helpers found: {{total}}', { total: liveCount })
        : t('{{total}}+ helpers', { total: EXACT_COUNT_LIMIT.toLocaleString(language) })
  const shownError = pastLastPage && !firstPage.isError ? null : (firstPage.error ?? listError)

  function removeChip(chip: FilterChip) {
    const multi = ['skills', 'languages', 'day_off'].includes(chip.key)
    update(
      multi ? withoutFilterValue(params, chip.key, chip.value) : withFilter(params, chip.key, null),
    )
  }

  function showResults() {
    resultsHeading.current?.focus({ preventScroll: true })
    resultsHeading.current?.scrollIntoView?.({ block: 'start' })
  }

  function goToPage(next: number) {
    update(withPage(params, next))
    showResults()
  }

  const badRequest = shownError instanceof ApiError && shownError.status === 400
  const filters = <FilterSidebar params={params} onChange={(next) => update(next)} />

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
        <FiltersSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          activeCount={sidebarCount}
          count={countIsExact ? liveCount : null}
          countText={liveCount === null ? null : countText}
          onClearAll={sidebarCount > 0 ? () => update(clearAllFilters()) : null}
          onShowResults={showResults}
        >
          {filters}
        </FiltersSheet>
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        {/* One filter form at a time: in the sheet while it is open, else in the sidebar, which
            only the desktop layout shows and so only a wide screen builds (after hydration: a
            phone never spends its first seconds on a form it hides). */}
        <aside
          aria-label={t('Filters')}
          className="hidden rounded-2xl border border-stone-200 bg-stone-50 p-4 lg:block"
        >
          <h2 className="mb-4 text-lg font-bold text-stone-900">{t('Filters')}</h2>
          {sheetOpen || !wideScreen ? null : filters}
        </aside>

        <section aria-labelledby="results-heading" aria-busy={list.isFetching || undefined}>
          <h2
            id="results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            aria-live="polite"
            className="scroll-mt-4 text-lg font-bold text-stone-900 focus:outline-none"
          >
            {countText}
          </h2>
          {liveCount !== null && !countIsExact ? (
            <p className="mt-1 text-sm text-stone-700">
              {t('More than {{total}} helpers match. Add filters to narrow the list.', {
                total: EXACT_COUNT_LIMIT.toLocaleString(language),
              })}
            </p>
          ) : null}
          <div className="mt-3 space-y-4">
            <ActiveFilters
              chips={chips}
              onRemove={removeChip}
              onClearAll={() => update(clearAllFilters())}
            />

            {shownError ? (
              <LoadFailed
                message={t('Failed to load the helpers.')}
                error={shownError}
                onRetry={() => void (firstPage.isError ? firstPage : list).refetch()}
                actions={
                  badRequest && filtered ? (
                    <Button variant="secondary" size="sm" onClick={() => update(clearAllFilters())}>
                      {t('Clear All Filters')}
                    </Button>
                  ) : null
                }
              />
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
              <EmptyResults filtered={filtered} onClear={() => update(clearAllFilters())} />
            ) : data ? (
              <ul
                className={`grid gap-4 md:grid-cols-2 ${refreshing ? 'opacity-60 transition-opacity' : ''}`}
              >
                {/* Cards off screen skip layout and paint until scrolled near (a phone's
                    first paint and hydration lay out one or two of twenty). */}
                {data.results.map((helper) => (
                  <li
                    key={helper.id}
                    className="flex [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
                  >
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

            {data && !shownError ? (
              <Pagination
                page={page}
                pageCount={countIsExact ? pageCount : null}
                hasNext={data.next !== null}
                onPage={goToPage}
              />
            ) : null}
          </div>
        </section>
      </div>
    </div>
  )
}

type EmptyResultsProps = { filtered: boolean; onClear: () => void }

function EmptyResults({ filtered, onClear }: EmptyResultsProps) {
  const { t } = useTranslation()
  return (
    <EmptyNote
      title={
        filtered
          ? t('No helpers match your current filter criteria.')
          : t('No helpers available at the moment.')
      }
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            {t('Clear All Filters')}
          </Button>
        ) : null
      }
    />
  )
}
