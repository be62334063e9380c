import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { checkoutSessions, paymentEvents, purchases } from '../../db/schema'

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
export type PurchaseRow = typeof purchases.$inferSelect

export async function insertCheckoutSession(db: Db, row: typeof checkoutSessions.$inferInsert) {
  await db.insert(checkoutSessions).values(row)
}

export async function findCheckoutSession(db: Db, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
  return row
}

/** The session when `userUid` started it; another user's session is missing (404). */
export async function findCheckoutSessionForOwner(db: Db, id: string, userUid: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userUid, userUid)))
  return row
}

/**
 * Marks the session fulfilled, once: answers the row for the one caller that did it and
 * undefined for every other. Concurrent callers wait on the row lock, then find it taken.
 */
export async function claimCheckoutSession(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(checkoutSessions)
    .set({ fulfilledAt: now })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.fulfilledAt)))
    .returning()
  return row
}

/** Records a Stripe event id; false when it was handled before (a replay). */
export async function recordPaymentEvent(db: Db, event: typeof paymentEvents.$inferInsert) {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId })
  return rows.length === 1
}

export async function insertPurchase(db: Db, row: typeof purchases.$inferInsert) {
  await db.insert(purchases).values(row)
}

export async function findPurchaseOfSession(db: Db, sessionId: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.sessionId, sessionId))
  return row
}

/** The user's purchases whose period has not ended at `now`. */
export function findRunningPurchases(db: Db, userUid: string, now: Date) {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userUid, userUid), gt(purchases.accessEnd, now)))
}

export function findPurchasesOfUser(db: Db, userUid: string) {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.userUid, userUid))
    .orderBy(desc(purchases.paidAt), desc(purchases.accessEnd))
}

/** The purchase when `userUid` made it; another user's purchase is missing (404). */
export async function findPurchaseForOwner(db: Db, sessionId: string, userUid: string) {
  const [row] = await db
    .select({ purchase: purchases, mode: checkoutSessions.mode })
    .from(purchases)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, purchases.sessionId))
    .where(and(eq(purchases.sessionId, sessionId), eq(purchases.userUid, userUid)))
  return row
}
