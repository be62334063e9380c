import {
  ALREADY_APPLIED,
  type ApplicationStatusInput,
  type JobApplication,
  type JobApplicationInput,
  type PostingWithApplications,
} from '@hearth/shared/applications'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import type { ApplicationStatus } from '@hearth/shared/job-options'
import { assertRole, type Actor } from '../../lib/actor'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { newUid } from '../../lib/tokens'
import { withTransaction } from '../../lib/transaction'
import { emailsOfUsers } from '../accounts/users.service'
import { findEmployerProfiles } from '../employers/employers.service'
import { findHelperProfile, findHelperProfiles } from '../helpers/helpers.service'
import * as repo from './applications.repository'
import type { ApplicationRow } from './applications.repository'
import { effectiveStatus, type PostingRow } from './jobs.mapping'
import {
  notifyEmployerOfApplication,
  notifyHelperOfStatus,
  tellEmployerOfWithdrawal,
  type ApplicationEvent,
  type Party,
} from './jobs.notifications'
import { presentApplication, type HelperRow } from './jobs.presenter'
import {
  findActivePosting,
  findPostingByUid,
  findPostingForOwner,
  lockPosting,
} from './jobs.repository'
import { allOwnPostings, postingNotFound } from './jobs.service'
import { assertRoomForApplication } from './plan-limits.service'

const applicationNotFound = () => new AppError('not_found', tk('Application not found.'))
const ALREADY_WITHDRAWN = tk('This application has already been withdrawn.')

function helperParty(helper: HelperRow): Party {
  const name = [helper.firstName, helper.lastName].filter(Boolean).join(' ')
  return { userUid: helper.userUid, profileUid: helper.uid, displayName: name || null }
}

async function employerParty(deps: AppDeps, employerProfileUid: string): Promise<Party> {
  const [profile] = await findEmployerProfiles(deps, [employerProfileUid])
  if (!profile) throw postingNotFound()
  return {
    userUid: profile.userUid,
    profileUid: profile.uid,
    displayName: profile.contactPersonName,
  }
}

function eventOf(row: ApplicationRow, posting: PostingRow): ApplicationEvent {
  return {
    applicationUid: row.uid,
    postingUid: posting.uid,
    jobTitle: posting.jobTitle,
    status: row.status as ApplicationStatus,
  }
}

/** The caller's published helper profile, or 403/404 (docs/spec/marketplace.md §6). */
async function ownPublishedProfile(deps: AppDeps, actor: Actor, uid: string): Promise<HelperRow> {
  assertRole(actor, 'helper', tk('Only helpers can apply to jobs.'))
  // Another helper's profile reads as missing (docs/spec/api-conventions.md: 404).
  if (actor.helperProfileUid !== uid)
    throw new AppError('not_found', tk('Helper profile not found.'))
  const helper = await findHelperProfile(deps, uid)
  if (!helper) throw new AppError('not_found', tk('Helper profile not found.'))
  if (helper.isDraft) {
    throw new AppError('permission_denied', tk('Publish your helper profile before applying.'))
  }
  return helper
}

/** `POST /applications/job-applications/`: once per helper and posting, ACTIVE postings only. */
export async function applyToJob(
  deps: AppDeps,
  actor: Actor,
  input: JobApplicationInput,
): Promise<JobApplication> {
  const helper = await ownPublishedProfile(deps, actor, input.helper_profile)
  const posting = await findPostingByUid(deps.db, input.job_posting)
  const now = deps.clock()
  const status = posting ? effectiveStatus(posting, now) : undefined
  if (!posting || status === 'DRAFT' || status === 'PAUSED') throw postingNotFound()
  if (status !== 'ACTIVE') {
    throw new AppError('conflict', tk('This job is no longer open for applications.'))
  }
  const employer = await employerParty(deps, posting.employerProfileUid)
  const { row, mail } = await withTransaction(deps, async (tx) => {
    const locked = await lockPosting(tx.db, posting.uid)
    if (!locked) throw postingNotFound()
    const row = await repo.insertApplication(tx.db, {
      uid: newUid(),
      jobPostingUid: posting.uid,
      helperProfileUid: helper.uid,
      employerProfileUid: posting.employerProfileUid,
      status: 'APPLIED',
      coverLetter: input.cover_letter ?? null,
      helperNotes: input.helper_notes ?? null,
      applicationDate: now,
      updatedAt: now,
    })
    // A withdrawn application holds the place too: it cannot be sent again.
    if (!row) throw new AppError('conflict', ALREADY_APPLIED)
    await assertRoomForApplication(tx, locked)
    const event = eventOf(row, posting)
    const mail = await notifyEmployerOfApplication(tx, event, helperParty(helper), employer)
    return { row, mail }
  })
  await deps.tasks.runNow([mail])
  return presentApplication(row, { jobTitle: posting.jobTitle, helper, forOwner: false, now })
}

