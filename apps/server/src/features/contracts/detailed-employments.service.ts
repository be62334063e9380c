import type { Employment } from '@hearth/shared/employments'
import { hongKongToday } from '@hearth/shared/form-values'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { emailsOfUsers } from '../accounts/users.service'
import { findEmployerProfiles } from '../employers/employers.service'
import { findHelperProfiles } from '../helpers/helpers.service'
import * as repo from './employments.repository'
import { presentEmployment, type EmploymentLeave } from './employments.presenter'
import { partyOf, toContractRecord, type ContractRecord } from './employments.service'

/** An employment of the list as its leave figures read it: its contracts, latest first. */
export type ListedEmployment = { uid: string; contracts: ContractRecord[] }

/**
 * Each listed employment's leave figures, keyed by employment uid. The leave feature, which sits
 * above this one (docs/decisions/0019-feature-dependencies.md), passes it in from its route. An
 * employment missing from the map shows no leave.
 */
export type LeaveOfEmployments = (
  employments: readonly ListedEmployment[],
  today: string,
) => Promise<Map<string, EmploymentLeave>>

const NO_LEAVE: EmploymentLeave = {
  annualLeaveBalance: 0,
  pendingLeaveRequestsCount: 0,
  accrualDue: null,
}

type Named = { uid: string; userUid: string; name: string }

/** A display name: the profile's name, or the account's e-mail while it has none. */
function nameOf(profile: Named | undefined, emails: Map<string, string>): string {
  if (!profile) return ''
  return profile.name || emails.get(profile.userUid) || ''
}

/**
 * `GET /employments/detailed-employments/`: an employer's employments, or a helper's own
 * (read-only), newest first, each with its latest contract and status
 * (docs/spec/employment.md §3, §4).
 */
export async function listEmployments(
  deps: AppDeps,
  actor: Actor,
  leaveOf: LeaveOfEmployments,
): Promise<Employment[]> {
  const party = partyOf(actor)
  if (!party) return []
  const rows = await repo.employmentsOfParty(deps.db, party)
  if (rows.length === 0) return []
  const [contracts, helpers, employers] = await Promise.all([
    repo.contractsOfEmployments(
      deps.db,
      rows.map((row) => row.uid),
    ),
    findHelperProfiles(
      deps,
      rows.map((row) => row.helperProfileUid),
    ),
    findEmployerProfiles(
      deps,
      rows.map((row) => row.employerProfileUid),
    ),
  ])
  const named = new Map<string, Named>([
    ...helpers.map((helper): [string, Named] => [
      helper.uid,
      {
        uid: helper.uid,
        userUid: helper.userUid,
        name: [helper.firstName, helper.middleName, helper.lastName].filter(Boolean).join(' '),
      },
    ]),
    ...employers.map((employer): [string, Named] => [
      employer.uid,
      { uid: employer.uid, userUid: employer.userUid, name: employer.contactPersonName ?? '' },
    ]),
  ])
  const emails = await emailsOfUsers(
    deps,
    [...named.values()].filter((profile) => !profile.name).map((profile) => profile.userUid),
  )
  const today = hongKongToday(deps.clock())
  const contractsOf = (uid: string) =>
    contracts.filter((contract) => contract.employmentUid === uid)
  const leave = await leaveOf(
    rows.map((row) => ({ uid: row.uid, contracts: contractsOf(row.uid).map(toContractRecord) })),
    today,
  )
  return rows.map((row) =>
    presentEmployment(
      row,
      contractsOf(row.uid),
      {
        helperName: nameOf(named.get(row.helperProfileUid), emails),
        employerName: nameOf(named.get(row.employerProfileUid), emails),
      },
      leave.get(row.uid) ?? NO_LEAVE,
      today,
    ),
  )
}
