import { tk } from '@hearth/shared/i18n-keys'
import { PLANS } from '@hearth/shared/plans'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { withTransaction } from '../../lib/transaction'
import { lockAccessOfUser, setPlanOfUser } from '../accounts/users.service'
import { findEmployerProfileOfUser } from '../employers/employers.service'
import { syncEmployerPlan } from '../jobs/jobs.service'
import { rewardReferrerOfPayment } from '../referrals/referral-rewards.service'
import { scheduleAccessReminders } from './access-reminders.task'
import { highestPlan } from './plan-state.service'
import * as repo from './purchases.repository'

const DAY_MS = 86_400_000

/** What a payment provider says was paid for a session (amounts in cents). */
export type PaidSession = {
  sessionId: string
  amountCents: number | null
  currency: string | null
  /** The Stripe event that reported it; a replayed event id changes nothing. */
  event?: { id: string; type: string }
}

/**
 * Grants the plan of a paid session, exactly once whichever way the news arrives (webhook, test
 * checkout, the owner's return): `access_end_date = max(now, current end) + plan days`, all in
 * one transaction. A session that is unknown or whose amount or currency differ from what was
 * asked is refused (400) and nothing changes. Answers whether this call granted the access.
 */
export async function fulfilCheckoutSession(deps: AppDeps, paid: PaidSession): Promise<boolean> {
  return withTransaction(deps, async (tx) => {
    const now = tx.clock()
    const session = await repo.findCheckoutSession(tx.db, paid.sessionId)
    if (!session) throw new AppError('invalid', tk('Unknown checkout session.'))
    if (
      paid.amountCents !== session.amountCents ||
      paid.currency?.toLowerCase() !== session.currency
    ) {
      throw new AppError('invalid', tk('The payment does not match the checkout session.'))
    }
    if (paid.event) {
      const isNew = await repo.recordPaymentEvent(tx.db, {
        eventId: paid.event.id,
        type: paid.event.type,
        sessionId: session.id,
        receivedAt: now,
      })
      if (!isNew) return false
    }
    // Concurrent fulfilments of one session queue on this row; only the first finds it open.
    const claimed = await repo.claimCheckoutSession(tx.db, session.id, now)
    if (!claimed) return false
    const user = await lockAccessOfUser(tx, session.userUid)
    if (!user) throw new AppError('invalid', tk('Unknown checkout session.'))
    const plan = PLANS[session.planId]
    const current = user.accessEndDate?.getTime() ?? 0
    const start = new Date(Math.max(now.getTime(), current))
    const end = new Date(start.getTime() + plan.intervalDays * DAY_MS)
    await repo.insertPurchase(tx.db, {
      sessionId: session.id,
      userUid: session.userUid,
      planId: session.planId,
      amountCents: session.amountCents,
      currency: session.currency,
      paidAt: now,
      accessStart: start,
      accessEnd: end,
    })
    const running = await repo.findRunningPurchases(tx.db, session.userUid, now)
    const best = highestPlan(running.map((purchase) => purchase.planId))
    await setPlanOfUser(tx, session.userUid, best, end)
    const profile = await findEmployerProfileOfUser(tx, session.userUid)
    if (profile) await syncEmployerPlan(tx, profile.uid, best, end)
    await scheduleAccessReminders(tx, session.userUid, end)
    await rewardReferrerOfPayment(tx, session.userUid, now)
    return true
  })
}
