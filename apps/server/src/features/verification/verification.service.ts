import {
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_WRONG_TYPE,
} from '@hearth/shared/documents'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import {
  OPERATOR_PAGE_SIZE,
  type DecideVerificationInputSchema,
  type OperatorVerification,
  type OperatorVerificationPage,
} from '@hearth/shared/operator'
import type {
  MyVerifications,
  Verification,
  VerificationRequestInput,
  VerificationStatus,
} from '@hearth/shared/verification'
import type { z } from 'zod'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { logDocumentAccess } from '../../lib/document-access'
import { AppError, type FieldErrors } from '../../lib/errors'
import { newUid } from '../../lib/tokens'
import { detectFileType } from '../../lib/uploads'
import { withTransaction } from '../../lib/transaction'
import { peopleOfUsers } from '../accounts/users.service'
import { setEmployerBadge } from '../employers/employers.service'
import { badgesEndingBefore, findHelperForUser, setHelperBadge } from '../helpers/helpers.service'
import * as repo from './verification.repository'
import type { VerificationRow } from './verification.repository'

// Verification badges (issue 24): a helper's identity and visa, an employer's identity and
// address. The person sends a document; an operator checks it and decides; the badge shows on
// profiles, postings and chat until the visa expires, the name changes or an operator revokes it.
// Documents go to the operators only: never to the other party, nor back to their owner.

const FOLDER = 'verifications'

function fieldError(
  code: 'invalid' | 'payload_too_large' | 'unsupported_media_type',
  field: string,
  message: string,
) {
  const fields: FieldErrors = { [field]: [message] }
  return new AppError(code, message, { fields })
}

export function presentVerification(row: VerificationRow): Verification {
  return {
    id: row.uid,
    kind: row.kind as Verification['kind'],
    status: row.status as VerificationStatus,
    full_name: row.fullName,
    expires_on: row.confirmedExpiresOn ?? row.expiresOn,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    note: row.note,
  }
}

/**
 * `POST /verifications/`: a helper asks for `helper_identity` (her visa or e-Visa page, or her
 * passport's data page while abroad, and the visa's expiry), an employer for
 * `employer_identity` (a proof of address in their name). One pending request at a time (409).
 */
export async function requestVerification(
  deps: AppDeps,
  actor: Actor,
  input: VerificationRequestInput,
  file: Buffer | undefined,
): Promise<Verification> {
  const today = hongKongToday(deps.clock())
  if (input.kind === 'helper_identity') {
    if (actor.role !== 'helper' || !actor.helperProfileUid) {
      throw new AppError(
        'permission_denied',
        tk('Only a helper with a profile can ask for a helper’s verification.'),
      )
    }
    if (!input.expires_on) {
      throw fieldError('invalid', 'expires_on', tk('Enter the date your visa expires.'))
    }
    if (input.expires_on < today) {
      throw fieldError('invalid', 'expires_on', tk('This visa has expired: send your current one.'))
    }
  } else if (actor.role !== 'employer') {
    throw new AppError(
      'permission_denied',
      tk('Only an employer can ask for an employer’s verification.'),
    )
  }
  if (!file) throw fieldError('invalid', 'document', DOCUMENT_FILE_REQUIRED)
  if (file.length > DOCUMENT_MAX_BYTES)
    throw fieldError('payload_too_large', 'document', DOCUMENT_TOO_LARGE)
  const type = detectFileType(file)
  if (!type || type.mime === 'image/webp')
    throw fieldError('unsupported_media_type', 'document', DOCUMENT_WRONG_TYPE)
  const key = await deps.files.put(FOLDER, type.extension, file)
  const row = await repo
    .insertRequest(deps.db, {
      uid: newUid(),
      userUid: actor.userUid,
      kind: input.kind,
      fullName: input.full_name,
      expiresOn: input.kind === 'helper_identity' ? (input.expires_on ?? null) : null,
      documentKey: key,
      documentType: type.mime,
      createdAt: deps.clock(),
    })
    .catch(async (error: unknown) => {
      await deps.files.remove(key).catch(() => undefined)
      throw error
    })
  if (!row) {
    await deps.files.remove(key).catch(() => undefined)
    throw new AppError(
      'conflict',
      tk('You already have a request waiting for Hearth’s check. You will hear from us soon.'),
    )
  }
  return presentVerification(row)
}

