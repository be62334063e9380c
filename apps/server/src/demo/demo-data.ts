import type { FastifyBaseLogger } from 'fastify'
import { eq } from 'drizzle-orm'
import { employerProfiles, users } from '../db/schema'
import type { AppDeps } from '../lib/deps'
import { hashPassword } from '../lib/passwords'
import { newReferralCode, newUid } from '../lib/tokens'

/** Published in the README: loaded only on the embedded database unless DEMO_DATA=true. */
export const DEMO_PASSWORD = 'hearth-demo-2026'
export const DEMO_EMPLOYER_EMAIL = 'employer@demo.hearth.hk'
export const DEMO_HELPER_EMAIL = 'helper@demo.hearth.hk'

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
export async function loadDemoData(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
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
  await ensureUser(deps, DEMO_HELPER_EMAIL, 'helper')
  log.info({ employer: DEMO_EMPLOYER_EMAIL, helper: DEMO_HELPER_EMAIL }, 'demo data ready')
}
