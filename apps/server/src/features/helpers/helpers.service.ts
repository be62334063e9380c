import { HelperMainDetailsSchema, type HelperProfileInput } from '@hearth/shared/helper-profile'
import type { HelperSearchQuery } from '@hearth/shared/helper-search'
import { tk } from '@hearth/shared/i18n-keys'
import { accessOf } from '../../lib/access'
import { assertRole, type Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { isWithheld } from '../../lib/moderation'
import { AppError, isUniqueViolation, type FieldErrors } from '../../lib/errors'
import {
  recordReferralOnce,
  referralToRecord,
  signupReferralCodeOf,
} from '../../lib/referral-codes'
import { newUid } from '../../lib/tokens'
import { findSavedForEmployer } from './categories.repository'
import { searchHelpers } from './helpers-search.repository'
import {
  fileKeysOf,
  keepFilesIfSaved,
  saveReplacingFiles,
  writeUploads,
  type Uploads,
} from './helper-files'
import { inputToColumns, rowToWire } from './helpers.mapping'
import {
  presentHelperListItem,
  presentHelperProfile,
  type HelperRow,
  type Viewer,
} from './helpers.presenter'
import * as moderationRepo from './helpers-moderation.repository'
import * as repo from './helpers.repository'

export type { Uploads }

const notFound = () => new AppError('not_found', tk('Helper profile not found.'))

const ONLY_HELPERS = tk('Only helper accounts can have a helper profile.')

/** A published profile must hold every required main detail (docs/spec/marketplace.md §5 step 1). */
function assertPublishable(row: Partial<HelperRow>): void {
  const result = HelperMainDetailsSchema.safeParse(rowToWire(row))
  if (result.success) return
  const fields: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors')
    ;(fields[field] ??= []).push(issue.message)
  }
  // A rule of the profile, not of the request's shape (issue 26): the fields say what is missing.
  throw new AppError(
    'invalid',
    tk('A published profile needs every required detail. Fill them in, or save it as a draft.'),
    { fields },
  )
}

export async function createHelperProfile(
  deps: AppDeps,
  actor: Actor,
  input: HelperProfileInput,
  uploads: Uploads,
) {
  assertRole(actor, 'helper', ONLY_HELPERS)
  if (await repo.findHelperByUser(deps.db, actor.userUid)) {
    throw new AppError('conflict', tk('You already have a helper profile. Edit it instead.'))
  }
  // A code given at registration (checked then) is already on record: it stands, and another
  // code in the form is a 409 as on an update; without one, the form's first valid code does.
  const signupCode = await signupReferralCodeOf(deps, actor.userUid)
  const referredBy =
    (await referralToRecord(deps, actor, signupCode, input.referred_by)) ?? signupCode
  // The Hong Kong default of the last job's location (docs/spec/marketplace.md §3).
  const columns = { lastjobLocation: 'HK', ...inputToColumns(input), referredBy }
  const isDraft = input.isDraft ?? false
  if (!isDraft) assertPublishable(columns)
  const files = await writeUploads(deps, uploads)
  const now = deps.clock()
  const row = await keepFilesIfSaved(deps, files, () =>
    repo
      .insertHelper(deps.db, {
        ...columns,
        ...files.changes,
        uid: newUid(),
        userUid: actor.userUid,
        isDraft,
        createdAt: now,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        // Two creations at once: the one-profile-per-user rule refuses the second.
        throw isUniqueViolation(error)
          ? new AppError('conflict', tk('You already have a helper profile. Edit it instead.'))
          : error
      }),
  )
  await reviewPublished(deps, row)
  return presentHelperProfile(row, { kind: 'owner' }, now)
}

/** A published profile's free texts go through the scam rules (a flagged one is reported). */
async function reviewPublished(deps: AppDeps, row: HelperRow) {
  if (row.isDraft) return
  const experiences = row.pastExperiences.flatMap((entry) =>
    Object.values(entry).filter((value): value is string => typeof value === 'string'),
  )
  await deps.moderation.reviewPublished(deps, {
    type: 'helper_profile',
    id: row.uid,
    ownerUserUid: row.userUid,
    texts: [row.jobTitle, row.aboutMe, row.experienceText, row.childrenText, ...experiences],
  })
}

