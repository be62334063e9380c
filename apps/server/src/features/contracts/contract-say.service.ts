import { formatHongKongDate } from '@hearth/shared/format-date'
import {
  CONTRACT_SAY_MESSAGES as MESSAGES,
  type ContractDeclineInput,
} from '@hearth/shared/employment-contract-say'
import type { Contract } from '@hearth/shared/employments'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { Actor } from '../../lib/actor'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { composeMail } from '../../lib/mail-compose'
import { withTransaction } from '../../lib/transaction'
import { queueMail } from '../../tasks/mail.task'
import { mailContactsOfUsers } from '../accounts/users.service'
import { findEmployerProfiles } from '../employers/employers.service'
import { helperDisplayName } from '../chat/chat.presenter'
import { findHelperProfile } from '../helpers/helpers.service'
import * as repo from './employments.repository'
import type { ContractRow } from './employments.repository'
import { presentContract } from './employments.presenter'
import { partyOf } from './employments.service'

// The helper's say on a contract an employer created with her e-mail (issue 22 item 5): she
// confirms it is hers, or declines it with a reason (PENDING or ACTIVE, until she confirmed).
// A declined contract is CANCELLED, so it no longer holds her one ACTIVE place, and its
// employer is told. Only she can do either: anyone else 404, its employer 403.

const contractNotFound = () => new AppError('not_found', tk('Contract not found.'))
const OPEN_STATUSES = new Set(['PENDING', 'ACTIVE'])

/** The contract locked for the caller's transaction, when the caller is its helper. */
async function helpersContract(deps: AppDeps, actor: Actor, uid: string): Promise<ContractRow> {
  const party = partyOf(actor)
  const row = party ? await repo.findContractForParty(deps.db, uid, party, true) : undefined
  if (!row) throw contractNotFound()
  if (actor.role !== 'helper') throw new AppError('permission_denied', MESSAGES.onlyHelper)
  return row
}

/** `POST /employments/contracts/{uid}/confirm/`: she confirms it; again is the same answer. */
export async function confirmContract(deps: AppDeps, actor: Actor, uid: string): Promise<Contract> {
  const now = deps.clock()
  const row = await withTransaction(deps, async (tx) => {
    const current = await helpersContract(tx, actor, uid)
    if (current.helperConfirmedAt) return current
    if (current.helperDeclinedAt) throw new AppError('conflict', MESSAGES.declinedCannotConfirm)
    if (!OPEN_STATUSES.has(current.status)) {
      throw new AppError('conflict', MESSAGES.finalCannotChange)
    }
    const updated = await repo.updateContract(tx.db, uid, { helperConfirmedAt: now })
    return updated ?? current
  })
  return presentContract(row)
}

/**
 * `POST /employments/contracts/{uid}/decline/`: the contract becomes CANCELLED on today's date
 * with her reason, and its employer gets an e-mail in their language.
 */
export async function declineContract(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  input: ContractDeclineInput,
): Promise<Contract> {
  const now = deps.clock()
  let task: QueuedTask | undefined
  const row = await withTransaction(deps, async (tx) => {
    const current = await helpersContract(tx, actor, uid)
    if (current.helperConfirmedAt) {
      throw new AppError('conflict', MESSAGES.confirmedCannotDecline)
    }
    if (!OPEN_STATUSES.has(current.status)) {
      throw new AppError('conflict', MESSAGES.finalCannotChange)
    }
    const updated = await repo.updateContract(tx.db, uid, {
      status: 'CANCELLED',
      terminationDate: hongKongToday(now),
      terminationReason: input.reason,
      helperDeclinedAt: now,
      helperDeclineReason: input.reason,
      updatedAt: now,
    })
    if (!updated) throw contractNotFound()
    task = await mailEmployerOfDecline(tx, updated)
    return updated
  })
  await deps.tasks.runNow([task])
  return presentContract(row)
}

/** The employer's e-mail: who declined which contract, and why. */
async function mailEmployerOfDecline(
  deps: AppDeps,
  row: ContractRow,
): Promise<QueuedTask | undefined> {
  const [[employer], helper] = await Promise.all([
    findEmployerProfiles(deps, [row.employerProfileUid]),
    findHelperProfile(deps, row.helperProfileUid),
  ])
  if (!employer) return undefined
  const contact = (await mailContactsOfUsers(deps, [employer.userUid])).get(employer.userUid)
  if (!contact) return undefined
  const language: Language = contact.language
  const values = {
    name: (helper && helperDisplayName(helper)) || translate(tk('The helper'), language),
    job_title: row.jobTitle,
    date: formatHongKongDate(row.startDate, language) ?? row.startDate,
    reason: row.helperDeclineReason ?? '',
  }
  const lines = [
    translate(
      tk('{{name}} declined the contract “{{job_title}}” starting {{date}}. It is now cancelled.'),
      language,
      values,
    ),
    translate(tk('Her reason: {{reason}}'), language, values),
    translate(tk('See the contracts of this employment on Hearth:'), language),
  ]
  return queueMail(
    deps,
    composeMail(
      contact.email,
      translate(tk('{{name}} declined a contract'), language, values),
      lines,
      `${deps.config.appUrl}/employment-management/${encodeURIComponent(row.employmentUid)}/contracts`,
    ),
  )
}
