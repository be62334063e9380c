import type { EmployerDetailsInput } from '@hearth/shared/employers'
import { tk } from '@hearth/shared/i18n-keys'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { recordReferralOnce, referralToRecord } from '../../lib/referral-codes'
import { newUid } from '../../lib/tokens'
import * as repo from './employers.repository'

export type { EmployerProfileRow } from './employers.repository'

/** An employer account's detail profile, made with the account (docs/spec/marketplace.md §3). */
/** The detail profile every employer gets at registration, with the sign-up link's referral code. */
export async function createEmployerProfile(
  deps: AppDeps,
  userUid: string,
  referredBy: string | null = null,
): Promise<void> {
  await repo.insertEmployerProfile(deps.db, newUid(), userUid, referredBy)
}

export function findEmployerProfileOfUser(deps: AppDeps, userUid: string) {
  return repo.findEmployerProfileByUser(deps.db, userUid)
}

/** The uid of a user's employer profile, if they have one. */
export function findEmployerUidOfUser(deps: AppDeps, userUid: string) {
  return repo.findEmployerUidOfUser(deps.db, userUid)
}

/** Profiles by uid, for features that show the other side (chat). */
/** The profiles of these users, for the names the operators and block lists show. */
export function findEmployerProfilesOfUsers(deps: AppDeps, userUids: string[]) {
  return repo.findEmployerProfilesOfUsers(deps.db, [...new Set(userUids)])
}

export function findEmployerProfiles(deps: AppDeps, uids: string[]) {
  return repo.findEmployerProfiles(deps.db, [...new Set(uids)])
}

function present(row: repo.EmployerProfileRow) {
  return {
    uid: row.uid,
    contact_person_name: row.contactPersonName,
    contact_phone: row.contactPhone,
    referred_by: row.referredBy,
  }
}

const notFound = () => new AppError('not_found', tk('Failed to load employer profile'))

/** Only the owner reads or changes employer details; anyone else gets 404 (docs/spec/api-conventions.md). */
async function ownProfile(deps: AppDeps, actor: Actor, uid: string) {
  const row = await repo.findEmployerProfileForOwner(deps.db, uid, actor.userUid)
  if (!row) throw notFound()
  return row
}

export async function getEmployerProfile(deps: AppDeps, actor: Actor, uid: string) {
  return present(await ownProfile(deps, actor, uid))
}

export async function updateEmployerProfile(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  input: EmployerDetailsInput,
) {
  const row = await ownProfile(deps, actor, uid)
  const referral = await referralToRecord(deps, actor, row.referredBy, input.referred_by)
  if (referral) {
    await recordReferralOnce(referral, (code) => repo.setEmployerReferrerOnce(deps.db, uid, code))
  }
  const updated = await repo.updateEmployerProfileForOwner(deps.db, uid, actor.userUid, {
    contactPersonName: input.contact_person_name,
    contactPhone: input.contact_phone ?? null,
    updatedAt: deps.clock(),
  })
  if (!updated) throw notFound()
  return present(updated)
}

/** Employers who gave `code` as their referrer, with the name they gave. */
export function findEmployersReferredBy(deps: AppDeps, code: string) {
  return repo.findEmployerProfilesReferredBy(deps.db, code)
}

/** Sets (`at`) or ends (null) an employer's verification badge (issue 24). */
export function setEmployerBadge(deps: AppDeps, userUid: string, at: Date | null) {
  return repo.setEmployerBadge(deps.db, userUid, at)
}