export async function updateHelperProfile(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  input: HelperProfileInput,
  uploads: Uploads,
) {
  // Someone else's profile answers like a missing one (docs/spec/api-conventions.md: 404).
  const current = await repo.findHelperForOwner(deps.db, uid, actor.userUid)
  if (!current) throw notFound()
  const referral = await referralToRecord(deps, actor, current.referredBy, input.referred_by)
  // The referrer is set once, below, never by the general update (which would clear it on null).
  const { referredBy: _referrer, ...columns } = inputToColumns(input)
  const merged = { ...current, ...columns, isDraft: input.isDraft ?? current.isDraft }
  if (!merged.isDraft) assertPublishable(merged)
  if (referral) {
    await recordReferralOnce(referral, (code) => repo.setHelperReferrerOnce(deps.db, uid, code))
  }
  const files = await writeUploads(deps, uploads)
  // A verified profile whose name changes loses its badge until an operator checks it again.
  const renamed =
    current.verifiedAt !== null &&
    (['firstName', 'middleName', 'lastName'] as const).some(
      (field) => (merged[field] ?? null) !== (current[field] ?? null),
    )
  const changes = {
    ...columns,
    ...files.changes,
    isDraft: merged.isDraft,
    updatedAt: deps.clock(),
    ...(renamed ? { verifiedAt: null, verifiedUntil: null } : {}),
  }
  const row = await saveReplacingFiles(deps, files, fileKeysOf(current), {
    save: (expected) => repo.updateHelperIfFiles(deps.db, uid, expected, changes),
    reread: () => repo.findHelperByUid(deps.db, uid),
    missing: notFound,
  })
  await reviewPublished(deps, row)
  if (renamed) await deps.moderation.badgeEnded(deps, row.userUid, 'name_changed')
  return presentHelperProfile(row, { kind: 'owner' }, deps.clock())
}

/** Contact details go to employers whose plan is active: the access policy decides. */
async function viewerFor(deps: AppDeps, actor: Actor | undefined, row: HelperRow): Promise<Viewer> {
  if (!actor) return { kind: 'public' }
  if (actor.userUid === row.userUid) return { kind: 'owner' }
  if (actor.role !== 'employer') return { kind: 'public' }
  const saved = actor.employerProfileUid
    ? await findSavedForEmployer(deps.db, actor.employerProfileUid, [row.uid])
    : []
  return { kind: 'employer', hasActiveAccess: (await accessOf(deps, actor)).isActive, saved }
}

export async function getHelperProfile(deps: AppDeps, actor: Actor | undefined, uid: string) {
  const row = await repo.findHelperByUid(deps.db, uid)
  if (!row) throw notFound()
  const viewer = await viewerFor(deps, actor, row)
  if ((row.isDraft || isWithheld(row)) && viewer.kind !== 'owner') throw notFound()
  return presentHelperProfile(row, viewer, deps.clock())
}

export async function getOwnHelperProfile(deps: AppDeps, actor: Actor) {
  assertRole(actor, 'helper', ONLY_HELPERS)
  const row = await repo.findHelperByUser(deps.db, actor.userUid)
  if (!row) throw notFound()
  return presentHelperProfile(row, { kind: 'owner' }, deps.clock())
}

export function findHelperForUser(deps: AppDeps, userUid: string) {
  return repo.findHelperByUser(deps.db, userUid)
}

/** The uid of a user's helper profile, if they have one. */
export function findHelperUidOfUser(deps: AppDeps, userUid: string) {
  return repo.findHelperUidOfUser(deps.db, userUid)
}

/** A profile by uid, drafts included: callers decide who may see a draft (chat). */
export function findHelperProfile(deps: AppDeps, uid: string) {
  return repo.findHelperByUid(deps.db, uid)
}

/** Profiles by uid, for features that show the other side (chat). */
/** The profiles of these users, for the names the operators and block lists show. */
export function findHelpersOfUsers(deps: AppDeps, userUids: string[]) {
  return repo.findHelpersOfUsers(deps.db, [...new Set(userUids)])
}

export function findHelperProfiles(deps: AppDeps, uids: string[]) {
  return repo.findHelpers(deps.db, [...new Set(uids)])
}

/** Writes complete profile rows with their search rows (demo data, benchmarks, test set-up). */
export function insertHelperRows(
  deps: Pick<AppDeps, 'db'>,
  rows: Parameters<typeof repo.insertHelpers>[1],
) {
  return repo.insertHelpers(deps.db, rows)
}

