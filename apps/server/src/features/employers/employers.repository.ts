import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employerProfiles } from '../../db/schema'

// Owns employer_profiles: no other repository reads or writes it.

export type EmployerProfileRow = typeof employerProfiles.$inferSelect

export async function insertEmployerProfile(
  db: Db,
  uid: string,
  userUid: string,
  referredBy: string | null,
): Promise<void> {
  await db.insert(employerProfiles).values({ uid, userUid, referredBy })
}

/** The uid of a user's employer profile, or undefined while they have none (the actor's look-up). */
export async function findEmployerUidOfUser(db: Db, userUid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uid: employerProfiles.uid })
    .from(employerProfiles)
    .where(eq(employerProfiles.userUid, userUid))
  return row?.uid
}

export async function findEmployerProfileByUser(
  db: Db,
  userUid: string,
): Promise<EmployerProfileRow | undefined> {
  const [profile] = await db
    .select()
    .from(employerProfiles)
    .where(eq(employerProfiles.userUid, userUid))
  return profile
}

/** The profile only when `ownerUid` owns it: anyone else's reads as missing. */
export async function findEmployerProfileForOwner(
  db: Db,
  uid: string,
  ownerUid: string,
): Promise<EmployerProfileRow | undefined> {
  const [profile] = await db
    .select()
    .from(employerProfiles)
    .where(and(eq(employerProfiles.uid, uid), eq(employerProfiles.userUid, ownerUid)))
  return profile
}

export async function findEmployerProfiles(db: Db, uids: string[]): Promise<EmployerProfileRow[]> {
  if (uids.length === 0) return []
  return db.select().from(employerProfiles).where(inArray(employerProfiles.uid, uids))
}

/** Changes the profile only when `ownerUid` owns it; undefined otherwise. */
export async function updateEmployerProfileForOwner(
  db: Db,
  uid: string,
  ownerUid: string,
  changes: Partial<EmployerProfileRow>,
): Promise<EmployerProfileRow | undefined> {
  const [row] = await db
    .update(employerProfiles)
    .set(changes)
    .where(and(eq(employerProfiles.uid, uid), eq(employerProfiles.userUid, ownerUid)))
    .returning()
  return row
}

/** The owners of profiles that gave `code` as their referrer (the referral programme). */
export function findEmployerProfilesReferredBy(db: Db, code: string) {
  return db
    .select({ userUid: employerProfiles.userUid, name: employerProfiles.contactPersonName })
    .from(employerProfiles)
    .where(eq(employerProfiles.referredBy, code))
}

/** Sets the referrer only while none is set; answers the referrer the row holds afterwards. */
export async function setEmployerReferrerOnce(db: Db, uid: string, code: string) {
  const [row] = await db
    .update(employerProfiles)
    .set({ referredBy: code })
    .where(and(eq(employerProfiles.uid, uid), isNull(employerProfiles.referredBy)))
    .returning({ referredBy: employerProfiles.referredBy })
  if (row) return row.referredBy
  const [current] = await db
    .select({ referredBy: employerProfiles.referredBy })
    .from(employerProfiles)
    .where(eq(employerProfiles.uid, uid))
  return current?.referredBy
}

/** The profiles of these users (one each at most). */
export async function findEmployerProfilesOfUsers(
  db: Db,
  userUids: string[],
): Promise<EmployerProfileRow[]> {
  if (userUids.length === 0) return []
  return db.select().from(employerProfiles).where(inArray(employerProfiles.userUid, userUids))
}

/** Sets or clears the employer's verification badge (issue 24). */
export async function setEmployerBadge(db: Db, userUid: string, at: Date | null) {
  await db
    .update(employerProfiles)
    .set({ verifiedAt: at })
    .where(eq(employerProfiles.userUid, userUid))
}
