import { hongKongToday } from '@hearth/shared/form-values'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { VIEW_COUNT_PLANS, type PlanId } from '@hearth/shared/job-options'
import {
  EMPLOYER_POSTINGS_PAGE_SIZE,
  type EmployerPostingsQuery,
  type JobPostingInput,
} from '@hearth/shared/jobs'
import { accessOf, requireActiveAccess } from '../../lib/access'
import { assertRole, type Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { isWithheld } from '../../lib/moderation'
import { newUid } from '../../lib/tokens'
import { withTransaction } from '../../lib/transaction'
import * as applicationsRepo from './applications.repository'
import { effectiveStatus, inputToColumns, planRankOf, type PostingRow } from './jobs.mapping'
import { employerFactsOf } from './employer-facts'
import { presentPosting } from './jobs.presenter'
import { assertRoomForActivePosting } from './plan-limits.service'
import { refuseBudgetBelowMinimumWage } from './posting-wage'
import * as repo from './jobs.repository'

export const postingNotFound = () => new AppError('not_found', tk('Job posting not found.'))
const ONLY_EMPLOYERS = tk('Only employers can post jobs.')

/** The owner on a monthly or premium plan that is still running sees view counts. */
async function seesViewCounts(deps: AppDeps, actor: Actor): Promise<boolean> {
  const access = await accessOf(deps, actor)
  return access.isActive && VIEW_COUNT_PLANS.includes(access.plan as PlanId)
}

/** The caller's employer profile, or 403 for a helper. */
function ownEmployerProfile(actor: Actor): string {
  assertRole(actor, 'employer', ONLY_EMPLOYERS)
  if (!actor.employerProfileUid) {
    throw new AppError('invalid', tk('Employer profile information is missing. Cannot create job.'))
  }
  return actor.employerProfileUid
}

/** The owner's view of their postings, each with every application to it. */
async function presentOwn(deps: AppDeps, actor: Actor, rows: PostingRow[], lang: Language) {
  const [applications, names, showViewCount] = await Promise.all([
    applicationsRepo.applicationsToPostings(
      deps.db,
      rows.map((row) => row.uid),
    ),
    employerFactsOf(deps, rows),
    seesViewCounts(deps, actor),
  ])
  const now = deps.clock()
  return rows.map((row) =>
    presentPosting(row, {
      lang,
      now,
      isOwner: true,
      showViewCount,
      applications: applications.filter((application) => application.jobPostingUid === row.uid),
      myApplication: undefined,
      employer: names(row.employerProfileUid),
    }),
  )
}

/** `POST /employer/postings/`: employers with an active plan (402 otherwise). */
export async function createPosting(
  deps: AppDeps,
  actor: Actor,
  input: JobPostingInput,
  lang: Language,
) {
  const employerProfileUid = ownEmployerProfile(actor)
  await requireActiveAccess(deps, actor, tk('An active plan is needed to post a job.'))
  const now = deps.clock()
  refuseBudgetBelowMinimumWage(input, hongKongToday(now))
  const row = await withTransaction(deps, async (tx) => {
    if (input.status === 'ACTIVE') {
      await assertRoomForActivePosting(tx, actor, employerProfileUid, null)
    }
    return repo.insertPosting(tx.db, {
      ...inputToColumns(input),
      uid: newUid(),
      employerProfileUid,
      planRank: planRankOf(actor.plan),
      planEndsAt: actor.accessEndsAt,
      createdAt: now,
      updatedAt: now,
    })
  })
  await reviewPublished(deps, actor, row)
  const [posting] = await presentOwn(deps, actor, [row], lang)
  return posting!
}

/** A posting going out to helpers passes through the scam rules (a flagged one is reported). */
async function reviewPublished(deps: AppDeps, actor: Actor, row: PostingRow) {
  if (row.status !== 'ACTIVE') return
  await deps.moderation.reviewPublished(deps, {
    type: 'job_posting',
    id: row.uid,
    ownerUserUid: actor.userUid,
    texts: [row.jobTitle, row.jobDescription, row.jobDescriptionNotes, row.aboutOurFamily],
  })
}

/** `PUT /employer/postings/{uid}/`: the owner only; the status may change freely (§4). */
export async function updatePosting(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  input: JobPostingInput,
  lang: Language,
) {
  const employerProfileUid = actor.role === 'employer' ? actor.employerProfileUid : null
  if (!employerProfileUid) throw postingNotFound()
  refuseBudgetBelowMinimumWage(input, hongKongToday(deps.clock()))
  const row = await withTransaction(deps, async (tx) => {
    const now = tx.clock()
    const current = await repo.findPostingForOwner(tx.db, uid, employerProfileUid)
    if (!current) throw postingNotFound()
    // Activating (or renewing an expired one): the weekly plan's one-at-a-time rule applies.
    if (input.status === 'ACTIVE' && effectiveStatus(current, now) !== 'ACTIVE') {
      await assertRoomForActivePosting(tx, actor, employerProfileUid, uid)
    }
    return repo.updatePostingForOwner(tx.db, uid, employerProfileUid, {
      ...inputToColumns(input),
      planRank: planRankOf(actor.plan),
      planEndsAt: actor.accessEndsAt,
      updatedAt: now,
    })
  })
  if (!row) throw postingNotFound()
  await reviewPublished(deps, actor, row)
  const [posting] = await presentOwn(deps, actor, [row], lang)
  return posting!
}

/**
 * `GET /employer/postings/{uid}` and `GET /jobs/{uid}/`. Anyone reads a listed posting (ACTIVE,
 * FILLED, EXPIRED or CLOSED); the owner reads it in any status, and a helper who applied reads it
 * whatever became of it; a draft or paused posting is 404 to anyone else. A helper's first view on a Hong Kong day counts once; the owner's never.
 */
export async function getPosting(
  deps: AppDeps,
  actor: Actor | undefined,
  uid: string,
  lang: Language,
) {
  if (actor?.role === 'employer' && actor.employerProfileUid) {
    const own = await repo.findPostingForOwner(deps.db, uid, actor.employerProfileUid)
    if (own) {
      const [posting] = await presentOwn(deps, actor, [own], lang)
      return posting!
    }
  }
  const now = deps.clock()
  const helperUid = actor?.role === 'helper' ? actor.helperProfileUid : null
  const [mine] = helperUid
    ? await applicationsRepo.applicationsOfHelper(deps.db, helperUid, [uid])
    : []
  // Each look-up returns only what the caller may read: a helper's application grants the
  // posting in any status; anyone else gets it while it is listed (ACTIVE, or FILLED, EXPIRED
  // or CLOSED: a shared link then says the job is no longer open), and 404 otherwise.
  const row = mine
    ? await repo.findPostingByUid(deps.db, mine.jobPostingUid)
    : await repo.findListedPosting(deps.db, uid)
  if (!row || isWithheld(row)) throw postingNotFound()
  if (actor?.role === 'helper') {
    await repo.recordView(deps.db, row.uid, actor.userUid, hongKongToday(now))
    // Marks of past days can no longer change a count; rare, so no process owns a timer.
    if (Math.random() < 0.001) await repo.pruneViews(deps.db, hongKongToday(now))
  }
  const names = await employerFactsOf(deps, [row])
  return presentPosting(row, {
    lang,
    now,
    isOwner: false,
    showViewCount: false,
    applications: mine ? [mine] : [],
    myApplication: mine,
    employer: names(row.employerProfileUid),
  })
}

/** `GET /employer/postings/`: the caller's own postings, newest first, 10 a page. */
export async function listOwnPostings(
  deps: AppDeps,
  actor: Actor,
  query: EmployerPostingsQuery,
  pageUrl: (page: number) => string,
  lang: Language,
) {
  const employerProfileUid = ownEmployerProfile(actor)
  const size = EMPLOYER_POSTINGS_PAGE_SIZE
  const { count, rows } = await repo.pageOfOwnPostings(
    deps.db,
    employerProfileUid,
    size,
    (query.page - 1) * size,
  )
  const pages = Math.max(1, Math.ceil(count / size))
  if (query.page > pages) throw new AppError('not_found', tk('Invalid page.'))
  return {
    count,
    next: query.page < pages ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(query.page - 1) : null,
    results: await presentOwn(deps, actor, rows, lang),
  }
}

/** Every posting of the caller, newest first: what `my-with-applications` builds on. */
export async function allOwnPostings(deps: AppDeps, actor: Actor, lang: Language) {
  const employerProfileUid = ownEmployerProfile(actor)
  const rows = await repo.allOwnPostings(deps.db, employerProfileUid)
  return { rows, postings: await presentOwn(deps, actor, rows, lang) }
}

/**
 * Copies an employer's plan onto their postings, which the job search ranks by. The plans
 * feature calls it whenever a purchase changes `subscription_type` or `access_end_date`.
 */
export async function syncEmployerPlan(
  deps: AppDeps,
  employerProfileUid: string,
  plan: string | null,
  accessEndsAt: Date | null,
): Promise<void> {
  await repo.setPlanOfEmployer(deps.db, employerProfileUid, planRankOf(plan), accessEndsAt)
}

/** Postings at once (demo data, benchmarks). */
export function insertPostingRows(
  deps: Pick<AppDeps, 'db'>,
  rows: Parameters<typeof repo.insertPostings>[1],
) {
  return repo.insertPostings(deps.db, rows)
}

/** An operator hides a posting after a report (issue 23): out of search and its page at once. */
export async function hidePosting(deps: AppDeps, uid: string, reason: string) {
  const [row] = await repo.setModeration(
    deps.db,
    { uid },
    {
      hiddenAt: deps.clock(),
      hiddenReason: reason,
    },
  )
  return row
}

/** A suspension withholds the employer's postings; lifting it restores them (hidden ones stay). */
export async function setPostingsOwnerSuspended(
  deps: AppDeps,
  employerProfileUid: string,
  at: Date | null,
) {
  await repo.setModeration(deps.db, { employerProfileUid }, { ownerSuspendedAt: at })
}

/** A posting by uid whatever its state, for the operators' report page. */
export function findPostingForModeration(deps: AppDeps, uid: string) {
  return repo.findPostingByUid(deps.db, uid)
}

/**
 * A posting the actor may report: their own (`own`, which they may not report), one anyone may
 * read, or one they applied to; undefined (a 404) otherwise. Unlike `getPosting`, no view counts.
 */
export async function postingForReport(
  deps: AppDeps,
  actor: Actor,
  uid: string,
): Promise<{ row: PostingRow; own: boolean } | undefined> {
  const row = await repo.findPostingByUid(deps.db, uid)
  if (!row) return undefined
  if (actor.role === 'employer' && actor.employerProfileUid === row.employerProfileUid) {
    return { row, own: true }
  }
  const listed = await repo.findListedPosting(deps.db, uid)
  if (listed) return { row, own: false }
  const helperUid = actor.role === 'helper' ? actor.helperProfileUid : null
  const [applied] = helperUid
    ? await applicationsRepo.applicationsOfHelper(deps.db, helperUid, [uid])
    : []
  return applied && !isWithheld(row) ? { row, own: false } : undefined
}

/** Whether a helper may see this employer at all: it has a posting anyone may read. */
export function employerHasListedPosting(deps: AppDeps, employerProfileUid: string) {
  return repo.employerHasListedPosting(deps.db, employerProfileUid)
}