/**
 * `PATCH …/{uid}/withdraw/`: the helper's own, once; it cannot be undone
 * (docs/spec/employment.md §4).
 */
export async function withdrawApplication(
  deps: AppDeps,
  actor: Actor,
  uid: string,
): Promise<JobApplication> {
  assertRole(actor, 'helper', tk('Only helpers can withdraw.'))
  const current = actor.helperProfileUid
    ? await repo.findApplicationForHelper(deps.db, uid, actor.helperProfileUid)
    : undefined
  if (!current) throw new AppError('not_found', tk('No application found to withdraw.'))
  if (current.status === 'WITHDRAWN') throw new AppError('conflict', ALREADY_WITHDRAWN)
  const posting = await findPostingByUid(deps.db, current.jobPostingUid)
  const helper = await findHelperProfile(deps, current.helperProfileUid)
  if (!posting || !helper) throw applicationNotFound()
  const employer = await employerParty(deps, posting.employerProfileUid)
  const now = deps.clock()
  const { row, mail } = await withTransaction(deps, async (tx) => {
    const row = await repo.updateUnlessWithdrawn(tx.db, uid, {
      status: 'WITHDRAWN',
      updatedAt: now,
    })
    if (!row) throw new AppError('conflict', ALREADY_WITHDRAWN)
    const event = eventOf(row, posting)
    const mail = await notifyHelperOfStatus(tx, event, helperParty(helper), employer)
    await tellEmployerOfWithdrawal(tx, event, helperParty(helper), employer)
    return { row, mail }
  })
  await deps.tasks.runNow([mail])
  return presentApplication(row, { jobTitle: posting.jobTitle, helper, forOwner: false, now })
}

/**
 * `PATCH …/{uid}/update_status/`: the posting's owner sets APPLIED, SHORTLISTED, HIRED or
 * REJECTED with optional notes; a withdrawn application stays as it is (409). The helper hears
 * of a changed status.
 */
export async function updateApplicationStatus(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  input: ApplicationStatusInput,
): Promise<JobApplication> {
  assertRole(actor, 'employer', tk('Only employers can change the status of an application.'))
  const current = actor.employerProfileUid
    ? await repo.findApplicationForEmployer(deps.db, uid, actor.employerProfileUid)
    : undefined
  if (!current) throw applicationNotFound()
  const cannotChange = () =>
    new AppError('conflict', tk('A withdrawn application cannot be changed.'))
  if (current.status === 'WITHDRAWN') throw cannotChange()
  const posting = await findPostingByUid(deps.db, current.jobPostingUid)
  const helper = await findHelperProfile(deps, current.helperProfileUid)
  if (!posting || !helper) throw applicationNotFound()
  const employer = await employerParty(deps, posting.employerProfileUid)
  const now = deps.clock()
  const { row, mail } = await withTransaction(deps, async (tx) => {
    const row = await repo.updateUnlessWithdrawn(tx.db, uid, {
      status: input.status,
      ...(input.employer_notes !== undefined ? { employerNotes: input.employer_notes } : {}),
      updatedAt: now,
    })
    if (!row) throw cannotChange()
    let mail: QueuedTask | undefined
    if (row.status !== current.status) {
      mail = await notifyHelperOfStatus(tx, eventOf(row, posting), helperParty(helper), employer)
    }
    return { row, mail }
  })
  await deps.tasks.runNow([mail])
  const emails =
    row.status === 'HIRED' ? await emailsOfUsers(deps, [helper.userUid]) : new Map<string, string>()
  return presentApplication(row, {
    jobTitle: posting.jobTitle,
    helper,
    forOwner: true,
    now,
    helperEmail: emails.get(helper.userUid),
  })
}

/**
 * `GET /applications/job-applications/by-job/{uid}`: a helper's own application to the posting
 * (a list of at most one); to the owner, every application with the applicant's details.
 */
