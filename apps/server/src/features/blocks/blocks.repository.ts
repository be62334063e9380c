import { and, desc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userBlocks } from '../../db/schema'

// Owns user_blocks (issue 23).

const b = userBlocks

/** Blocks `blocked` for `blocker`; false when it was already blocked. */
export async function insertBlock(
  db: Db,
  blocker: string,
  blocked: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(b)
    .values({ blockerUserUid: blocker, blockedUserUid: blocked, createdAt: now })
    .onConflictDoNothing()
    .returning({ blocked: b.blockedUserUid })
  return rows.length > 0
}

export async function deleteBlock(db: Db, blocker: string, blocked: string): Promise<boolean> {
  const rows = await db
    .delete(b)
    .where(and(eq(b.blockerUserUid, blocker), eq(b.blockedUserUid, blocked)))
    .returning({ blocked: b.blockedUserUid })
  return rows.length > 0
}

export function blocksBy(db: Db, blocker: string) {
  return db
    .select()
    .from(b)
    .where(eq(b.blockerUserUid, blocker))
    .orderBy(desc(b.createdAt))
    .limit(1000)
}

/** Of `others`, those `blocker` blocked. */
export async function blockedAmong(db: Db, blocker: string, others: string[]): Promise<string[]> {
  if (others.length === 0) return []
  const rows = await db
    .select({ uid: b.blockedUserUid })
    .from(b)
    .where(and(eq(b.blockerUserUid, blocker), inArray(b.blockedUserUid, others)))
  return rows.map((row) => row.uid)
}

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Db, one: string, other: string): Promise<boolean> {
  const rows = await db
    .select({ uid: b.blockerUserUid })
    .from(b)
    .where(
      or(
        and(eq(b.blockerUserUid, one), eq(b.blockedUserUid, other)),
        and(eq(b.blockerUserUid, other), eq(b.blockedUserUid, one)),
      ),
    )
    .limit(1)
  return rows.length > 0
}
