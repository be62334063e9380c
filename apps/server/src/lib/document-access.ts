import { sql } from 'drizzle-orm'
import type { DocumentAccessKind } from '@hearth/shared/account-data'
import type { Db } from '../db/client'
import type { Actor } from './actor'

/** Whose document it is: an account, or the account behind an employer or helper profile. */
export type DocumentOwner =
  { userUid: string } | { employerProfileUid: string } | { helperProfileUid: string }

function ownerUserUid(owner: DocumentOwner) {
  if ('userUid' in owner) return sql`${owner.userUid}`
  if ('employerProfileUid' in owner) {
    return sql`(select user_uid from employer_profiles where uid = ${owner.employerProfileUid})`
  }
  return sql`(select user_uid from helper_profiles where uid = ${owner.helperProfileUid})`
}

/**
 * Records that `accessor` opened a document of `owner` (issue 25 item 2; ADR 0029), unless they
 * are its owner. Below every feature, so each feature that serves a document can call it; the
 * owner's account is found by one sub-select, and the names are read when the list is shown.
 */
export async function logDocumentAccess(
  db: Db,
  entry: {
    owner: DocumentOwner
    accessor: Actor
    kind: DocumentAccessKind
    ref: string
    label: string | null
  },
): Promise<void> {
  const { accessor } = entry
  const role = accessor.isOperator && entry.kind === 'verification' ? 'operator' : accessor.role
  await db.execute(sql`
    insert into document_access_log
      (owner_user_uid, accessor_user_uid, accessor_role, kind, document_ref, document_label)
    select owner.uid, ${accessor.userUid}, ${role}, ${entry.kind}, ${entry.ref}, ${entry.label}
    from (select ${ownerUserUid(entry.owner)} as uid) owner
    where owner.uid is not null and owner.uid <> ${accessor.userUid}`)
}

/** The kind under which an employment document's opening is listed. */
export function accessKindOfDocumentType(type: string): DocumentAccessKind {
  return type === 'passport' || type === 'visa' ? type : 'employment'
}