export async function applicationsForJob(
  deps: AppDeps,
  actor: Actor,
  postingUid: string,
): Promise<JobApplication[]> {
  const now = deps.clock()
  if (actor.role === 'employer') {
    const posting = actor.employerProfileUid
      ? await findPostingForOwner(deps.db, postingUid, actor.employerProfileUid)
      : undefined
    if (!posting) throw postingNotFound()
    return presentForOwner(
      deps,
      [posting],
      await repo.applicationsToPostings(deps.db, [posting.uid]),
    )
  }
  const mine = actor.helperProfileUid
    ? await repo.applicationsOfHelper(deps.db, actor.helperProfileUid, [postingUid])
    : []
  // The helper's application grants the posting in any status; otherwise only an ACTIVE one.
  const posting = mine.length
    ? await findPostingByUid(deps.db, postingUid)
    : await findActivePosting(deps.db, postingUid, now)
  if (!posting) throw postingNotFound()
  const helper = mine.length ? await findHelperProfile(deps, mine[0]!.helperProfileUid) : undefined
  return mine.map((row) =>
    presentApplication(row, { jobTitle: posting.jobTitle, helper, forOwner: false, now }),
  )
}

/**
 * `GET /applications/job-applications/{uid}/`: one application, to the posting's owner (with the
 * applicant's details, as in their list) or to the helper who sent it; to anyone else it does not
 * exist. The application page reads it on its own: a bookmark or an e-mail's link has no list to
 * come from (issue 27).
 */
export async function getApplication(
  deps: AppDeps,
  actor: Actor,
  uid: string,
): Promise<JobApplication> {
  const row =
    actor.role === 'employer'
      ? actor.employerProfileUid
        ? await repo.findApplicationForEmployer(deps.db, uid, actor.employerProfileUid)
        : undefined
      : actor.helperProfileUid
        ? await repo.findApplicationForHelper(deps.db, uid, actor.helperProfileUid)
        : undefined
  const posting = row ? await findPostingByUid(deps.db, row.jobPostingUid) : undefined
  if (!row || !posting) throw applicationNotFound()
  if (actor.role === 'employer') {
    const [application] = await presentForOwner(deps, [posting], [row])
    return application!
  }
  const helper = await findHelperProfile(deps, row.helperProfileUid)
  return presentApplication(row, {
    jobTitle: posting.jobTitle,
    helper,
    forOwner: false,
    now: deps.clock(),
  })
}

/** Applications to the owner's postings, with each applicant's details. */
export async function presentForOwner(
  deps: AppDeps,
  postings: PostingRow[],
  rows: ApplicationRow[],
): Promise<JobApplication[]> {
  const helpers = await findHelperProfiles(
    deps,
    rows.map((row) => row.helperProfileUid),
  )
  const byUid = new Map(helpers.map((helper) => [helper.uid, helper]))
  const titles = new Map(postings.map((posting) => [posting.uid, posting.jobTitle]))
  // Only a HIRED applicant's e-mail is read, for the contract the owner creates next.
  const hiredUsers = rows
    .filter((row) => row.status === 'HIRED')
    .flatMap((row) => byUid.get(row.helperProfileUid)?.userUid ?? [])
  const emails = hiredUsers.length
    ? await emailsOfUsers(deps, hiredUsers)
    : new Map<string, string>()
  const now = deps.clock()
  return rows.map((row) => {
    const helper = byUid.get(row.helperProfileUid)
    return presentApplication(row, {
      jobTitle: titles.get(row.jobPostingUid) ?? '',
      helper,
      forOwner: true,
      now,
      helperEmail: helper ? emails.get(helper.userUid) : undefined,
    })
  })
}

/** `GET /employer/postings/my-with-applications/`: every own posting with its applications. */
export async function postingsWithApplications(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
): Promise<PostingWithApplications[]> {
  const { rows, postings } = await allOwnPostings(deps, actor, lang)
  const applications = await presentForOwner(
    deps,
    rows,
    await repo.applicationsToPostings(
      deps.db,
      rows.map((row) => row.uid),
    ),
  )
  return postings.map((posting) => ({
    ...posting,
    applications: applications.filter((application) => application.job_posting === posting.uid),
  }))
}

/** Applications at once (demo data, benchmarks); one per helper and posting is kept. */
export function insertApplicationRows(
  deps: Pick<AppDeps, 'db'>,
  rows: Parameters<typeof repo.insertApplications>[1],
) {
  return repo.insertApplications(deps.db, rows)
}
