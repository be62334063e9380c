import type { FastifyBaseLogger } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { hongKongToday } from '@hearth/shared/form-values'
import { employerProfiles, users } from '../db/schema'
import { insertHelperRows } from '../features/helpers/helpers.service'
import type { AppDeps } from '../lib/deps'
import { hashPassword } from '../lib/passwords'
import { newReferralCode, newUid } from '../lib/tokens'
import { loadDemoDocuments } from './demo-documents'
import { loadDemoEmployments } from './demo-employments'
import { demoHelper, loadDemoHelpers, type DemoIdentity } from './demo-helpers'
import { loadDemoLeave } from './demo-leaves'
import { loadDemoPayroll } from './demo-payrolls'
import { loadDemoJobs } from './demo-jobs'

/** Published in the README: loaded only on the embedded database unless DEMO_DATA=true. */
export const DEMO_PASSWORD = 'hearth-demo-2026'
export const DEMO_EMPLOYER_EMAIL = 'employer@demo.hearth.hk'
export const DEMO_HELPER_EMAIL = 'helper@demo.hearth.hk'
export const DEMO_EMPLOYER_WITHOUT_PLAN_EMAIL = 'employer-noplan@demo.hearth.hk'
/** An operator only when OPERATOR_EMAILS names it (README "Trust and safety"). */
export const DEMO_OPERATOR_EMAIL = 'operator@demo.hearth.hk'
export const DEMO_HELPER_IDENTITY: DemoIdentity = {
  nationality: 'Filipino',
  gender: 'Female',
  firstName: 'Maria',
  middleName: null,
  lastName: 'Santos',
}

async function ensureUser(deps: AppDeps, email: string, userType: 'employer' | 'helper') {
  const [existing] = await deps.db.select().from(users).where(eq(users.email, email))
  if (existing) return existing
  const [created] = await deps.db
    .insert(users)
    .values({
      uid: newUid(),
      email,
      username: email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      userType,
      emailVerifiedAt: deps.clock(),
      referralCode: newReferralCode(),
    })
    .onConflictDoNothing()
    .returning()
  return created ?? (await deps.db.select().from(users).where(eq(users.email, email)))[0]!
}

/** Idempotent: running it again changes nothing, except to renew a lapsed demo access plan. */
export async function loadDemoData(
  deps: AppDeps,
  log: FastifyBaseLogger,
  options: { helperCount?: number } = {},
): Promise<void> {
  const now = deps.clock()
  const employer = await ensureUser(deps, DEMO_EMPLOYER_EMAIL, 'employer')
  if (!employer.accessEndDate || employer.accessEndDate <= now) {
    const end = new Date(now)
    end.setUTCFullYear(end.getUTCFullYear() + 1)
    await deps.db
      .update(users)
      .set({ subscriptionType: 'premium', accessEndDate: end, updatedAt: now })
      .where(eq(users.uid, employer.uid))
  }
  await deps.db
    .insert(employerProfiles)
    .values({
      uid: newUid(),
      userUid: employer.uid,
      contactPersonName: 'Chan Tai Man',
      contactPhone: '+85291234567',
    })
    .onConflictDoNothing({ target: employerProfiles.userUid })
  const noPlan = await ensureUser(deps, DEMO_EMPLOYER_WITHOUT_PLAN_EMAIL, 'employer')
  await deps.db
    .insert(employerProfiles)
    .values({ uid: newUid(), userUid: noPlan.uid, contactPersonName: 'Lee Ka Yan' })
    .onConflictDoNothing({ target: employerProfiles.userUid })
  const operator = await ensureUser(deps, DEMO_OPERATOR_EMAIL, 'employer')
  await deps.db
    .insert(employerProfiles)
    .values({ uid: newUid(), userUid: operator.uid, contactPersonName: 'Hearth safety team' })
    .onConflictDoNothing({ target: employerProfiles.userUid })
  const helper = await ensureUser(deps, DEMO_HELPER_EMAIL, 'helper')
  // Generated from her own name and nationality, so her texts and schools agree with them.
  const { row } = demoHelper(0, hongKongToday(now), DEMO_HELPER_IDENTITY)
  const { updatedAtOffsetMinutes: _offset, ...columns } = row
  await insertHelperRows(deps, [
    { ...columns, uid: newUid(), userUid: helper.uid, createdAt: now, updatedAt: now },
  ])
  const created = await loadDemoHelpers(deps, options.helperCount)
  const postings = await loadDemoJobs(deps, {
    employerUserUid: employer.uid,
    helperEmail: DEMO_HELPER_EMAIL,
    generatedHelperEmails: Array.from(
      { length: 15 },
      (_, i) => `demo-helper-${String(i + 1).padStart(3, '0')}@demo.hearth.hk`,
    ),
  })
  const employment = await loadDemoEmployments(deps, {
    employer: DEMO_EMPLOYER_EMAIL,
    helper: DEMO_HELPER_EMAIL,
    pastHelper: 'demo-helper-001@demo.hearth.hk',
  })
  if (employment) {
    await loadDemoLeave(deps, employment)
    await loadDemoPayroll(deps, employment)
    await loadDemoDocuments(deps, employment)
  }
  // The embedded database has no autovacuum: give the planner statistics for the new rows.
  if (created > 0) await deps.db.execute(sql`analyze`)
  log.info(
    {
      employers: [DEMO_EMPLOYER_EMAIL, DEMO_EMPLOYER_WITHOUT_PLAN_EMAIL],
      operator: DEMO_OPERATOR_EMAIL,
      helper: DEMO_HELPER_EMAIL,
      helperProfilesAdded: created,
      jobPostings: postings,
      activeEmployment: employment,
    },
    'demo data ready',
  )
}
