// The job search benchmark's data: 20,000 postings from 2,000 employers (plans mixed) and 5,000
// applications from 1,000 helpers, written through the features' bulk inserts.
import { sql } from 'drizzle-orm'
import { hongKongToday } from '@hearth/shared/form-values'
import { MAIN_SKILLS } from '@hearth/shared/helper-options'
import {
  CONTRACT_TYPES,
  JOB_PROFILE_TYPES,
  LOCATION_AREAS,
  PLAN_IDS,
} from '@hearth/shared/job-options'
import { ACCOMMODATIONS } from '@hearth/shared/helper-options'
import { JobPostingInputSchema } from '@hearth/shared/jobs'
import type { Database } from '../../apps/server/src/db/client'
import { employerProfiles, users } from '../../apps/server/src/db/schema'
import { demoHelper, randomFrom } from '../../apps/server/src/demo/demo-helpers'
import { insertHelperRows } from '../../apps/server/src/features/helpers/helpers.service'
import { insertApplicationRows } from '../../apps/server/src/features/jobs/applications.service'
import { inputToColumns, planRankOf } from '../../apps/server/src/features/jobs/jobs.mapping'
import { insertPostingRows } from '../../apps/server/src/features/jobs/jobs.service'
import { hashPassword } from '../../apps/server/src/lib/passwords'

export const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 20_000)
export const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 5_000)
const EMPLOYERS = Math.max(1, Math.round(POSTINGS / 10))
const HELPERS = 1_000
export const BENCH_PASSWORD = 'bench-helper-2026'
/** The helper the "as a helper" rows sign in as: one of the applicants. */
export const BENCH_HELPER_EMAIL = 'bench-helper-1@bench.invalid'

const DAY = 86_400_000
const WORDS = [
  'cooking',
  'cleaning',
  'laundry',
  'school runs',
  'grocery shopping',
  'baking',
  'dog walking',
  'ironing',
  'elderly care',
  'homework help',
]

export const SCENARIOS: [string, string, 'visitor' | 'helper'][] = [
  ['visitor, no filter, page 1', '', 'visitor'],
  ['helper (5 applications), page 1', '', 'helper'],
  ['helper, search "baking"', 'search=baking', 'helper'],
  ['search "kowloon" (area)', 'search=kowloon', 'visitor'],
  ['search two words', 'search=dog+walking', 'visitor'],
  ['area + contract type', 'location_area=HK_ISLAND&contract_type=Full-time', 'helper'],
  ['2 skills', 'skills=Cooking&skills=Child+Care', 'helper'],
  ['budget overlap 5,000–5,500', 'salary_min=5000&salary_max=5500', 'helper'],
  [
    'accommodation + skill + budget',
    'accommodation=Live+In&skills=Cooking&salary_min=5200',
    'helper',
  ],
  ['status FILLED', 'status=FILLED', 'visitor'],
  ['status EXPIRED (derived)', 'status=EXPIRED', 'visitor'],
  ['deep page (no filter)', 'page=1000', 'helper'],
]

function referral(n: number): string {
  let code = ''
  for (let i = 0, x = n; i < 6; i += 1, x = Math.floor(x / 26))
    code += String.fromCharCode(65 + (x % 26))
  return code
}

function statusFor(r: ReturnType<typeof randomFrom>): string {
  const x = r.next()
  if (x < 0.75) return 'ACTIVE'
  if (x < 0.85) return 'FILLED'
  if (x < 0.9) return 'CLOSED'
  if (x < 0.95) return 'DRAFT'
  return 'PAUSED'
}

