import { isAccessActive } from '@hearth/shared/access'
import type { Actor } from './actor'
import type { AppDeps } from './deps'
import { AppError } from './errors'

/** What the caller's plan allows now. */
export type Access = { isActive: boolean; plan: string | null; endsAt: Date | null }

/**
 * The one access policy: every gate that needs a paid plan (sending chat messages, seeing a
 * helper's contact details, creating a job) asks here. The plan is the account's
 * `access_end_date` and `subscription_type`, which only the access feature's fulfilment of a
 * paid checkout (`features/access/fulfilment.service.ts`) and plan refresh write; the actor
 * carries them. It lives in lib/ because features on every level ask it, the helper profiles
 * below the access feature among them (docs/decisions/0019-feature-dependencies.md). It takes
 * `deps` and is async so that the source can change without touching the callers. A helper never
 * has paid access.
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
