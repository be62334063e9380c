import type { Moderation } from '@hearth/shared/moderation'

// Hidden records and suspended owners (issue 23), as the features that own a profile or posting
// read them off their own rows (`hidden_at`, `hidden_reason`, `owner_suspended_at`).

/** The owner's view of a hidden record (profile or posting): Hearth's note, or null. */
export function moderationOf(row: {
  hiddenAt: Date | null
  hiddenReason: string | null
}): Moderation {
  return row.hiddenAt
    ? { hidden: true, reason: row.hiddenReason ?? '', hidden_at: row.hiddenAt.toISOString() }
    : null
}

/** Withheld from everyone but its owner: hidden by an operator, or its owner suspended. */
export function isWithheld(row: { hiddenAt: Date | null; ownerSuspendedAt: Date | null }): boolean {
  return row.hiddenAt !== null || row.ownerSuspendedAt !== null
}

/** A verification badge as profiles and postings carry it (issue 24). */
export function badgeOf(row: { verifiedAt: Date | null }): {
  verified: boolean
  verified_at: string | null
} {
  return { verified: row.verifiedAt !== null, verified_at: row.verifiedAt?.toISOString() ?? null }
}
