import { ACCOUNT_DATA_MESSAGES, type DeleteAccountInput } from '@hearth/shared/account-data'
import type { Actor } from '../../lib/actor'
import { AppError, fieldError } from '../../lib/app-error'
import type { AppDeps } from '../../lib/deps'
import { verifyPassword } from '../../lib/passwords'
import { withTransaction } from '../../lib/transaction'
import { setHelperOwnerSuspended } from '../helpers/helpers.service'
import { setPostingsOwnerSuspended } from '../jobs/jobs.service'
import * as repo from './account-data.repository'
import * as reads from './export-reads.repository'

// "Delete my account" (issue 25 item 3; ADR 0029). One transaction does everything that must be
// true at once: the account cannot sign in, its sessions end, its profile and postings leave
// search and their pages, pending applications and open leave requests end, and what only the
// person held is emptied. Its files are then removed and forgotten (`finishDeletion`). A process
// killed before the commit deleted nothing; one killed after it leaves files that the next start
// removes (`finishInterruptedDeletions`): the rows name them until they are gone, and nothing
// serves a deleted person's files meanwhile.

/**
 * `DELETE /account/` `{ password }`: 202. A wrong password is 400 on `password`; an employer
 * with an ACTIVE contract is 409 (they end it or hand it over first).
 */
export async function deleteAccount(
  deps: AppDeps,
  actor: Actor,
  input: DeleteAccountInput,
): Promise<void> {
  const user = await reads.userRow(deps.db, actor.userUid)
  if (!user || user.deletedAt || !(await verifyPassword(input.password, user.passwordHash))) {
    throw fieldError('invalid', 'password', ACCOUNT_DATA_MESSAGES.wrongPassword)
  }
  await withTransaction(deps, async (tx) => {
    const now = tx.clock()
    if (!(await repo.lockLiveUser(tx.db, actor.userUid))) return
    // Checked under the account's lock: a contract activated meanwhile is seen.
    if (
      actor.role === 'employer' &&
      actor.employerProfileUid &&
      (await repo.hasActiveEmployment(tx.db, actor.employerProfileUid))
    ) {
      throw new AppError('conflict', ACCOUNT_DATA_MESSAGES.activeEmployment)
    }
    const sessions = await repo.tombstoneUser(tx.db, actor.userUid, now)
    const helper = await reads.helperProfileOfUser(tx.db, actor.userUid)
    if (helper) {
      await repo.eraseHelperProfile(tx.db, helper.uid, now)
      await setHelperOwnerSuspended(tx, actor.userUid, now)
      await repo.withdrawApplications(tx.db, helper.uid, now)
      await repo.cancelOpenLeave(tx.db, helper.uid, now)
    }
    const employer = await reads.employerProfileOfUser(tx.db, actor.userUid)
    if (employer) {
      await repo.eraseEmployerProfile(tx.db, employer.uid, now)
      await setPostingsOwnerSuspended(tx, employer.uid, now)
      await repo.rejectPendingApplications(tx.db, employer.uid, now)
      await repo.cancelOpenLeave(tx.db, employer.uid, now)
    }
    await repo.deleteDocumentAccessOf(tx.db, actor.userUid)
    tx.realtime.endSessions(sessions)
  })
  deps.moderation.forgetPublicPages()
  await finishDeletion(deps, actor.userUid)
}

/**
 * Removes a deleted account's files (photos, passport, verification documents, exports), then
 * stops naming them. Removing a file already gone is harmless, so it may run again.
 */
export async function finishDeletion(deps: AppDeps, userUid: string): Promise<void> {
  const keys = await repo.filesOfDeletedUser(deps.db, userUid)
  for (const key of keys) await deps.files.remove(key)
  await withTransaction(deps, (tx) => repo.forgetFilesOfDeletedUser(tx.db, userUid))
}

/** At start (and daily): completes deletions a crash cut short. Answers how many it finished. */
export async function finishInterruptedDeletions(deps: AppDeps): Promise<number> {
  const users = await repo.deletedUsersWithFiles(deps.db)
  for (const userUid of users) await finishDeletion(deps, userUid)
  return users.length
}
