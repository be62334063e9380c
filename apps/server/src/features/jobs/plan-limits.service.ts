import { tk } from '@hearth/shared/i18n-keys'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { lockedPlanOf } from '../accounts/users.service'
import { countApplicationsOf } from './applications.repository'
import { planRankOf, type PostingRow } from './jobs.mapping'
import * as repo from './jobs.repository'

/** docs/spec/marketplace.md §9: the weekly plan has "one job post, up to 20 applications". */
export const WEEKLY_ACTIVE_POSTINGS = 1
export const WEEKLY_APPLICATIONS_PER_POSTING = 20

const WEEKLY_RANK = planRankOf('weekly')

/**
 * Refuses (409) to make a posting ACTIVE while another of the employer's postings is, when their
 * plan is weekly. Call it inside the transaction that writes the posting: it locks the
 * employer's account row first, so of two concurrent activations the second waits and then sees
 * the first. `exceptUid`: the posting being activated (it does not count against itself).
 */
export async function assertRoomForActivePosting(
  deps: AppDeps,
  actor: Actor,
  employerProfileUid: string,
  exceptUid: string | null,
): Promise<void> {
  if ((await lockedPlanOf(deps, actor)) !== 'weekly') return
  const active = await repo.countActivePostingsOfEmployer(
    deps.db,
    employerProfileUid,
    deps.clock(),
    exceptUid,
  )
  if (active >= WEEKLY_ACTIVE_POSTINGS) {
    throw new AppError(
      'conflict',
      tk(
        'The weekly plan allows one active job posting at a time. Pause, fill or close your active posting first, or choose a monthly or premium plan.',
      ),
    )
  }
}

/**
 * After an application to `posting` was stored in the caller's transaction, with the posting row
 * locked before (`lockPosting`), so concurrent applications count one after the other: refuses
 * (409) the 21st to a weekly employer's posting. Withdrawn applications keep their place (a
 * withdrawn application cannot be sent again), so they count too.
 */
export async function assertRoomForApplication(deps: AppDeps, posting: PostingRow): Promise<void> {
  if (posting.planRank !== WEEKLY_RANK) return
  if ((await countApplicationsOf(deps.db, posting.uid)) > WEEKLY_APPLICATIONS_PER_POSTING) {
    throw new AppError(
      'conflict',
      tk(
        'This job has received the most applications its employer’s plan allows (20). Please look at other jobs.',
      ),
    )
  }
}