/** `GET /verifications/mine/`: the caller's requests, newest first. */
export async function myVerifications(deps: AppDeps, actor: Actor): Promise<MyVerifications> {
  const rows = await repo.requestsOf(deps.db, actor.userUid)
  return { results: rows.map(presentVerification) }
}

// ---- Operators (their routes are the safety feature's, which audits every action) ----

async function presentForOperator(
  deps: AppDeps,
  rows: VerificationRow[],
): Promise<OperatorVerification[]> {
  const people = await peopleOfUsers(deps, [
    ...rows.map((row) => row.userUid),
    ...rows.flatMap((row) => (row.decidedByUserUid ? [row.decidedByUserUid] : [])),
  ])
  const helpers = await Promise.all(
    rows.map((row) =>
      row.kind === 'helper_identity' ? findHelperForUser(deps, row.userUid) : undefined,
    ),
  )
  return rows.flatMap((row, index) => {
    const person = people.get(row.userUid)
    if (!person) return []
    const helper = helpers[index]
    return [
      {
        ...presentVerification(row),
        person: {
          id: person.id,
          email: person.email,
          name: person.name,
          user_type: person.userType,
          suspended: person.suspendedAt !== null,
        },
        profile_path: helper ? `/helper/${encodeURIComponent(helper.uid)}` : null,
        profile_name: person.name,
        document_type: row.documentType,
        decided_by: row.decidedByUserUid ? (people.get(row.decidedByUserUid)?.email ?? null) : null,
        confirmed_expires_on: row.confirmedExpiresOn,
        document_checked: row.documentChecked,
      },
    ]
  })
}

/** `GET /operator/verifications/`: oldest first, with the typed details. */
export async function listRequests(
  deps: AppDeps,
  status: VerificationStatus,
  page: number,
): Promise<OperatorVerificationPage> {
  const { total, rows } = await repo.pageOfRequests(deps.db, status, {
    limit: OPERATOR_PAGE_SIZE,
    offset: (page - 1) * OPERATOR_PAGE_SIZE,
  })
  return {
    count: total,
    page,
    page_size: OPERATOR_PAGE_SIZE,
    results: await presentForOperator(deps, rows),
  }
}

const requestNotFound = () => new AppError('not_found', tk('Not found.'))

export async function getRequest(deps: AppDeps, uid: string): Promise<OperatorVerification> {
  const row = await repo.findRequest(deps.db, uid)
  if (!row) throw requestNotFound()
  const [view] = await presentForOperator(deps, [row])
  if (!view) throw requestNotFound()
  return view
}

/**
 * The stored document of a request, for an operator: the route audits the opening, and the
 * owner sees it under "Who opened my documents". Gone (404) once erased (issue 25).
 */
export async function readDocument(deps: AppDeps, operator: Actor, uid: string) {
  const row = await repo.findRequest(deps.db, uid)
  const file = row?.documentKey ? await deps.files.read(row.documentKey) : undefined
  if (!row || !file) throw requestNotFound()
  await logDocumentAccess(deps.db, {
    owner: { userUid: row.userUid },
    accessor: operator,
    kind: 'verification',
    ref: row.uid,
    label: null,
  })
  return { ...file, type: row.documentType, row }
}

/** Ends the account's badge (helper or employer) and marks its approved request. */
async function endBadge(
  deps: AppDeps,
  userUid: string,
  change: { status: 'expired' | 'revoked'; reason: string; note?: string | null },
): Promise<boolean> {
  const ended = await repo.endApproved(deps.db, userUid, { ...change, at: deps.clock() })
  await setHelperBadge(deps, userUid, null)
  await setEmployerBadge(deps, userUid, null)
  return ended.length > 0
}

