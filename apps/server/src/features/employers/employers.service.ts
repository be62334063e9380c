import type { EmployerDetailsInput } from '@hearth/shared/employers'
import { tk } from '@hearth/shared/i18n-keys'
import type { Caller } from '../../lib/auth'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { assertReferralCode } from '../referrals/referrals.service'
import * as repo from './employers.repository'

export function employerProfileFor(deps: AppDeps, userUid: string) {
  return repo.findEmployerProfileByUser(deps.db, userUid)
}

function present(row: repo.EmployerProfileRow) {
  return {
    uid: row.uid,
    contact_person_name: row.contactPersonName,
    contact_phone: row.contactPhone,
    referred_by: row.referredBy,
  }
}

/** Only the owner reads or changes employer details; anyone else gets 404 (docs/spec/api-conventions.md). */
async function ownProfile(deps: AppDeps, caller: Caller, uid: string) {
  const row = await repo.findEmployerProfile(deps.db, uid)
  if (!row || row.userUid !== caller.user.uid)
    throw new AppError('not_found', tk('Failed to load employer profile'))
  return row
}

export async function getEmployerProfile(deps: AppDeps, caller: Caller, uid: string) {
  return present(await ownProfile(deps, caller, uid))
}

export async function updateEmployerProfile(
  deps: AppDeps,
  caller: Caller,
  uid: string,
  input: EmployerDetailsInput,
) {
  const row = await ownProfile(deps, caller, uid)
  if (input.referred_by && input.referred_by !== row.referredBy)
    await assertReferralCode(deps, caller.user, input.referred_by)
  const updated = await repo.updateEmployerProfile(deps.db, uid, {
    contactPersonName: input.contact_person_name,
    contactPhone: input.contact_phone ?? null,
    referredBy: input.referred_by ?? null,
    updatedAt: deps.clock(),
  })
  return present(updated)
}
