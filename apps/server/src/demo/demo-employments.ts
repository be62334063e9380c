import { eq, inArray } from 'drizzle-orm'
import { minimumAllowableWage } from '@hearth/hk-labour/wages'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import { employerProfiles, helperProfiles, users } from '../db/schema'
import * as repo from '../features/contracts/employments.repository'
import type { AppDeps } from '../lib/deps'
import { newUid } from '../lib/tokens'

/** The same day `months` months earlier, or that month's last day when it has no such day. */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) - months
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`
}

/**
 * The pair's employment with this contract, unless the pair already has a contract
 * (so loading twice adds nothing). Returns the employment's uid.
 */
async function insertContractOnce(
  deps: Pick<AppDeps, 'db'>,
  values: Omit<repo.NewContractRow, 'uid' | 'employmentUid'>,
): Promise<string> {
  const employment = await repo.findOrInsertEmployment(deps.db, {
    uid: newUid(),
    employerProfileUid: values.employerProfileUid,
    helperProfileUid: values.helperProfileUid,
  })
  const existing = await repo.contractsOfEmployment(deps.db, employment.uid)
  if (existing.length === 0) {
    await repo.insertContract(deps.db, { ...values, uid: newUid(), employmentUid: employment.uid })
  }
  return employment.uid
}

/** A wage HK$200 above the Minimum Allowable Wage of the signing date (hk-labour). */
function wageSignedOn(signedOn: string) {
  const level = minimumAllowableWage(signedOn)
  return { salaryCents: level.monthlyWageCents + 200_00, foodCents: level.foodAllowanceCents }
}

async function profileUidsByEmail(deps: AppDeps, emails: string[]) {
  const rows = await deps.db
    .select({
      email: users.email,
      employer: employerProfiles.uid,
      helper: helperProfiles.uid,
    })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userUid, users.uid))
    .leftJoin(helperProfiles, eq(helperProfiles.userUid, users.uid))
    .where(inArray(users.email, emails))
  return new Map(rows.map((row) => [row.email, row.employer ?? row.helper]))
}

/**
 * Issue 13 "Demo data": the demo employer employs the demo helper under an ACTIVE contract that
 * started 14 months before the data is loaded, and employed another helper under a COMPLETED
 * two-year contract before. Idempotent. Returns the ACTIVE employment's uid (leave demo data
 * hangs off it), or undefined when a party is missing.
 */
export async function loadDemoEmployments(
  deps: AppDeps,
  emails: { employer: string; helper: string; pastHelper: string },
): Promise<string | undefined> {
  const uids = await profileUidsByEmail(deps, [emails.employer, emails.helper, emails.pastHelper])
  const employerProfileUid = uids.get(emails.employer)
  const helperProfileUid = uids.get(emails.helper)
  const pastHelperProfileUid = uids.get(emails.pastHelper)
  if (!employerProfileUid || !helperProfileUid) return undefined
  const today = hongKongToday(deps.clock())
  const terms = {
    employerProfileUid,
    employmentProfileType: 'domestic_helper',
    salaryCurrency: 'HKD',
    accommodationType: 'Live In - Separate room',
    excludeDayType: 7,
    workingHoursPerWeek: 60,
  }

  if (pastHelperProfileUid) {
    const start = monthsBefore(today, 40)
    const signedOn = addDays(start, -45)
    const wage = wageSignedOn(signedOn)
    await insertContractOnce(deps, {
      ...terms,
      helperProfileUid: pastHelperProfileUid,
      jobTitle: 'Live-in domestic helper',
      startDate: start,
      endDate: addDays(monthsBefore(start, -24), -1),
      signedOn,
      salaryCents: wage.salaryCents,
      foodAllowanceCents: 0,
      status: 'COMPLETED',
      activatedAt: new Date(`${start}T00:00:00+08:00`),
    })
  }

  const start = monthsBefore(today, 14)
  const signedOn = addDays(start, -45)
  const wage = wageSignedOn(signedOn)
  return insertContractOnce(deps, {
    ...terms,
    helperProfileUid,
    jobTitle: 'Live-in helper for a family with two young children',
    startDate: start,
    endDate: null,
    signedOn,
    salaryCents: wage.salaryCents,
    foodAllowanceCents: wage.foodCents,
    status: 'ACTIVE',
    activatedAt: new Date(`${start}T00:00:00+08:00`),
    accommodationDetails: 'Own room with a window, shared bathroom',
  })
}
