import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authSessions, emailTokens, refreshTokens, users } from '../../db/schema'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose']

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

export async function findUserByUid(db: Db, uid: string) {
  const [user] = await db.select().from(users).where(eq(users.uid, uid))
  return user
}

export async function findEmails(db: Db, uids: string[]) {
  if (uids.length === 0) return []
  return db
    .select({ uid: users.uid, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.uid, uids))
}

export async function insertUser(db: Db, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning()
  return row!
}

export async function signupReferralCode(db: Db, uid: string): Promise<string | null> {
  const [row] = await db
    .select({ code: users.signupReferralCode })
    .from(users)
    .where(eq(users.uid, uid))
  return row?.code ?? null
}

export async function referralCodeExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ uid: users.uid }).from(users).where(eq(users.referralCode, code))
  return row !== undefined
}

export async function updateUser(db: Db, uid: string, changes: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.uid, uid))
    .returning()
  return row
}

/** The user of a session that is neither revoked nor expired, or undefined. */
export async function findUserOfLiveSession(
  db: Db,
  sessionId: string,
  userUid: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.uid, authSessions.userUid))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userUid, userUid),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
  return row?.user
}

export async function insertSession(
  db: Db,
  session: { id: string; userUid: string; rememberMe: boolean; expiresAt: Date; createdAt: Date },
) {
  await db.insert(authSessions).values(session)
}

export async function insertRefreshToken(
  db: Db,
  token: { tokenHash: string; sessionId: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(refreshTokens).values(token)
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
  return row
}

/** Marks the token rotated; false when another request already used it (a reuse). */
export async function claimRefreshToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash })
  return rows.length === 1
}

export async function extendSession(db: Db, id: string, expiresAt: Date) {
  await db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, id))
}

export async function revokeSession(db: Db, id: string, now: Date) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)))
}

/** Revokes every open session of the user; answers their ids. */
export async function revokeAllSessions(db: Db, userUid: string, now: Date): Promise<string[]> {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userUid, userUid), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id })
  return revoked.map((row) => row.id)
}

export async function insertEmailToken(
  db: Db,
  token: {
    tokenHash: string
    userUid: string
    purpose: EmailTokenPurpose
    expiresAt: Date
    createdAt: Date
  },
) {
  await db.insert(emailTokens).values(token)
}

/** Uses a key once: answers the owner's uid, or undefined for an unknown, used or expired key. */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
  userUid?: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
        userUid === undefined ? undefined : eq(emailTokens.userUid, userUid),
      ),
    )
    .returning({ userUid: emailTokens.userUid })
  return row?.userUid
}

export async function invalidateEmailTokens(
  db: Db,
  userUid: string,
  purpose: EmailTokenPurpose,
  now: Date,
) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userUid, userUid),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    )
}

/**
 * The account's plan and access end, its row locked until the transaction ends, so purchases of
 * one account are applied one after another (each stacks on the end the previous one wrote).
 */
export async function lockUserAccess(db: Db, uid: string) {
  const [row] = await db
    .select({
      uid: users.uid,
      userType: users.userType,
      accessEndDate: users.accessEndDate,
      subscriptionType: users.subscriptionType,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.uid, uid))
    .for('update')
  return row
}

/** The account that owns a referral code, or undefined. */
export async function findUserByReferralCode(db: Db, code: string) {
  const [row] = await db
    .select({ uid: users.uid, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.referralCode, code))
  return row
}

export async function findRegistrations(db: Db, uids: string[]) {
  if (uids.length === 0) return []
  return db
    .select({ uid: users.uid, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.uid, uids))
}

/**
 * Suspends (`{ at, reason }`) or restores (null) an account, only when that changes something:
 * true when it did, so two operators acting at once change it once.
 */
export async function setSuspension(
  db: Db,
  uid: string,
  suspension: { at: Date; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(
      suspension
        ? { suspendedAt: suspension.at, suspensionReason: suspension.reason }
        : { suspendedAt: null, suspensionReason: null },
    )
    .where(
      and(
        eq(users.uid, uid),
        suspension ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt),
        // A deleted account stays suspended for good (issue 25): nobody can restore it.
        isNull(users.deletedAt),
      ),
    )
    .returning({ uid: users.uid })
  return rows.length > 0
}

/** Suspended accounts, most recently suspended first (deleted ones are not suspensions). */
export function findSuspendedUsers(db: Db) {
  return db
    .select()
    .from(users)
    .where(and(isNotNull(users.suspendedAt), isNull(users.deletedAt)))
    .orderBy(desc(users.suspendedAt))
    .limit(500)
}

export async function findUsers(db: Db, uids: string[]) {
  if (uids.length === 0) return []
  return db.select().from(users).where(inArray(users.uid, uids))
}