/**
 * `POST /operator/verifications/{id}/decide/`: approve (the badge starts; a helper's ends after
 * the expiry the operator read on the document) or reject with a reason. A request no longer
 * pending is a 409: two operators deciding at once decide once.
 */
export async function decideRequest(
  deps: AppDeps,
  operator: Actor,
  uid: string,
  input: z.output<typeof DecideVerificationInputSchema>,
): Promise<VerificationRow> {
  const row = await repo.findRequest(deps.db, uid)
  if (!row) throw requestNotFound()
  const now = deps.clock()
  const today = hongKongToday(now)
  return withTransaction(deps, async (tx) => {
    if (input.decision === 'reject') {
      const rejected = await repo.transition(tx.db, uid, 'pending', {
        status: 'rejected',
        reason: input.reason ?? 'other',
        note: input.note || null,
        decidedAt: now,
        decidedByUserUid: operator.userUid,
      })
      if (!rejected) throw alreadyDecided()
      return rejected
    }
    const expires = row.kind === 'helper_identity' ? (input.expires_on ?? row.expiresOn) : null
    if (row.kind === 'helper_identity' && (!expires || expires < today)) {
      throw fieldError('invalid', 'expires_on', tk('The visa on this document has expired.'))
    }
    // A new approval replaces the badge before it.
    await repo.endApproved(tx.db, row.userUid, { status: 'expired', reason: 'replaced', at: now })
    const approved = await repo.transition(tx.db, uid, 'pending', {
      status: 'approved',
      note: input.note || null,
      decidedAt: now,
      decidedByUserUid: operator.userUid,
      confirmedExpiresOn: expires,
      documentChecked: input.checked,
    })
    if (!approved) throw alreadyDecided()
    if (row.kind === 'helper_identity') {
      if (!(await findHelperForUser(tx, row.userUid))) {
        throw new AppError('invalid', tk('This helper no longer has a profile to show a badge on.'))
      }
      await setHelperBadge(tx, row.userUid, { at: now, until: expires! })
    } else {
      await setEmployerBadge(tx, row.userUid, now)
    }
    return approved
  })
}

const alreadyDecided = () => new AppError('conflict', tk('This request has already been decided.'))

/** `POST /operator/verifications/revoke/`: ends a badge with the operator's reason (409: none). */
export async function revokeBadge(deps: AppDeps, userUid: string, reason: string): Promise<void> {
  if (!(await peopleOfUsers(deps, [userUid])).has(userUid)) {
    throw new AppError('not_found', tk('User not found.'))
  }
  const ended = await endBadge(deps, userUid, {
    status: 'revoked',
    reason: 'revoked',
    note: reason,
  })
  if (!ended) throw new AppError('conflict', tk('This account has no badge to revoke.'))
}

/** A suspended account loses its badge (issue 24 item 5). */
export async function endBadgeOnSuspension(deps: AppDeps, userUid: string): Promise<void> {
  await endBadge(deps, userUid, { status: 'revoked', reason: 'account_suspended' })
}

/** `deps.moderation.badgeEnded`: a renamed profile's badge ended; its request says why. */
export async function badgeEnded(deps: AppDeps, userUid: string, reason: 'name_changed') {
  await repo.endApproved(deps.db, userUid, { status: 'expired', reason, at: deps.clock() })
}

/** The reminder lead times before a visa's expiry, in days. */
export const REMINDER_DAYS = [30, 7] as const

/** The day after `today`'s expiries: every helper badge whose visa expired before today ends. */
export async function expireBadges(deps: AppDeps): Promise<number> {
  const today = hongKongToday(deps.clock())
  const ending = await badgesEndingBefore(deps, today)
  for (const { userUid } of ending) {
    await endBadge(deps, userUid, { status: 'expired', reason: 'visa_expired' })
  }
  return ending.length
}

/** Requests whose visa expires exactly `lead` days after today, for the reminder e-mails. */
export function expiringIn(deps: AppDeps, leads: readonly number[]) {
  const today = hongKongToday(deps.clock())
  return repo.approvedExpiringOn(
    deps.db,
    leads.map((lead) => addDays(today, lead)),
  )
}
