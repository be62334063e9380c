import { tk, type Language } from '@hearth/shared/i18n-keys'
import {
  FEATURED_JOBS_LIMIT,
  JOB_SEARCH_PAGE_SIZE,
  type FeaturedJobs,
  type JobListPage,
  type JobSearchQuery,
} from '@hearth/shared/jobs'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { employerFactsOf } from './employer-facts'
import { presentListItem } from './jobs.presenter'
import {
  countSitemapPostings,
  searchPostings,
  sitemapPostingsPage,
  type SitemapCursor,
} from './job-search.repository'
import * as repo from './jobs.repository'

/**
 * `GET /jobs/`: the helper job search, 10 a page (docs/spec/marketplace.md §5, §9). Anyone may
 * search; a helper's own applications sort first and show on their cards.
 */
export async function searchJobs(
  deps: AppDeps,
  caller: Promise<Actor | undefined>,
  query: JobSearchQuery,
  pageUrl: (page: number) => string,
  lang: Language,
): Promise<JobListPage> {
  const now = deps.clock()
  // The caller matters only for their applications: the matches are counted while it resolves
  // (a refused token still answers 401, through this promise).
  const helperUid = caller.then((actor) =>
    actor?.role === 'helper' ? actor.helperProfileUid : null,
  )
  const { count, postings, applications } = await searchPostings(
    deps.db,
    query,
    helperUid,
    now,
    JOB_SEARCH_PAGE_SIZE,
  )
  const pages = Math.max(1, Math.ceil(count / JOB_SEARCH_PAGE_SIZE))
  if (query.page > pages) throw new AppError('not_found', tk('Invalid page.'))
  const employerOf = await employerFactsOf(deps, postings)
  const mine = new Map(applications.map((application) => [application.jobPostingUid, application]))
  return {
    count,
    next: query.page < pages ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(query.page - 1) : null,
    results: postings.map((row) =>
      presentListItem(row, {
        lang,
        now,
        myApplication: mine.get(row.uid),
        employer: employerOf(row.employerProfileUid),
      }),
    ),
  }
}

/** `GET /jobs/featured/`: premium employers' ACTIVE postings for the home page (public). */
export async function featuredJobs(deps: AppDeps, lang: Language): Promise<FeaturedJobs> {
  const now = deps.clock()
  const rows = await repo.featuredPostings(deps.db, now, FEATURED_JOBS_LIMIT)
  const employerOf = await employerFactsOf(deps, rows)
  return {
    results: rows.map((row) =>
      presentListItem(row, {
        lang,
        now,
        myApplication: undefined,
        employer: employerOf(row.employerProfileUid),
      }),
    ),
  }
}

/** How many postings the sitemap lists: those whose effective status is ACTIVE now. */
export function countJobsForSitemap(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return countSitemapPostings(deps.db, deps.clock())
}

/** A page of the sitemap's postings (uid and last edit), newest-edited first. */
export function jobsForSitemap(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  page: { after: SitemapCursor | null; skip: number; limit: number },
) {
  return sitemapPostingsPage(deps.db, deps.clock(), page)
}
