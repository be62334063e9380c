import { defaultWagesPaidUpTo } from '@hearth/hk-labour/outstanding-wages'
import type { EmployeeType } from '@hearth/hk-labour/types'
import {
  terminationSettlement,
  type TerminationSettlement,
  type TerminationSettlementInput,
} from '@hearth/hk-labour/termination'
import { tk } from '@hearth/shared/i18n-keys'
import {
  NO_CONTRACT_BY_TERMINATION,
  ONLY_EMPLOYER_TERMINATION,
  type TerminationInput,
} from '@hearth/shared/termination'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { runLabour } from '../../lib/labour'
import { findEmployerProfiles } from '../employers/employers.service'
import {
  contractsOfEmployment,
  findEmploymentForParty,
  findEmploymentOfHelperForEmployer,
  type ContractRecord,
  type EmploymentRecord,
} from '../contracts/employments.service'
import { wasServed } from '../contracts/contract-service'
import { findHelperProfiles } from '../helpers/helpers.service'
import { contextOf, settlementLeaveOf } from '../leave/leave-context'
import { countingOpening } from '../openings/openings.service'
import { wageHistoryOf } from '../payroll/payrolls.service'

// The termination settlement (docs/spec/employment.md §2, §3 "Termination result", §7, §9;
// hk-employment-rules §8–§9): the server gathers the employment's records, the hk-labour
// engine computes every figure.

const NOT_FOUND = tk('Employment not found.')

/** What the settlement was computed from, and the engine's answer. */
export type TerminationFacts = {
  input: TerminationInput
  employment: EmploymentRecord
  contract: ContractRecord
  helperName: string
  employerName: string
  settlement: TerminationSettlement
  /** The last day whose wages counted as paid (given or defaulted). */
  wagesPaidUpTo: string
}

/** The engine's employee type for a contract's profile type (only a driver is not a helper). */
export function employeeTypeOf(profileType: string): EmployeeType {
  return profileType === 'Driver' ? 'driver' : 'fdh'
}

/** The employment the caller asks about: theirs as its employer, else 404 (a helper: 403). */
async function employmentOf(
  deps: AppDeps,
  actor: Actor,
  input: TerminationInput,
): Promise<EmploymentRecord> {
  // A helper may not run it for any employment: a 403 for the role, which reveals no record.
  if (actor.role !== 'employer') throw new AppError('permission_denied', ONLY_EMPLOYER_TERMINATION)
  const employment = input.employment
    ? await findEmploymentForParty(deps, input.employment, actor)
    : await findEmploymentOfHelperForEmployer(deps, input.helper_profile, actor)
  if (!employment || employment.helperProfileUid !== input.helper_profile)
    throw new AppError('not_found', NOT_FOUND)
  if (employment.party !== 'employer')
    throw new AppError('permission_denied', ONLY_EMPLOYER_TERMINATION)
  return employment
}

/**
 * The contract whose terms apply on the last day: the latest served contract started by then.
 * Its wage, food allowance (0 = free food) and signing date go to the engine.
 */
function contractOnLastDay(contracts: readonly ContractRecord[], lastDay: string) {
  const started = contracts.filter(
    (contract) => wasServed(contract) && contract.startDate <= lastDay,
  )
  return started.at(-1)
}

function displayName(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join(' ')
}

/** `POST /payrolls/accrue_calculation/`: the settlement of an employment on its last day. */
export async function calculateTermination(
  deps: AppDeps,
  actor: Actor,
  input: TerminationInput,
): Promise<TerminationFacts> {
  const employment = await employmentOf(deps, actor, input)
  const [contracts, context, helpers, employers] = await Promise.all([
    contractsOfEmployment(deps, employment.uid),
    contextOf(deps, employment),
    findHelperProfiles(deps, [employment.helperProfileUid]),
    findEmployerProfiles(deps, [employment.employerProfileUid]),
  ])
  const contract = contractOnLastDay(contracts, input.termination_date)
  const start = context.serviceStart
  if (!contract || !start) {
    throw new AppError('invalid', NO_CONTRACT_BY_TERMINATION, {
      fields: { termination_date: [NO_CONTRACT_BY_TERMINATION] },
    })
  }
  // Finalised payroll months give the average daily wage; the months without one count at the
  // contract rate (the engine's warning `adw_from_contract_rate` says so).
  const [leave, history, found] = await Promise.all([
    settlementLeaveOf(deps, context, input.termination_date),
    wageHistoryOf(deps, employment.uid),
    countingOpening(deps, employment.uid),
  ])
  // Confirmed opening figures dated by the last day (issue 22, ADR 0028).
  const opening = found && found.asOf <= input.termination_date ? found : undefined
  // What was paid (issue 22): as the employer says, else up to the last finalised payroll
  // month or the opening's paid-up-to date, whichever is later, else everything before the
  // final calendar month.
  const paidUpTo = [
    ...history.paidPeriods.map((period) => period.to),
    ...(opening && opening.wagesPaidUpTo <= input.termination_date ? [opening.wagesPaidUpTo] : []),
  ]
    .sort()
    .at(-1)
  const wagesPaidUpTo =
    input.wages_paid_up_to ?? paidUpTo ?? defaultWagesPaidUpTo(start, input.termination_date)
  const untakenHolidays = input.untaken_statutory_holidays ?? opening?.statutoryHolidaysOwed
  const engineInput: TerminationSettlementInput = {
    employeeType: employeeTypeOf(contract.employmentProfileType),
    employmentStart: start,
    terminationDate: input.termination_date,
    reason: input.termination_type,
    monthlyWageCents: contract.salaryCents,
    foodAllowanceCents: contract.foodAllowanceCents,
    contractSignedOn: contract.signedOn,
    annualLeaveDaysTaken: leave.taken,
    annualLeaveAdjustmentDays: leave.adjustments,
    wageRecords: history.wageRecords,
    disregardedPeriods: history.disregardedPeriods,
    wagesPaidUpTo,
    paidPeriods: history.paidPeriods,
    ...(input.unpaid_wages === undefined ? {} : { unpaidWagesCents: input.unpaid_wages }),
    ...(input.unpaid_wages_reason === undefined
      ? {}
      : { unpaidWagesReason: input.unpaid_wages_reason }),
    ...(input.notice_given_days === undefined ? {} : { noticeDaysGiven: input.notice_given_days }),
    ...(input.journey_days === undefined ? {} : { journeyDays: input.journey_days }),
    ...(untakenHolidays === undefined ? {} : { untakenStatutoryHolidays: untakenHolidays }),
  }
  const settlement = runLabour(() => terminationSettlement(engineInput), {
    terminationDate: 'termination_date',
    employmentStart: 'termination_date',
    noticeDaysGiven: 'notice_given_days',
    journeyDays: 'journey_days',
    untakenStatutoryHolidays: 'untaken_statutory_holidays',
    wagesPaidUpTo: 'wages_paid_up_to',
    unpaidWagesCents: 'unpaid_wages',
  })
  const helper = helpers[0]
  const employer = employers[0]
  return {
    input,
    employment,
    contract,
    helperName: displayName([helper?.firstName, helper?.middleName, helper?.lastName]),
    employerName: employer?.contactPersonName?.trim() ?? '',
    settlement,
    wagesPaidUpTo,
  }
}
