// The benchmark's data and queries, shared by search.bench.ts and explain.bench.ts.
import { sql } from 'drizzle-orm'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import type { Database } from '../../apps/server/src/db/client'
import { users } from '../../apps/server/src/db/schema'
import { demoHelper } from '../../apps/server/src/demo/demo-helpers'
import { insertHelperRows } from '../../apps/server/src/features/helpers/helpers.service'

const PROFILE_COUNT = Number(process.env.BENCH_PROFILES ?? 100_000)
const today = hongKongToday()

export const SCENARIOS: [string, string][] = [
  ['no filter, page 1', ''],
  ['nationality', 'nationality=Filipino'],
  ['nationality + skill', 'nationality=Indonesian&skills=Cooking'],
  ['2 skills + language', 'skills=Baby+Care&skills=Cooking&languages=cantonese'],
  ['experience + max salary', 'min_experience=5&salary_max=6000'],
  ['Hong Kong availability', 'hk_available=true'],
  ['available by + accommodation', `availability_date=${addDays(today, 30)}&accommodation=Live+In`],
  ['male drivers (rare)', 'gender=Male&profile_type=Driver'],
  ['religion + day off + horoscope', 'religion=Muslim&day_off=Sunday&horoscope=Leo'],
  [
    'status + language + salary range',
    'contract_status=Finished+Contract&languages=English&salary_min=5500&salary_max=7000',
  ],
  ['verified only', 'verified=true'],
  ['verified + nationality', 'verified=true&nationality=Indonesian'],
  ['name search', 'q=santos'],
  ['name search, two words', 'q=maria%20cruz'],
  ['deep page (no filter)', `page=${Math.floor((PROFILE_COUNT * 0.95) / 20)}`],
]

/**
 * Inserts `profiles` generated profiles (2 % drafts, one in eight with a verification badge),
 * refreshes the planner's statistics and the visibility map (index-only scans read it), and
 * writes everything out.
 */
export async function seed(database: Database, profiles: number) {
  const started = performance.now()
  const now = new Date()
  const batch = 500
  for (let start = 1; start <= profiles; start += batch) {
    const userRows = []
    const profileRows = []
    for (let index = start; index < Math.min(start + batch, profiles + 1); index += 1) {
      const { row } = demoHelper(index, today)
      const { updatedAtOffsetMinutes, ...columns } = row
      const uid = `bench-${index}`
      userRows.push({
        uid,
        email: `${uid}@bench.invalid`,
        username: `${uid}@bench.invalid`,
        passwordHash: '!',
        userType: 'helper' as const,
        referralCode: 'BENCHA',
        emailVerifiedAt: now,
      })
      profileRows.push({
        ...columns,
        isDraft: index % 50 === 0,
        // Issue 24: badges are rare at first; one in eight keeps the filter's page full.
        ...(index % 8 === 0 ? { verifiedAt: now, verifiedUntil: addDays(today, 365) } : {}),
        uid: `hp-${index}`,
        userUid: uid,
        createdAt: now,
        updatedAt: new Date(now.getTime() - updatedAtOffsetMinutes * 60_000 - index),
      })
    }
    await database.db
      .insert(users)
      .values(userRows.map((u, i) => ({ ...u, referralCode: referral(start + i) })))
    await insertHelperRows(database, profileRows)
  }
  await database.db.execute(sql`vacuum analyze`)
  // Write out what the seeding and the vacuum left in memory now: otherwise PostgreSQL's
  // checkpointer flushes a gigabyte of it while the requests are timed.
  await database.db.execute(sql`checkpoint`)
  return performance.now() - started
}

function referral(n: number): string {
  let code = ''
  for (let i = 0, x = n; i < 6; i += 1, x = Math.floor(x / 26))
    code += String.fromCharCode(65 + (x % 26))
  return code
}
