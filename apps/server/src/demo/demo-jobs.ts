import { and, eq, inArray, like, lt, sql } from 'drizzle-orm'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import { ACCOMMODATIONS, COOKING_SKILLS, MAIN_SKILLS } from '@hearth/shared/helper-options'
import {
  CONTRACT_TYPES,
  DAY_OFF_OPTIONS,
  JOB_PROFILE_TYPES,
  LOCATION_AREAS,
  PLAN_IDS,
  type ApplicationStatus,
} from '@hearth/shared/job-options'
import type { JobPostingInput } from '@hearth/shared/jobs'
import { JobPostingInputSchema } from '@hearth/shared/jobs'
import { employerProfiles, helperProfiles, jobPostings, users } from '../db/schema'
import { insertApplicationRows } from '../features/jobs/applications.service'
import { expiryCutoff, inputToColumns, planRankOf } from '../features/jobs/jobs.mapping'
import { touchPostings } from '../features/jobs/jobs.repository'
import { insertPostingRows, syncEmployerPlan } from '../features/jobs/jobs.service'
import type { AppDeps } from '../lib/deps'
import { newReferralCode, newUid } from '../lib/tokens'
import { randomFrom } from './demo-helpers'

export const DEMO_EMPLOYER_COUNT = 40
const EMPLOYER_PREFIX = 'demo-employer-'
const DAY = 86_400_000

/** The demo employer's own postings: varied areas and skills, most ACTIVE (README). */
const DEMO_POSTINGS: Record<string, unknown>[] = [
  {
    job_title: 'Live-in helper for a family with two young children',
    profile_type: 'domestic_helper',
    job_description:
      'We are a family of four in Tai Koo. You would cook simple family meals, keep the flat tidy and take the children to and from kindergarten.',
    location_area: 'HK_ISLAND',
    accommodation: 'Live In - Separate room',
    main_skills: ['Child Care', 'Cooking', 'Housework'],
    cooking_skills: ['Chinese', 'Western'],
    languages: ['English'],
    day_off_options: ['sunday'],
    number_of_adults: 2,
    number_of_children: 2,
    children_ages: [4, 7],
    budget_lower: 5100,
    budget_upper: 5800,
    residence_type: 'Apartment',
    residence_size_sqft: 850,
  },
  {
    job_title: 'Caregiver for an elderly mother in Sha Tin',
    profile_type: 'caregiver',
    job_description:
      'My mother is 82 and walks with a frame. We need a patient caregiver for daily care, medicine reminders, light cooking and walks in the park.',
    location_area: 'NEW_TERRITORIES',
    accommodation: 'Live In',
    main_skills: ['Elderly care', 'Cooking'],
    other_skills: ['Caregiver', 'First Aid'],
    personality_traits: ['Patient', 'Dependable'],
    languages: ['English', 'Cantonese'],
    day_off_options: ['sunday', 'negotiable'],
    number_of_elderly: 1,
    budget_lower: 5500,
    budget_upper: 6500,
    preferred_helper_experience: 3,
  },
  {
    job_title: 'Part-time cook and cleaner in Mong Kok',
    profile_type: 'Helper',
    contract_type: 'Part-time',
    job_description:
      'Three afternoons a week: cook dinner for a couple and clean a two-bedroom flat. Cantonese home cooking preferred.',
    location_area: 'KOWLOON',
    accommodation: 'Live Out',
    main_skills: ['Cooking', 'Housework', 'Grocery Run'],
    cooking_skills: ['Chinese', 'Pork Cook'],
    day_off_options: ['weekday_flexible'],
    budget_lower: 3000,
    budget_upper: 4000,
  },
  {
    job_title: 'Helper who loves dogs, Lamma Island',
    profile_type: 'pet_sitter',
    job_description:
      'A quiet village house with two friendly dogs. Daily walks, feeding, housework and the weekly shopping trip to Central.',
    location_area: 'OUTLYING_ISLANDS',
    accommodation: 'Live In - Separate room',
    main_skills: ['Pet Care', 'Housework'],
    other_skills: ['Pet Grooming', 'Swimming'],
    personality_traits: ['Animal Lover', 'Independent'],
    number_of_dogs: 2,
    budget_lower: 5100,
    budget_upper: 5500,
    residence_type: 'VillageHouse',
  },
  {
    job_title: 'Weekend family driver',
    profile_type: 'Driver',
    contract_type: 'Temporary',
    status: 'DRAFT',
    job_description: 'Saturday and Sunday driving for school activities and family outings.',
    location_area: 'HK_ISLAND',
    main_skills: ['Driving'],
    other_skills: ['Driving Licence'],
  },
]

