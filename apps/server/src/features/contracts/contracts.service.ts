import { minimumAllowableWage } from '@hearth/hk-labour/wages'
import {
  defaultSignedOn,
  FINAL_CONTRACT_STATUSES,
  type Contract,
  type ContractCreateInput,
  type ContractUpdateInput,
} from '@hearth/shared/employments'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import { requireActiveAccess } from '../../lib/access'
import { assertRole, type Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { runLabour } from '../../lib/labour'
import { removeHits, reserveHits, type Limit } from '../../lib/rate-limit'
import { formatAmount } from '../../lib/pdf/layout'
import { newUid } from '../../lib/tokens'
import { withTransaction } from '../../lib/transaction'
import { accountByEmail } from '../accounts/users.service'
import { findHelperForUser, findHelperProfile } from '../helpers/helpers.service'
import { rewardReferrerOfHire } from '../referrals/referral-rewards.service'
import * as repo from './employments.repository'
import type { ContractRow, NewContractRow } from './employments.repository'
import { presentContract } from './employments.presenter'
import { partyOf } from './employments.service'

const EMPLOYERS_ONLY = tk('Only employers can create or change contracts.')
const NEEDS_ACCESS = tk('Creating and changing contracts needs an active access plan.')
const NO_HELPER = tk('No helper account uses this e-mail.')
const SIGNED_IN_FUTURE = tk('This date cannot be in the future.')
const ONE_ACTIVE = tk('This helper already has an active contract.')
const FINAL = tk('A completed, terminated or cancelled contract cannot be changed.')
const NOT_BACK_TO_PENDING = tk('An active contract cannot go back to PENDING.')
const START_FIXED = tk('The start date of an active contract cannot change.')
const BELOW_MAW = tk(
  'The salary is below the Minimum Allowable Wage of HK${{amount}} for contracts signed on or after {{date}}.',
)
const BELOW_FOOD = tk(
  'A food allowance must be at least HK${{amount}} for contracts signed on or after {{date}}, or 0 when food is provided free.',
)

/**
 * Issue 22: creating a contract names a helper by e-mail, and the answer says whether that
 * e-mail is a helper's and whether she is employed. An employer may get those answers 30 times
 * an hour; contracts created do not count.
 */
export const helperLookupLimit: Limit = {
  bucket: 'contract-helper-lookup',
  max: 30,
  windowSeconds: 3600,
}

const contractNotFound = () => new AppError('not_found', tk('Contract not found.'))
const employmentNotFound = () => new AppError('not_found', tk('Employment not found.'))

/**
 * hk-employment-rules §1.1/§1.3: the salary reaches the Minimum Allowable Wage in force on the
 * signing date, and a cash food allowance (above 0) the minimum food allowance; 0 is free food.
 * The message writes the amount and date as the form's hint does ("HK$5,100.00", "30 Sept 2025").
 */
function checkMinimumWage(signedOn: string, salaryCents: number, foodCents: number): void {
  const level = runLabour(() => minimumAllowableWage(signedOn), { signedOn: 'signed_on' })
  if (salaryCents < level.monthlyWageCents) {
    throw new AppError('invalid', BELOW_MAW, {
      fields: { salary_amount: [BELOW_MAW] },
      values: { amount: formatAmount(level.monthlyWageCents) },
      dates: { date: level.effectiveFrom },
    })
  }
  if (foodCents > 0 && foodCents < level.foodAllowanceCents) {
    throw new AppError('invalid', BELOW_FOOD, {
      fields: { food_allowance_amount: [BELOW_FOOD] },
      values: { amount: formatAmount(level.foodAllowanceCents) },
      dates: { date: level.effectiveFrom },
    })
  }
}

/** The verified helper account (with a profile) using the e-mail, or 400 on `helper_email`. */
async function helperByEmail(deps: AppDeps, email: string) {
  const account = await accountByEmail(deps, email)
  const helper =
    account && account.userType === 'helper' && account.isVerified
      ? await findHelperForUser(deps, account.uid)
      : undefined
  if (!helper) throw new AppError('invalid', NO_HELPER, { fields: { helper_email: [NO_HELPER] } })
  return helper
}

/** Runs a contract write; the one-ACTIVE-per-helper index refusing it is a 409. */
async function guardOneActive<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', ONE_ACTIVE)
    throw error
  }
}

