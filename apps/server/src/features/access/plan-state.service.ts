import { PLAN_IDS, type PlanId } from '@hearth/shared/plans'
import type { AppDeps } from '../../lib/deps'
import { withTransaction } from '../../lib/transaction'
import { lockAccessOfUser, setPlanOfUser } from '../accounts/users.service'
import { findEmployerProfileOfUser } from '../employers/employers.service'
import { syncEmployerPlan } from '../jobs/jobs.service'
import * as repo from './purchases.repository'

/** The highest plan among purchases still running; null when none is. */
export function highestPlan(plans: readonly string[]): PlanId | null {
  let best: PlanId | null = null
  for (const plan of plans) {
    if (!(PLAN_IDS as readonly string[]).includes(plan)) continue
    if (best === null || PLAN_IDS.indexOf(plan as PlanId) > PLAN_IDS.indexOf(best))
      best = plan as PlanId
  }
  return best
}

/**
 * `subscription_type` = the highest plan among the account's purchases whose stacked access has
 * not run out; written with the access end, and copied onto the employer's postings (0006).
 */
export async function refreshPlanOfUser(deps: AppDeps, userUid: string): Promise<void> {
  await withTransaction(deps, async (tx) => {
    const user = await lockAccessOfUser(tx, userUid)
    if (!user) return
    // An account given access by other means (demo data) keeps its plan: it bought nothing.
    const bought = await repo.findPurchasesOfUser(tx.db, userUid)
    if (bought.length === 0) return
    const now = tx.clock().getTime()
    const running = bought.filter((purchase) => purchase.accessEnd.getTime() > now)
    const plan = highestPlan(running.map((purchase) => purchase.planId))
    await setPlanOfUser(tx, userUid, plan, user.accessEndDate)
    const profile = await findEmployerProfileOfUser(tx, userUid)
    if (profile) await syncEmployerPlan(tx, profile.uid, plan, user.accessEndDate)
  })
}