export async function seed(database: Database) {
  const started = performance.now()
  const now = new Date()
  const today = hongKongToday(now)
  const benchHash = await hashPassword(BENCH_PASSWORD)
  // Employers, 10 postings each; plans: a quarter each premium, monthly, weekly and none.
  for (let start = 0; start < EMPLOYERS; start += 500) {
    const count = Math.min(500, EMPLOYERS - start)
    const rows = Array.from({ length: count }, (_, i) => {
      const n = start + i
      const plan = n % 4 === 3 ? null : PLAN_IDS[n % 3]!
      return {
        uid: `bench-employer-${n}`,
        email: `bench-employer-${n}@bench.invalid`,
        username: `bench-employer-${n}@bench.invalid`,
        passwordHash: '!',
        userType: 'employer' as const,
        referralCode: referral(1_000_000 + n),
        emailVerifiedAt: now,
        subscriptionType: plan,
        accessEndDate: plan ? new Date(now.getTime() + 30 * DAY) : null,
      }
    })
    await database.db.insert(users).values(rows)
    await database.db.insert(employerProfiles).values(
      rows.map((row, i) => ({
        uid: `bench-ep-${start + i}`,
        userUid: row.uid,
        contactPersonName: `Employer ${start + i}`,
      })),
    )
  }
  const postings = []
  for (let n = 0; n < POSTINGS; n += 1) {
    const r = randomFrom(50_000 + n)
    const employer = n % EMPLOYERS
    const plan = employer % 4 === 3 ? null : PLAN_IDS[employer % 3]!
    const lower = r.int(45, 65) * 100
    const input = JobPostingInputSchema.parse({
      job_title: `Helper wanted ${n}`,
      profile_type: r.pick(JOB_PROFILE_TYPES),
      contract_type: r.pick(CONTRACT_TYPES),
      job_description: `Duties: ${r.some(WORDS, 2, 4).join(', ')}.`,
      expected_start_date: today,
      status: statusFor(r),
      location_area: r.pick(LOCATION_AREAS),
      accommodation: r.pick(ACCOMMODATIONS),
      main_skills: r.some(MAIN_SKILLS, 1, 4),
      budget_lower: lower,
      budget_upper: lower + r.int(0, 15) * 100,
      // A posting states its household (issue 27).
      number_of_adults: 2,
      number_of_children: 0,
      number_of_elderly: 0,
      number_of_dogs: 0,
      number_of_cats: 0,
    })
    // Spread over 70 days, so some ACTIVE postings are past their 60-day lifetime.
    const createdAt = new Date(now.getTime() - r.int(0, 70 * 24 * 60) * 60_000)
    postings.push({
      ...inputToColumns(input),
      uid: `bench-job-${n}`,
      employerProfileUid: `bench-ep-${employer}`,
      planRank: planRankOf(plan),
      planEndsAt: plan ? new Date(now.getTime() + 30 * DAY) : null,
      createdAt,
      updatedAt: createdAt,
    })
  }
  await insertPostingRows(database, postings)
  // Helpers who apply: 5 applications each.
  const helperUsers = Array.from({ length: HELPERS }, (_, n) => ({
    uid: `bench-helper-${n}`,
    email: `bench-helper-${n}@bench.invalid`,
    username: `bench-helper-${n}@bench.invalid`,
    passwordHash: n === 1 ? benchHash : '!',
    userType: 'helper' as const,
    referralCode: referral(2_000_000 + n),
    emailVerifiedAt: now,
  }))
  await database.db.insert(users).values(helperUsers)
  await insertHelperRows(
    database,
    helperUsers.map((user, n) => {
      const { updatedAtOffsetMinutes: _offset, ...columns } = demoHelper(n + 1, today).row
      return { ...columns, uid: `bench-hp-${n}`, userUid: user.uid, createdAt: now, updatedAt: now }
    }),
  )
  const statuses = ['APPLIED', 'SHORTLISTED', 'HIRED', 'REJECTED', 'WITHDRAWN']
  const applications = Array.from({ length: APPLICATIONS }, (_, n) => {
    const helper = n % HELPERS
    const posting = (helper * 7919 + Math.floor(n / HELPERS) * 104_729) % POSTINGS
    return {
      uid: `bench-app-${n}`,
      jobPostingUid: `bench-job-${posting}`,
      helperProfileUid: `bench-hp-${helper}`,
      employerProfileUid: `bench-ep-${posting % EMPLOYERS}`,
      status: statuses[n % statuses.length]!,
      applicationDate: now,
      updatedAt: now,
    }
  })
  await insertApplicationRows(database, applications)
  await database.db.execute(sql`vacuum analyze`)
  return performance.now() - started
}