/** `POST /employments/contracts/`: the first contract of a pair makes their employment. */
export async function createContract(
  deps: AppDeps,
  actor: Actor,
  input: ContractCreateInput,
): Promise<Contract> {
  assertRole(actor, 'employer', EMPLOYERS_ONLY)
  await requireActiveAccess(deps, actor, NEEDS_ACCESS)
  const employerProfileUid = actor.employerProfileUid
  if (
    !employerProfileUid ||
    (input.employer_profile_uid ?? employerProfileUid) !== employerProfileUid
  ) {
    throw new AppError('not_found', tk('Employer profile not found.'))
  }
  const now = deps.clock()
  // Each attempt holds a place under the limit until it is known not to be a lookup: an answer
  // that names no helper account, or her active contract, counts; anything else gives it back.
  const held = await reserveHits(deps.db, [[helperLookupLimit, actor.userUid]], now)
  let lookupFailed = false
  try {
    const helper = await helperByEmail(deps, input.helper_email).catch((error: unknown) => {
      lookupFailed = true
      throw error
    })
    const today = hongKongToday(now)
    const signedOn = input.signed_on ?? defaultSignedOn(input.start_date, today)
    // The schema reads today from the caller's clock; the server's decides (issue 22 item 6).
    if (signedOn > today) {
      throw new AppError('invalid', SIGNED_IN_FUTURE, { fields: { signed_on: [SIGNED_IN_FUTURE] } })
    }
    checkMinimumWage(signedOn, input.salary_amount, input.food_allowance_amount)
    const row = await insertFirstContract(deps, input, employerProfileUid, helper, signedOn, now)
    return presentContract(row)
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') lookupFailed = true
    throw error
  } finally {
    if (!lookupFailed) await removeHits(deps.db, held)
  }
}

/** The contract and, for the pair's first, their employment, in one transaction. */
async function insertFirstContract(
  deps: AppDeps,
  input: ContractCreateInput,
  employerProfileUid: string,
  helper: { uid: string; userUid: string },
  signedOn: string,
  now: Date,
): Promise<ContractRow> {
  return withTransaction(deps, async (tx) => {
    const employment = await repo.findOrInsertEmployment(tx.db, {
      uid: newUid(),
      employerProfileUid,
      helperProfileUid: helper.uid,
      createdAt: now,
    })
    const row = await guardOneActive(() =>
      repo.insertContract(tx.db, {
        uid: newUid(),
        employmentUid: employment.uid,
        employerProfileUid,
        helperProfileUid: helper.uid,
        employmentProfileType: input.employment_profile_type,
        jobTitle: input.job_title,
        startDate: input.start_date,
        endDate: input.end_date,
        signedOn,
        salaryCents: input.salary_amount,
        salaryCurrency: input.salary_currency,
        accommodationType: input.accommodation_type,
        accommodationDetails: input.accommodation_details ?? null,
        foodAllowanceCents: input.food_allowance_amount,
        contractDocumentUrl: input.contract_document_url ?? null,
        status: input.status,
        excludeDayType: input.exclude_day_type,
        workingHoursPerWeek: input.working_hours_per_week,
        activatedAt: input.status === 'ACTIVE' ? now : null,
        createdAt: now,
        updatedAt: now,
      }),
    )
    // docs/spec/marketplace.md §9: a referred helper being hired earns their referrer HK$50.
    if (row.status === 'ACTIVE') await rewardReferrerOfHire(tx, helper.userUid, now)
    return row
  })
}