const TITLES = [
  'Domestic helper for a busy household',
  'Nanny for a newborn',
  'Helper and cook for a family of five',
  'Caregiver for a grandfather',
  'Live-out cleaner, three days a week',
  'Helper for a couple with a toddler',
  'Family helper who enjoys baking',
  'Driver and helper for a family in the New Territories',
]

/** A generated employer's one posting; the same on every machine. */
function generatedPosting(index: number, today: string): Record<string, unknown> {
  const r = randomFrom(7_000 + index)
  const area = r.pick(LOCATION_AREAS.slice(0, 4))
  // From the Minimum Allowable Wage (HK$5,100 since 2025-09-30) up: no demo posting offers less.
  const lower = r.int(51, 60) * 100
  const children = r.int(0, 3)
  return {
    job_title: `${r.pick(TITLES)}`,
    profile_type: r.pick(JOB_PROFILE_TYPES.slice(0, 5)),
    contract_type: r.chance(0.8) ? 'Full-time' : r.pick(CONTRACT_TYPES),
    job_description: `We are looking for a kind and reliable helper. Duties include ${r
      .some(['cooking', 'cleaning', 'laundry', 'school runs', 'grocery shopping', 'pet care'], 2, 4)
      .join(', ')}. Start around ${addDays(today, r.int(14, 60))}.`,
    expected_start_date: addDays(today, r.int(14, 60)),
    location_area: area,
    accommodation: r.pick(ACCOMMODATIONS),
    main_skills: r.some(MAIN_SKILLS, 1, 4),
    cooking_skills: r.some(COOKING_SKILLS, 0, 3),
    day_off_options: r.some(DAY_OFF_OPTIONS, 1, 2),
    number_of_children: children,
    children_ages: Array.from({ length: children }, () => r.int(0, 14)),
    budget_lower: lower,
    budget_upper: lower + r.int(2, 10) * 100,
    status: index % 10 === 9 ? 'FILLED' : 'ACTIVE',
  }
}

/** A posting states its household (issue 27): two adults and nobody else, unless it says so. */
const DEMO_HOUSEHOLD = {
  number_of_adults: 2,
  number_of_children: 0,
  number_of_elderly: 0,
  number_of_dogs: 0,
  number_of_cats: 0,
}

function input(fields: Record<string, unknown>, today: string): JobPostingInput {
  return JobPostingInputSchema.parse({
    expected_start_date: addDays(today, 30),
    status: 'ACTIVE',
    ...DEMO_HOUSEHOLD,
    ...fields,
  })
}

async function ensureGeneratedEmployers(deps: AppDeps, count: number, now: Date) {
  const end = new Date(now.getTime() + 365 * DAY)
  for (let index = 1; index <= count; index += 1) {
    const email = `${EMPLOYER_PREFIX}${String(index).padStart(3, '0')}@demo.hearth.hk`
    const plan = index % 4 === 3 ? null : PLAN_IDS[index % 3]!
    // Demo employers cannot sign in: '!' is no scrypt hash.
    const [user] = await deps.db
      .insert(users)
      .values({
        uid: newUid(),
        email,
        username: email,
        passwordHash: '!',
        userType: 'employer',
        emailVerifiedAt: now,
        referralCode: newReferralCode(),
        subscriptionType: plan,
        accessEndDate: plan ? end : null,
      })
      .onConflictDoNothing()
      .returning()
    if (user) {
      const r = randomFrom(9_000 + index)
      await deps.db.insert(employerProfiles).values({
        uid: newUid(),
        userUid: user.uid,
        contactPersonName: `${r.pick(['Mrs', 'Mr', 'Ms', 'Dr'])} ${r.pick(['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ng', 'Ho', 'Smith', 'Patel', 'Tan'])}`,
      })
    }
  }
  return deps.db
    .select({
      email: users.email,
      plan: users.subscriptionType,
      accessEndDate: users.accessEndDate,
      profileUid: employerProfiles.uid,
    })
    .from(users)
    .innerJoin(employerProfiles, eq(employerProfiles.userUid, users.uid))
    .where(like(users.email, `${EMPLOYER_PREFIX}%`))
    .orderBy(users.email)
}

/** Helper profile uids of users by e-mail, in the order given (missing ones left out). */
async function helperUids(deps: AppDeps, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return []
  const rows = await deps.db
    .select({ email: users.email, uid: helperProfiles.uid })
    .from(users)
    .innerJoin(helperProfiles, eq(helperProfiles.userUid, users.uid))
    .where(inArray(users.email, emails))
  const byEmail = new Map(rows.map((row) => [row.email, row.uid]))
  return emails.flatMap((email) => byEmail.get(email) ?? [])
}