/** `GET /helpers/profiles/`: visitors and employers; helpers are refused (docs/spec/marketplace.md §6). */
export async function searchHelperProfiles(
  deps: AppDeps,
  actor: Actor | undefined,
  query: HelperSearchQuery,
  pageUrl: (page: number) => string,
) {
  if (actor?.role === 'helper') {
    throw new AppError('permission_denied', tk('Helper accounts cannot search helper profiles.'))
  }
  const now = deps.clock()
  const { count, countIsExact, hasNext, rows } = await searchHelpers(deps.db, query, now)
  // A page past the last match: the same answer whether the count is exact or an estimate.
  if (query.page > 1 && rows.length === 0) throw new AppError('not_found', tk('Invalid page.'))
  const employerUid = actor?.role === 'employer' ? actor.employerProfileUid : null
  const saved = employerUid
    ? await findSavedForEmployer(
        deps.db,
        employerUid,
        rows.map((r) => r.uid),
      )
    : undefined
  return {
    count,
    count_is_exact: countIsExact,
    next: hasNext ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(query.page - 1) : null,
    results: rows.map((row) =>
      presentHelperListItem(
        row,
        saved?.filter((entry) => entry.helperProfileUid === row.uid),
        now,
      ),
    ),
  }
}

/** Photos of published profiles are public; a draft's only to its owner. */
export async function readPhoto(
  deps: AppDeps,
  actor: Actor | undefined,
  uid: string,
  variant: 'photo' | 'thumbnail',
) {
  const row = await repo.findHelperByUid(deps.db, uid)
  const key = variant === 'photo' ? row?.photoKey : row?.thumbnailKey
  if (!row || !key || ((row.isDraft || isWithheld(row)) && actor?.userUid !== row.userUid))
    throw new AppError('not_found', tk('Not found.'))
  const file = await deps.files.read(key)
  if (!file) throw new AppError('not_found', tk('Not found.'))
  return file
}

/** The passport copy is private: only its owner may download it. */
export async function readPassport(deps: AppDeps, actor: Actor, uid: string) {
  const row = await repo.findHelperForOwner(deps.db, uid, actor.userUid)
  if (!row?.passportKey) throw new AppError('not_found', tk('Not found.'))
  const file = await deps.files.read(row.passportKey)
  if (!file) throw new AppError('not_found', tk('Not found.'))
  return {
    ...file,
    type: row.passportType ?? 'application/octet-stream',
    extension: row.passportKey.split('.').pop(),
  }
}

/** How many profiles the sitemap lists: published, and not opted out of search engines. */
export function countHelpersForSitemap(deps: Pick<AppDeps, 'db'>) {
  return repo.countSitemapHelpers(deps.db)
}

/** A page of the sitemap's profiles (uid and last change), newest-updated first. */
export function helpersForSitemap(
  deps: Pick<AppDeps, 'db'>,
  page: Parameters<typeof repo.sitemapHelpersPage>[1],
) {
  return repo.sitemapHelpersPage(deps.db, page)
}

/** Helpers who gave `code` as their referrer, with their names. */
export function findHelpersReferredBy(deps: AppDeps, code: string) {
  return repo.findHelperProfilesReferredBy(deps.db, code)
}

/** An operator hides a profile after a report (issue 23): out of search and public pages at once. */
export async function hideHelperProfile(deps: AppDeps, uid: string, reason: string) {
  const [row] = await moderationRepo.setModeration(
    deps.db,
    { uid },
    {
      hiddenAt: deps.clock(),
      hiddenReason: reason,
    },
  )
  return row
}

/** A suspension withholds the owner's profile; lifting it restores it (unless it was hidden). */
export async function setHelperOwnerSuspended(deps: AppDeps, userUid: string, at: Date | null) {
  await moderationRepo.setModeration(deps.db, { userUid }, { ownerSuspendedAt: at })
}

/** Sets (`{ at, until }`) or ends (null) a helper's badge, in search at once (issue 24). */
export async function setHelperBadge(
  deps: AppDeps,
  userUid: string,
  badge: { at: Date; until: string } | null,
) {
  await moderationRepo.setModeration(
    deps.db,
    { userUid },
    { verifiedAt: badge?.at ?? null, verifiedUntil: badge?.until ?? null },
  )
}

/** The helpers whose badge ends before `today`: their visa's expiry has passed. */
export function badgesEndingBefore(deps: AppDeps, today: string) {
  return moderationRepo.badgesEndingBefore(deps.db, today)
}
