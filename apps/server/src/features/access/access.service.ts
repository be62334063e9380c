import { isAccessActive } from '@hearth/shared/access'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { lockAccessOfUser } from '../accounts/users.service'

/** What the caller's plan allows now. */
export type Access = { isActive: boolean; plan: string | null; endsAt: Date | null }

/**
 * The one access policy: every gate that needs a paid plan (sending chat messages, seeing a
 * helper's contact details, creating a job) asks here. The plan is the account's
 * `access_end_date` and `subscription_type`, which only this feature's fulfilment of a paid
 * checkout (`fulfilment.service.ts`) and plan refresh write. It takes `deps` and is async so
 * that the source can change without touching the callers. A helper never has paid access.
 */
export async function accessOf(deps: AppDeps, actor: Actor): Promise<Access> {
  if (actor.role !== 'employer') return { isActive: false, plan: null, endsAt: null }
  return {
    isActive: isAccessActive(actor.accessEndsAt, deps.clock()),
    plan: actor.plan,
    endsAt: actor.accessEndsAt,
  }
}

/** Refuses with 402 `subscription_required` and `detail` (what the plan is needed for). */
export async function requireActiveAccess(
  deps: AppDeps,
  actor: Actor,
  detail: string,
): Promise<void> {
  if (!(await accessOf(deps, actor)).isActive) throw new AppError('subscription_required', detail)
}

/**
 * The caller's plan as the account holds it now, with the account's access row locked for the
 * caller's transaction: a plan limit checked under it (the weekly plan's one ACTIVE posting)
 * cannot be raced by a second request, nor by a purchase changing the plan meanwhile.
 */
export async function lockedPlanOf(deps: AppDeps, actor: Actor): Promise<string | null> {
  if (actor.role !== 'employer') return null
  const account = await lockAccessOfUser(deps, actor.userUid)
  return account?.subscriptionType ?? null
}