const STATUSES: ApplicationStatus[] = ['APPLIED', 'SHORTLISTED', 'HIRED', 'REJECTED', 'WITHDRAWN']

/**
 * Job postings and applications for the demo (idempotent: fixed uids). The demo employer gets
 * five postings, 40 generated employers one each; the demo helper and generated helpers apply in
 * every status. A demo posting past its lifetime is renewed, as is every poster's plan rank.
 */
export async function loadDemoJobs(
  deps: AppDeps,
  accounts: { employerUserUid: string; helperEmail: string; generatedHelperEmails: string[] },
  options: { employerCount?: number } = {},
): Promise<number> {
  const now = deps.clock()
  const today = hongKongToday(now)
  const [demo] = await deps.db
    .select({
      profileUid: employerProfiles.uid,
      plan: users.subscriptionType,
      accessEndDate: users.accessEndDate,
    })
    .from(users)
    .innerJoin(employerProfiles, eq(employerProfiles.userUid, users.uid))
    .where(eq(users.uid, accounts.employerUserUid))
  if (!demo) return 0
  const generated = await ensureGeneratedEmployers(
    deps,
    options.employerCount ?? DEMO_EMPLOYER_COUNT,
    now,
  )
  const posters = [
    ...DEMO_POSTINGS.map((fields, index) => ({ owner: demo, fields, index })),
    ...generated.map((owner, index) => ({
      owner,
      fields: generatedPosting(index + 1, today),
      index: DEMO_POSTINGS.length + index,
    })),
  ]
  const postings = posters.map(({ owner, fields, index }) => {
    const createdAt = new Date(now.getTime() - (index * 7 + 30) * 3_600_000)
    return {
      ...inputToColumns(input(fields, today)),
      uid: `demo-job-${String(index + 1).padStart(3, '0')}`,
      employerProfileUid: owner.profileUid,
      planRank: planRankOf(owner.plan),
      planEndsAt: owner.accessEndDate,
      viewCount: (index * 13) % 40,
      createdAt,
      updatedAt: createdAt,
    }
  })
  await insertPostingRows(deps, postings)
  for (const owner of [demo, ...generated]) {
    await syncEmployerPlan(deps, owner.profileUid, owner.plan, owner.accessEndDate)
  }
  const stale = await deps.db
    .select({ uid: jobPostings.uid })
    .from(jobPostings)
    .where(
      and(
        like(jobPostings.uid, 'demo-job-%'),
        eq(jobPostings.status, 'ACTIVE'),
        lt(jobPostings.updatedAt, new Date(expiryCutoff(now).getTime() + 7 * DAY)),
      ),
    )
  // Renewed as if edited now, so the demo's postings stay ACTIVE.
  await touchPostings(
    deps.db,
    stale.map((row) => row.uid),
    deps.clock(),
  )

  const [demoHelper] = await helperUids(deps, [accounts.helperEmail])
  const others = await helperUids(deps, accounts.generatedHelperEmails)
  const applications: { posting: number; helper: string; status: ApplicationStatus }[] = []
  // The demo helper: one application in each status, to other employers' postings.
  if (demoHelper) {
    STATUSES.forEach((status, i) =>
      applications.push({ posting: DEMO_POSTINGS.length + 1 + i, helper: demoHelper, status }),
    )
  }
  // Generated helpers: the demo employer's first three postings get applicants in every status.
  others.slice(0, 15).forEach((helper, i) => {
    applications.push({ posting: i % 3, helper, status: STATUSES[i % STATUSES.length]! })
  })
  const rows = applications.flatMap(({ posting, helper, status }, i) => {
    const target = postings[posting]
    if (!target) return []
    const applied = new Date(target.createdAt.getTime() + (i + 1) * 3_600_000)
    return [
      {
        uid: `demo-app-${String(posting + 1).padStart(3, '0')}-${helper}`,
        jobPostingUid: target.uid,
        helperProfileUid: helper,
        employerProfileUid: target.employerProfileUid,
        status,
        coverLetter:
          i % 2 === 0
            ? 'Good day! I have several years of experience in Hong Kong and would love to work with your family.'
            : null,
        employerNotes: status === 'SHORTLISTED' ? 'Call for an interview this week.' : null,
        applicationDate: applied,
        updatedAt: applied,
      },
    ]
  })
  await insertApplicationRows(deps, rows)
  // The embedded database has no autovacuum: give the planner statistics for the new rows.
  await deps.db.execute(sql`analyze job_postings, job_search`)
  return postings.length
}
