import type { ContractStatus } from '@hearth/shared/employments'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import * as repo from './employments.repository'
import type { ContractRow, EmploymentRow } from './employments.repository'

// The employment look-ups other features (leave, later payroll, termination, documents) call.
// Every one is scoped to a party: another user's employment is missing (404), by construction.

/** A contract as other features read it: money in cents, dates as Hong Kong calendar dates. */
export type ContractRecord = Omit<ContractRow, 'status' | 'createdAt' | 'updatedAt'> & {
  status: ContractStatus
}

export type EmploymentRecord = {
  uid: string
  employerProfileUid: string
  helperProfileUid: string
  createdAt: Date
  /** Which of the two parties the caller is. */
  party: 'employer' | 'helper'
  /** The contract with the latest start date (then the newest); undefined without contracts. */
  latestContract: ContractRecord | undefined
}

export type Party = { employerProfileUid?: string; helperProfileUid?: string }

/** The actor's own detail profile as a party, or undefined while they have none. */
export function partyOf(actor: Actor): Party | undefined {
  if (actor.role === 'employer') {
    return actor.employerProfileUid ? { employerProfileUid: actor.employerProfileUid } : undefined
  }
  return actor.helperProfileUid ? { helperProfileUid: actor.helperProfileUid } : undefined
}

export function toContractRecord(row: ContractRow): ContractRecord {
  const { createdAt: _created, updatedAt: _updated, ...rest } = row
  return { ...rest, status: row.status as ContractStatus }
}

async function withLatestContract(
  deps: AppDeps,
  row: EmploymentRow,
  actor: Actor,
): Promise<EmploymentRecord> {
  const [latest] = await repo.contractsOfEmployments(deps.db, [row.uid])
  return {
    ...row,
    party: actor.role,
    latestContract: latest ? toContractRecord(latest) : undefined,
  }
}

/**
 * The employment when the actor is its employer or its helper; undefined for anyone else (the
 * caller answers 404). Works inside a transaction when given its deps.
 */
export async function findEmploymentForParty(
  deps: AppDeps,
  employmentUid: string,
  actor: Actor,
): Promise<EmploymentRecord | undefined> {
  const party = partyOf(actor)
  const row = party ? await repo.findEmploymentForParty(deps.db, employmentUid, party) : undefined
  return row ? withLatestContract(deps, row, actor) : undefined
}

/**
 * The uids of every employment the actor is a party of (none while they have no detail profile),
 * so that another feature's owner-scoped look-up can name them: a record of any other employment
 * is then missing by construction.
 */
export async function employmentUidsForParty(deps: AppDeps, actor: Actor): Promise<string[]> {
  const party = partyOf(actor)
  if (!party) return []
  return (await repo.employmentsOfParty(deps.db, party)).map((employment) => employment.uid)
}

/** The calling employer's employment of this helper profile; undefined otherwise (404). */
export async function findEmploymentOfHelperForEmployer(
  deps: AppDeps,
  helperProfileUid: string,
  actor: Actor,
): Promise<EmploymentRecord | undefined> {
  if (actor.role !== 'employer' || !actor.employerProfileUid) return undefined
  const row = await repo.findEmploymentOfPair(deps.db, actor.employerProfileUid, helperProfileUid)
  return row ? withLatestContract(deps, row, actor) : undefined
}

/** Every contract of an employment, oldest start first. Scope the employment first. */
export async function contractsOfEmployment(
  deps: AppDeps,
  employmentUid: string,
): Promise<ContractRecord[]> {
  return (await repo.contractsOfEmployment(deps.db, employmentUid)).map(toContractRecord)
}

/** Every employment with an ACTIVE contract, for scheduled work (the timeline reminders). */
export function employmentUidsWithActiveContract(deps: AppDeps): Promise<string[]> {
  return repo.employmentUidsWithContractStatus(deps.db, 'ACTIVE')
}

/**
 * docs/spec/employment.md §4 "Employment active": the latest contract is ACTIVE with no end date
 * or one not yet passed (the end date is the last day of work, so it still counts on that day).
 */
export function isEmploymentActive(
  latest: Pick<ContractRecord, 'status' | 'endDate'> | undefined,
  today: string,
): boolean {
  return latest?.status === 'ACTIVE' && (latest.endDate === null || latest.endDate >= today)
}
