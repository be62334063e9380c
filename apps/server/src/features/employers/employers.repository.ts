import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employerProfiles } from '../../db/schema'

export type EmployerProfileRow = typeof employerProfiles.$inferSelect

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

export async function findEmployerProfile(
  db: Db,
  uid: string,
): Promise<EmployerProfileRow | undefined> {
  const [profile] = await db.select().from(employerProfiles).where(eq(employerProfiles.uid, uid))
  return profile
}

export async function updateEmployerProfile(
  db: Db,
  uid: string,
  changes: Partial<EmployerProfileRow>,
) {
  const [row] = await db
    .update(employerProfiles)
    .set(changes)
    .where(eq(employerProfiles.uid, uid))
    .returning()
  return row!
}
