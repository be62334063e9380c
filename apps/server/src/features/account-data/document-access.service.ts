import type { DocumentAccessKind, DocumentAccessList } from '@hearth/shared/account-data'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { peopleOfUsers } from '../accounts/users.service'
import * as repo from './account-data.repository'

/** The newest openings shown: the list is a person's to read, not an archive. */
export const DOCUMENT_ACCESS_PAGE = 500

/** Who opened the account's documents, newest first, with the names as they stand now. */
export async function documentAccessEntries(
  deps: AppDeps,
  ownerUserUid: string,
  limit = DOCUMENT_ACCESS_PAGE,
): Promise<DocumentAccessList> {
  const [rows, count] = await Promise.all([
    repo.documentAccessOf(deps.db, ownerUserUid, limit),
    repo.countDocumentAccessOf(deps.db, ownerUserUid),
  ])
  const people = await peopleOfUsers(
    deps,
    rows
      .filter((row) => row.accessorRole !== 'operator' && row.accessorUserUid)
      .map((row) => row.accessorUserUid ?? ''),
  )
  return {
    count,
    results: rows.map((row) => ({
      id: String(row.id),
      accessed_at: row.accessedAt.toISOString(),
      kind: row.kind as DocumentAccessKind,
      document: row.documentLabel,
      accessor: {
        role: row.accessorRole as 'employer' | 'helper' | 'operator',
        // Hearth's staff are not named; a person is named as others see them.
        name:
          row.accessorRole === 'operator'
            ? null
            : (people.get(row.accessorUserUid ?? '')?.name ?? null),
      },
    })),
  }
}

/** `GET /account/document-access/`: the caller's own list. */
export function documentAccessOfCaller(deps: AppDeps, actor: Actor): Promise<DocumentAccessList> {
  return documentAccessEntries(deps, actor.userUid)
}
