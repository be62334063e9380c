import { BLOCKED, type Block, type BlockList } from '@hearth/shared/safety'
import { tk } from '@hearth/shared/i18n-keys'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { peopleOfUsers } from '../accounts/users.service'
import * as repo from './blocks.repository'

// Blocks (issue 23): while either of two people has blocked the other, no message goes either
// way; the blocker's conversation list leaves the conversation out. The blocked person learns
// nothing but "You can't message this user" when they try.

const userNotFound = () => new AppError('not_found', tk('User not found.'))

/** `POST /blocks/`: 201 with the block, 200 when it was already in place. */
export async function blockUser(
  deps: AppDeps,
  actor: Actor,
  userId: string,
): Promise<{ created: boolean; block: Block }> {
  if (userId === actor.userUid) {
    throw new AppError('invalid', tk('You cannot block yourself.'), {
      fields: { user_id: [tk('You cannot block yourself.')] },
    })
  }
  const person = (await peopleOfUsers(deps, [userId])).get(userId)
  if (!person) throw userNotFound()
  const now = deps.clock()
  const created = await repo.insertBlock(deps.db, actor.userUid, userId, now)
  const [row] = created
    ? [{ createdAt: now }]
    : (await repo.blocksBy(deps.db, actor.userUid)).filter((b) => b.blockedUserUid === userId)
  return {
    created,
    block: {
      user_id: userId,
      name: person.name,
      created_at: (row?.createdAt ?? now).toISOString(),
    },
  }
}

/** `DELETE /blocks/{user_id}/`: 204; 404 when the caller had not blocked them. */
export async function unblockUser(deps: AppDeps, actor: Actor, userId: string): Promise<void> {
  if (!(await repo.deleteBlock(deps.db, actor.userUid, userId))) throw userNotFound()
}

/** `GET /blocks/`: whom the caller blocked, newest first. */
export async function listBlocks(deps: AppDeps, actor: Actor): Promise<BlockList> {
  const rows = await repo.blocksBy(deps.db, actor.userUid)
  const people = await peopleOfUsers(
    deps,
    rows.map((row) => row.blockedUserUid),
  )
  return {
    results: rows.map((row) => ({
      user_id: row.blockedUserUid,
      name: people.get(row.blockedUserUid)?.name ?? '',
      created_at: row.createdAt.toISOString(),
    })),
  }
}

/** Of `others`, the users `userUid` has blocked (chat leaves their conversations out). */
export async function blockedBy(
  deps: AppDeps,
  userUid: string,
  others: string[],
): Promise<Set<string>> {
  return new Set(await repo.blockedAmong(deps.db, userUid, [...new Set(others)]))
}

/** Refuses a message between two people when either blocked the other (403 `blocked`). */
export async function assertNotBlocked(deps: AppDeps, sender: string, receiver: string) {
  if (await repo.blockedEitherWay(deps.db, sender, receiver)) {
    throw new AppError('blocked', BLOCKED)
  }
}
