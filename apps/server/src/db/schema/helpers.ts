import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { EducationItem, PastExperienceItem } from '@hearth/shared/helper-profile'
import { employerProfiles, users } from './accounts'

const emptyList = sql`'{}'::text[]`

/** docs/spec/marketplace.md §3 "Helper profile"; money in cents, dates as Hong Kong calendar dates. */
export const helperProfiles = pgTable('helper_profiles', {
  uid: text('uid').primaryKey(),
  userUid: text('user_uid')
    .notNull()
    .unique()
    .references(() => users.uid, { onDelete: 'cascade' }),
  isDraft: boolean('is_draft').notNull().default(false),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  photoKey: text('photo_key'),
  thumbnailKey: text('thumbnail_key'),
  passportKey: text('passport_key'),
  passportType: text('passport_type'),
  birthdate: date('birthdate', { mode: 'string' }),
  nationality: text('nationality'),
  religion: text('religion'),
  gender: text('gender'),
  maritalStatus: text('marital_status'),
  childrenText: text('children_text'),
  educationLevel: text('education_level'),
  horoscope: text('horoscope'),
  languages: text('languages').array().notNull().default(emptyList),
  mainSkills: text('main_skills').array().notNull().default(emptyList),
  cookingSkills: text('cooking_skills').array().notNull().default(emptyList),
  otherSkills: text('other_skills').array().notNull().default(emptyList),
  personalityTraits: text('personality_traits').array().notNull().default(emptyList),
  dayOff: text('day_off').array().notNull().default(emptyList),
  workExperienceYears: integer('work_experience_years'),
  experienceText: text('experience_text'),
  jobTitle: text('job_title'),
  jobSeeking: text('job_seeking'),
  profileType: text('profile_type'),
  contractStatus: text('contract_status'),
  currentSalaryCents: integer('current_salary_cents'),
  expectedSalaryCents: integer('expected_salary_cents'),
  currency: text('currency').notNull().default('HKD'),
  availabilityDate: date('availability_date', { mode: 'string' }),
  lastjobLocation: text('lastjob_location'),
  lastDateInHongkong: date('last_date_in_hongkong', { mode: 'string' }),
  accommodation: text('accommodation'),
  phoneContact: text('phone_contact'),
  whatsappContact: text('whatsapp_contact'),
  aboutMe: text('about_me'),
  bankAccount: text('bank_account'),
  referredBy: text('referred_by'),
  pastExperiences: jsonb('past_experiences').$type<PastExperienceItem[]>().notNull().default([]),
  educationExperiences: jsonb('education_experiences')
    .$type<EducationItem[]>()
    .notNull()
    .default([]),
  /** Off: the public page carries `noindex` and the sitemap leaves the profile out. */
  showInSearchEngines: boolean('show_in_search_engines').notNull().default(true),
  /** Hidden by an operator acting on a report (issue 23): out of search and public pages. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
  /** Set while the owner's account is suspended (users.suspended_at, copied so search needs no join). */
  ownerSuspendedAt: timestamp('owner_suspended_at', { withTimezone: true }),
  /** Hearth checked her identity and visa (issue 24); the badge lasts until `verified_until`. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedUntil: date('verified_until', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The search projection of a published profile: only what the filters read, so that counting
 * and paging 100,000 profiles scans a narrow table. Kept in step with `helper_profiles` by
 * the helpers repository in the same transaction; drafts have no row. Enumerated values are
 * stored as codes and list filters as bit masks, both by position in the enumerations.
 */
export const helperSearch = pgTable(
  'helper_search',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => helperProfiles.uid, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // Enumerated values as their 1-based position in the enumeration: a narrow row scans fast.
    nationality: smallint('nationality'),
    religion: smallint('religion'),
    contractStatus: smallint('contract_status'),
    gender: smallint('gender'),
    accommodation: smallint('accommodation'),
    profileType: smallint('profile_type'),
    horoscope: smallint('horoscope'),
    skillsMask: smallint('skills_mask').notNull(),
    languagesMask: smallint('languages_mask').notNull(),
    dayOffMask: smallint('day_off_mask').notNull(),
    experienceYears: smallint('experience_years'),
    expectedSalaryCents: integer('expected_salary_cents'),
    availabilityDate: date('availability_date', { mode: 'string' }),
    lastDateInHongkong: date('last_date_in_hongkong', { mode: 'string' }),
    /** Currently employed with a last job location containing "hk" (docs/spec/marketplace.md §5). */
    employedInHongkong: boolean('employed_in_hongkong').notNull(),
    /** First, middle and last name, lower-cased without accents: what name search matches. */
    searchName: text('search_name').notNull(),
    /** A verification badge (issue 24): the "Verified only" filter reads it. */
    verified: boolean('verified').notNull().default(false),
  },
  // Counting and paging read these indexes alone (index-only scans), never the table (issue 28,
  // docs/decisions/0030-search-from-indexes.md). Drizzle cannot declare INCLUDE columns: those,
  // and the planner statistics over correlated columns, are in migration 0026.
  (t) => [
    // The order of the list: an unfiltered page (and a deep one) walks these narrow entries.
    index('helper_search_updated_idx').on(t.updatedAt.desc(), t.uid),
    // The same order, INCLUDE every filter column and the name: a filtered page is read off
    // this index alone, checking each entry without visiting its row.
    index('helper_search_page_idx').on(t.updatedAt.desc(), t.uid),
    index('helper_search_verified_idx')
      .on(t.updatedAt.desc(), t.uid)
      .where(sql`${t.verified}`),
    index('helper_search_name_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // One per filter, leading with it and carrying the filters most often chosen with it, so
    // that a count reads only its filter's entries. INCLUDE (skills, languages, days off).
    index('helper_search_nationality_idx').on(t.nationality, t.verified),
    // INCLUDE (days off).
    index('helper_search_religion_idx').on(t.religion, t.horoscope),
    index('helper_search_gender_idx').on(t.gender, t.profileType),
    index('helper_search_accommodation_idx').on(t.accommodation, t.availabilityDate),
    index('helper_search_profile_type_idx').on(t.profileType),
    index('helper_search_horoscope_idx').on(t.horoscope),
    index('helper_search_availability_idx').on(t.availabilityDate),
    // INCLUDE (languages, days off); read as a list of masks (`masksHolding`).
    index('helper_search_skills_idx').on(t.skillsMask),
    // INCLUDE (languages, expected salary).
    index('helper_search_contract_status_idx').on(t.contractStatus),
    // INCLUDE (expected salary).
    index('helper_search_experience_idx').on(t.experienceYears),
  ],
)

/**
 * The name of each row of helper_search again, apart (issue 28): counting the matches of a search
 * by name alone reads these narrow rows (uid and name) off their trigram index, three times
 * faster than the wide search rows. Written with the search row, in the same transaction.
 */
export const helperSearchNames = pgTable(
  'helper_search_names',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => helperSearch.uid, { onDelete: 'cascade' }),
    /** First, middle and last name, lower-cased without accents: what name search matches. */
    searchName: text('search_name').notNull(),
  },
  (t) => [
    index('helper_search_names_name_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // The words of each name (migration 0027): a search by name words of three letters or more
    // is counted as "holds one of the words in use that contain each searched word".
    index('helper_search_names_words_idx').using('gin', sql`string_to_array(${t.searchName}, ' ')`),
  ],
)

/**
 * Every word of the published names and how many profiles hold it, kept by triggers on
 * helper_search_names (migration 0027, docs/decisions/0031-name-word-counts.md). A name search is a
 * substring search; when one searched word lies inside exactly one word in use, its matches are
 * that word's holders: the count is read here, exact, instead of re-checking every match.
 */
export const helperNameWords = pgTable(
  'helper_name_words',
  {
    word: text('word').primaryKey(),
    /** Published profiles whose name holds this word (once each); 0 once the last one goes. */
    helpers: integer('helpers').notNull(),
  },
  (t) => [
    index('helper_name_words_word_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    check('helper_name_words_helpers_check', sql`${t.helpers} >= 0`),
  ],
)

/**
 * Every pair of words held together by a published name ("cruz maria": the lower word first, a
 * space between) and how many profiles hold both, kept with helper_name_words by the same
 * triggers: a search by two words, each inside exactly one word in use, reads its count here.
 */
export const helperNamePairs = pgTable(
  'helper_name_pairs',
  {
    pair: text('pair').primaryKey(),
    helpers: integer('helpers').notNull(),
  },
  (t) => [check('helper_name_pairs_helpers_check', sql`${t.helpers} >= 0`)],
)

/**
 * How many rows helper_search holds, kept by a trigger on it (migration 0020): a deep page of the
 * unfiltered search needs the exact total, and counting 400,000 rows takes longer than a search.
 */
export const helperSearchTotal = pgTable(
  'helper_search_total',
  {
    only: boolean('only').primaryKey().default(true),
    total: integer('total').notNull(),
  },
  (t) => [check('helper_search_total_one_row', sql`${t.only}`)],
)

/** An employer's categories on a helper (docs/spec/marketplace.md §3 "Saved helper", §4). */
export const employerSavedHelpers = pgTable(
  'employer_saved_helpers',
  {
    uid: text('uid').primaryKey(),
    employerProfileUid: text('employer_profile_uid')
      .notNull()
      .references(() => employerProfiles.uid, { onDelete: 'cascade' }),
    helperProfileUid: text('helper_profile_uid')
      .notNull()
      .references(() => helperProfiles.uid, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    notes: text('notes'),
    jobPostingUid: text('job_posting_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employer_saved_helpers_unique_idx').on(
      t.employerProfileUid,
      t.helperProfileUid,
      t.category,
    ),
    index('employer_saved_helpers_helper_idx').on(t.helperProfileUid),
  ],
)