/** The new values of a PUT (§3 "Contract update payload"; working hours kept when left out). */
function updatedValues(current: ContractRow, input: ContractUpdateInput): Partial<NewContractRow> {
  return {
    startDate: input.start_date,
    endDate: input.end_date,
    jobTitle: input.job_title,
    salaryCents: input.salary_amount,
    salaryCurrency: input.salary_currency,
    accommodationType: input.accommodation_type,
    accommodationDetails: input.accommodation_details ?? null,
    foodAllowanceCents: input.food_allowance_amount,
    contractDocumentUrl: input.contract_document_url ?? null,
    excludeDayType: input.exclude_day_type,
    status: input.status,
    terminationDate: input.termination_date,
    terminationReason: input.termination_reason ?? null,
    workingHoursPerWeek: input.working_hours_per_week ?? Number(current.workingHoursPerWeek),
  }
}

function changes(current: ContractRow, values: Partial<NewContractRow>): boolean {
  return Object.entries(values).some(([key, value]) => current[key as keyof ContractRow] !== value)
}

/**
 * `PUT /employments/contracts/{uid}/` (docs/spec/employment.md §4): once ACTIVE, never back to
 * PENDING and the start date stays; COMPLETED, TERMINATED_* and CANCELLED are final. Becoming
 * ACTIVE is a hire (the referral reward) and is refused while the helper has another ACTIVE
 * contract.
 */
export async function updateContract(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  input: ContractUpdateInput,
): Promise<Contract> {
  assertRole(actor, 'employer', EMPLOYERS_ONLY)
  const party = partyOf(actor)
  if (!party) throw contractNotFound()
  const now = deps.clock()
  const row = await withTransaction(deps, async (tx) => {
    const current = await repo.findContractForParty(tx.db, uid, party, true)
    if (!current) throw contractNotFound()
    await requireActiveAccess(tx, actor, NEEDS_ACCESS)
    const values = updatedValues(current, input)
    if (!changes(current, values)) return current
    if ((FINAL_CONTRACT_STATUSES as string[]).includes(current.status)) {
      throw new AppError('conflict', FINAL)
    }
    if (current.status === 'ACTIVE' && input.status === 'PENDING') {
      throw new AppError('conflict', NOT_BACK_TO_PENDING)
    }
    if (current.status === 'ACTIVE' && input.start_date !== current.startDate) {
      throw new AppError('conflict', START_FIXED)
    }
    if (
      input.salary_amount !== current.salaryCents ||
      input.food_allowance_amount !== current.foodAllowanceCents
    ) {
      checkMinimumWage(current.signedOn, input.salary_amount, input.food_allowance_amount)
    }
    const activates = input.status === 'ACTIVE' && current.status !== 'ACTIVE'
    const row = await guardOneActive(() =>
      repo.updateContract(tx.db, uid, {
        ...values,
        ...(activates && !current.activatedAt ? { activatedAt: now } : {}),
        updatedAt: now,
      }),
    )
    if (!row) throw contractNotFound()
    if (activates) {
      const helper = await findHelperProfile(tx, row.helperProfileUid)
      if (helper) await rewardReferrerOfHire(tx, helper.userUid, now)
    }
    return row
  })
  return presentContract(row)
}

/** `GET /employments/contracts/{uid}/`: to the employment's employer or helper. */
export async function getContract(deps: AppDeps, actor: Actor, uid: string): Promise<Contract> {
  const party = partyOf(actor)
  const row = party ? await repo.findContractForParty(deps.db, uid, party) : undefined
  if (!row) throw contractNotFound()
  return presentContract(row)
}

/**
 * `GET /employments/contracts/?employment__uid=`: one employment's contracts (latest first) to
 * its parties; without the parameter, every contract of the caller's employments.
 */
export async function listContracts(
  deps: AppDeps,
  actor: Actor,
  employmentUid: string | undefined,
): Promise<Contract[]> {
  const party = partyOf(actor)
  if (!party) {
    if (employmentUid) throw employmentNotFound()
    return []
  }
  let uids: string[]
  if (employmentUid) {
    const employment = await repo.findEmploymentForParty(deps.db, employmentUid, party)
    if (!employment) throw employmentNotFound()
    uids = [employment.uid]
  } else {
    uids = (await repo.employmentsOfParty(deps.db, party)).map((employment) => employment.uid)
  }
  return (await repo.contractsOfEmployments(deps.db, uids)).map(presentContract)
}
