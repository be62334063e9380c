import type { Language } from '@hearth/shared/i18n-keys'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { findEmployerProfilesOfUsers } from '../employers/employers.service'
import { findHelpersOfUsers } from '../helpers/helpers.service'
import * as repo from './accounts.repository'

/** Whether some account holds this referral code (docs/spec/marketplace.md §5 "Referral"). */
export function referralCodeExists(deps: AppDeps, code: string): Promise<boolean> {
  return repo.referralCodeExists(deps.db, code)
}

/** Accounts' e-mail addresses by user uid (chat shows a name derived from one). */
export async function emailsOfUsers(deps: AppDeps, uids: string[]): Promise<Map<string, string>> {
  const rows = await repo.findEmails(deps.db, [...new Set(uids)])
  return new Map(rows.map((row) => [row.uid, row.email]))
}

/** Where and in which language to write to accounts (notifications), by user uid. */
export async function mailContactsOfUsers(
  deps: AppDeps,
  uids: string[],
): Promise<Map<string, { email: string; language: Language }>> {
  const rows = await repo.findEmails(deps.db, [...new Set(uids)])
  return new Map(rows.map((row) => [row.uid, { email: row.email, language: row.language }]))
}

/** An account's paid access, locked for the caller's transaction (purchases stack on it). */
export function lockAccessOfUser(deps: AppDeps, uid: string) {
  return repo.lockUserAccess(deps.db, uid)
}

/**
 * The caller's plan as the account holds it now, with the account's access row locked for the
 * caller's transaction: a plan limit checked under it (the weekly plan's one ACTIVE posting)
 * cannot be raced by a second request, nor by a purchase changing the plan meanwhile.
 */
export async function lockedPlanOf(deps: AppDeps, actor: Actor): Promise<string | null> {
  if (actor.role !== 'employer') return null
  const account = await lockAccessOfUser(deps, actor.userUid)
  return account?.subscriptionType ?? null
}

/** Writes what a purchase (or its end) made of the account's plan: `subscription_type`, end. */
export async function setPlanOfUser(
  deps: AppDeps,
  uid: string,
  plan: string | null,
  accessEndsAt: Date | null,
): Promise<void> {
  await repo.updateUser(deps.db, uid, { subscriptionType: plan, accessEndDate: accessEndsAt })
}

/** The account holding a referral code, with when it registered. */
/** The referral code a person gave at registration, until their detail profile records it. */
export function signupReferralCodeOf(deps: AppDeps, uid: string): Promise<string | null> {
  return repo.signupReferralCode(deps.db, uid)
}

export function findUserByReferralCode(deps: AppDeps, code: string) {
  return repo.findUserByReferralCode(deps.db, code)
}

/** An account's type, language, registration and plan, by uid (not locked). */
export async function accountOfUser(deps: AppDeps, uid: string) {
  const user = await repo.findUserByUid(deps.db, uid)
  return user
    ? {
        uid: user.uid,
        email: user.email,
        userType: user.userType,
        language: user.language,
        createdAt: user.createdAt,
        plan: user.subscriptionType,
        accessEndsAt: user.accessEndDate,
      }
    : undefined
}

/** The account using this (lower-cased) e-mail address: its type and whether it is verified. */
export async function accountByEmail(deps: AppDeps, email: string) {
  const user = await repo.findUserByEmail(deps.db, email)
  return user
    ? { uid: user.uid, userType: user.userType, isVerified: user.emailVerifiedAt !== null }
    : undefined
}

/** When accounts registered, and their e-mail addresses, by user uid. */
export async function registrationsOfUsers(
  deps: AppDeps,
  uids: string[],
): Promise<Map<string, { email: string; createdAt: Date }>> {
  const rows = await repo.findRegistrations(deps.db, [...new Set(uids)])
  return new Map(rows.map((row) => [row.uid, { email: row.email, createdAt: row.createdAt }]))
}

/** An account as trust and safety names it: the name others see, and its suspension. */
export type Person = {
  id: string
  email: string
  /** The helper's full name or the employer's contact name; the address's first part without one. */
  name: string
  userType: 'employer' | 'helper'
  suspendedAt: Date | null
  suspensionReason: string | null
}

/** People by user uid (missing ones are left out). */
export async function peopleOfUsers(deps: AppDeps, uids: string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(uids)]
  const [rows, helpers, employers] = await Promise.all([
    repo.findUsers(deps.db, unique),
    findHelpersOfUsers(deps, unique),
    findEmployerProfilesOfUsers(deps, unique),
  ])
  const names = new Map<string, string>()
  for (const helper of helpers) {
    const name = [helper.firstName, helper.middleName, helper.lastName]
      .filter((part) => part?.trim())
      .join(' ')
    if (name) names.set(helper.userUid, name)
  }
  for (const employer of employers) {
    const name = employer.contactPersonName?.trim()
    if (name) names.set(employer.userUid, name)
  }
  return new Map(
    rows.map((row) => [
      row.uid,
      {
        id: row.uid,
        email: row.email,
        name: names.get(row.uid) ?? row.email.split('@')[0] ?? '',
        userType: row.userType,
        suspendedAt: row.suspendedAt,
        suspensionReason: row.suspensionReason,
      },
    ]),
  )
}

/** Of these users, the ones who deleted their account (issue 25). */
export async function deletedAmong(deps: AppDeps, uids: string[]): Promise<Set<string>> {
  const rows = await repo.findUsers(deps.db, [...new Set(uids)])
  return new Set(rows.filter((row) => row.deletedAt).map((row) => row.uid))
}

/** Of these users, the suspended ones. */
export async function suspendedAmong(deps: AppDeps, uids: string[]): Promise<Set<string>> {
  const rows = await repo.findUsers(deps.db, [...new Set(uids)])
  return new Set(rows.filter((row) => row.suspendedAt).map((row) => row.uid))
}

/** Suspended accounts, most recent first (the operators' list). */
export async function suspendedPeople(deps: AppDeps): Promise<Person[]> {
  const rows = await repo.findSuspendedUsers(deps.db)
  const people = await peopleOfUsers(
    deps,
    rows.map((row) => row.uid),
  )
  return rows.flatMap((row) => people.get(row.uid) ?? [])
}
