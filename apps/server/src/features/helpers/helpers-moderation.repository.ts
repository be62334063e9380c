import { and, eq, isNotNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { helperProfiles } from '../../db/schema'
import type { HelperRow } from './helpers.presenter'
import { syncSearchRow } from './helpers.repository'

// The columns of helper_profiles that Hearth sets rather than the helper: hidden by an operator
// or withheld with a suspended owner (issue 23), and the verification badge (issue 24). Each
// change brings the search row in line in the same transaction.

/**
 * Sets the moderation columns of the profiles matched by `where` (an operator hid one, or its
 * owner's account was suspended or restored) and brings their search rows in line, at once.
 */
export async function setModeration(
  db: Db,
  where: { uid: string } | { userUid: string },
  changes: Partial<
    Pick<
      HelperRow,
      'hiddenAt' | 'hiddenReason' | 'ownerSuspendedAt' | 'verifiedAt' | 'verifiedUntil'
    >
  >,
): Promise<HelperRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(helperProfiles)
      .set(changes)
      .where(
        'uid' in where
          ? eq(helperProfiles.uid, where.uid)
          : eq(helperProfiles.userUid, where.userUid),
      )
      .returning()
    for (const row of rows) await syncSearchRow(tx, row)
    return rows
  })
}

/** The profiles whose badge ends before `today` (the visa's expiry passed). */
export function badgesEndingBefore(db: Db, today: string) {
  return db
    .select({ uid: helperProfiles.uid, userUid: helperProfiles.userUid })
    .from(helperProfiles)
    .where(and(isNotNull(helperProfiles.verifiedAt), lt(helperProfiles.verifiedUntil, today)))
}
