import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { employerProfiles } from './accounts'
import { helperProfiles } from './helpers'

const emptyList = sql`'{}'::text[]`

/**
 * docs/spec/marketplace.md §3 "Job posting"; budgets in cents (the wire has whole HK$). The
 * effective status is derived: ACTIVE with `updated_at` older than JOB_LIFETIME_DAYS reads
 * EXPIRED (no timer). `plan_rank`/`plan_ends_at` copy the poster's plan when they last saved,
 * so the job search can rank by plan without reading another feature's tables.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    uid: text('uid').primaryKey(),
    employerProfileUid: text('employer_profile_uid')
      .notNull()
      .references(() => employerProfiles.uid, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    profileType: text('profile_type').notNull(),
    jobDescription: text('job_description').notNull(),
    jobDescriptionNotes: text('job_description_notes'),
    status: text('status').notNull().default('DRAFT'),
    /** Hidden by an operator acting on a report (issue 23): out of search and public pages. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** Set while the owner's account is suspended (users.suspended_at, copied so search needs no join). */
    ownerSuspendedAt: timestamp('owner_suspended_at', { withTimezone: true }),
    expectedStartDate: date('expected_start_date', { mode: 'string' }).notNull(),
    flexibilityOnDays: integer('flexibility_on_days').notNull().default(14),
    contractType: text('contract_type').notNull().default('Full-time'),
    dayOffOptions: text('day_off_options').array().notNull().default(emptyList),
    languages: text('languages').array().notNull().default(emptyList),
    mainSkills: text('main_skills').array().notNull().default(emptyList),
    cookingSkills: text('cooking_skills').array().notNull().default(emptyList),
    otherSkills: text('other_skills').array().notNull().default(emptyList),
    personalityTraits: text('personality_traits').array().notNull().default(emptyList),
    budgetLowerCents: integer('budget_lower_cents'),
    budgetUpperCents: integer('budget_upper_cents'),
    currency: text('currency').notNull().default('HKD'),
    accommodation: text('accommodation'),
    numberOfAdults: integer('number_of_adults').notNull().default(1),
    numberOfChildren: integer('number_of_children').notNull().default(0),
    childrenAges: integer('children_ages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    numberOfElderly: integer('number_of_elderly').notNull().default(0),
    aboutOurFamily: text('about_our_family'),
    residenceType: text('residence_type'),
    residenceSizeSqft: integer('residence_size_sqft'),
    locationArea: text('location_area'),
    nationality: text('nationality').notNull().default('HK'),
    numberOfDogs: integer('number_of_dogs').notNull().default(0),
    numberOfCats: integer('number_of_cats').notNull().default(0),
    otherPetsDetails: text('other_pets_details'),
    preferredHelperNationality: text('preferred_helper_nationality')
      .array()
      .notNull()
      .default(emptyList),
    preferredReligion: text('preferred_religion').array().notNull().default(emptyList),
    preferredHelperExperience: integer('preferred_helper_experience'),
    preferredHelperAgeLower: integer('preferred_helper_age_lower'),
    preferredHelperAgeUpper: integer('preferred_helper_age_upper'),
    existingHelper: boolean('existing_helper').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    /** 0 none, 1 weekly, 2 monthly, 3 premium; counts only while `plan_ends_at` is ahead. */
    planRank: smallint('plan_rank').notNull().default(0),
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on create and on each edit, never by views: the lifetime counts from here. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_postings_employer_idx').on(t.employerProfileUid, t.createdAt.desc()),
    index('job_postings_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
)

/**
 * The search projection of every posting: only what `GET /jobs/` filters and sorts by, so that
 * counting and sorting 20,000 postings scans a narrow table. Kept in step with `job_postings` by
 * the jobs repository in the same transaction.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => jobPostings.uid, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    locationArea: text('location_area'),
    contractType: text('contract_type').notNull(),
    accommodation: text('accommodation'),
    /** Main skills as a bit mask by position in MAIN_SKILLS: the "has all" filter. */
    skillsMask: smallint('skills_mask').notNull(),
    budgetLowerCents: integer('budget_lower_cents'),
    budgetUpperCents: integer('budget_upper_cents'),
    planRank: smallint('plan_rank').notNull(),
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Title, description and area (all three languages), lower-cased without accents. */
    searchText: text('search_text').notNull(),
  },
  // The search reads a page off these indexes instead of sorting every match
  // (features/jobs/job-search.repository.ts `searchPostings`): a plan tier by rank, the rest
  // (no plan, or a plan that ended) in created order, and the per-tier counts index-only.
  (t) => [
    index('job_search_status_created_idx').on(t.status, t.createdAt.desc(), t.uid),
    index('job_search_status_rank_created_idx').on(t.status, t.planRank, t.createdAt.desc(), t.uid),
    index('job_search_status_updated_idx').on(t.status, t.updatedAt, t.planRank, t.planEndsAt),
    index('job_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // And job_search_active_filters_idx: (updated_at) INCLUDE (the filter columns) WHERE status =
    // 'ACTIVE', for filtered counts; written by hand in migration 0016 (no INCLUDE in drizzle).
  ],
)

/** docs/spec/employment.md §3 "Application"; one per helper and posting, withdrawn ones too. */
export const jobApplications = pgTable(
  'job_applications',
  {
    uid: text('uid').primaryKey(),
    jobPostingUid: text('job_posting_uid')
      .notNull()
      .references(() => jobPostings.uid, { onDelete: 'cascade' }),
    helperProfileUid: text('helper_profile_uid')
      .notNull()
      .references(() => helperProfiles.uid, { onDelete: 'cascade' }),
    /** The posting's owner, copied so the owner's reads need no join. */
    employerProfileUid: text('employer_profile_uid').notNull(),
    status: text('status').notNull().default('APPLIED'),
    coverLetter: text('cover_letter'),
    helperNotes: text('helper_notes'),
    employerNotes: text('employer_notes'),
    applicationDate: timestamp('application_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_posting_helper_idx').on(t.jobPostingUid, t.helperProfileUid),
    index('job_applications_helper_idx').on(t.helperProfileUid),
    index('job_applications_employer_idx').on(t.employerProfileUid),
  ],
)

/** Who viewed a posting on which Hong Kong day: a helper's first view of a day counts once. */
export const jobPostingViews = pgTable(
  'job_posting_views',
  {
    jobPostingUid: text('job_posting_uid')
      .notNull()
      .references(() => jobPostings.uid, { onDelete: 'cascade' }),
    viewerUserUid: text('viewer_user_uid').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobPostingUid, t.viewerUserUid, t.day] }),
    index('job_posting_views_day_idx').on(t.day),
  ],
)
