// The job enumerations of docs/spec/marketplace.md §3 and §4 and docs/spec/employment.md §4, as
// stored and sent on the wire, with labels for people as catalog keys. Lists the spec leaves "not
// shown" (languages, skills, cooking, traits) reuse the helper profile's (`helper-options.ts`).
import { tk } from './i18n-keys'

/** docs/spec/marketplace.md §4 "Job status". */
export const JOB_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'FILLED', 'EXPIRED', 'CLOSED'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** The statuses the helper job search lists (DRAFT and PAUSED are the owner's alone). */
export const JOB_SEARCH_STATUSES = ['ACTIVE', 'FILLED', 'EXPIRED', 'CLOSED'] as const

/**
 * An ACTIVE posting not edited for this many days reads EXPIRED. Derived in every query from
 * `updated_at`, so no timer has to run; saving the posting again (still ACTIVE) renews it.
 */
export const JOB_LIFETIME_DAYS = 60

/** docs/spec/employment.md §4 "Application status". */
export const APPLICATION_STATUSES = [
  'APPLIED',
  'SHORTLISTED',
  'HIRED',
  'REJECTED',
  'WITHDRAWN',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** What the posting's owner may set (`update_status`). */
export const EMPLOYER_SETTABLE_STATUSES = ['APPLIED', 'SHORTLISTED', 'HIRED', 'REJECTED'] as const

/** The job forms' profile types (docs/spec/marketplace.md §3 "Profile type"). */
export const JOB_PROFILE_TYPES = [
  'domestic_helper',
  'Helper',
  'nanny',
  'caregiver',
  'Driver',
  'gardener',
  'pet_sitter',
  'other',
] as const

export const DAY_OFF_OPTIONS = ['sunday', 'saturday', 'weekday_flexible', 'negotiable'] as const

export const CONTRACT_TYPES = ['Full-time', 'Part-time', 'Temporary', 'Contract'] as const

/**
 * Postings the FDH Minimum Allowable Wage covers (issue 27 item 2): a live-in domestic helper,
 * nanny or caregiver, on a full-time or fixed-term contract; not part-time or temporary work.
 */
export const MAW_PROFILE_TYPES: readonly string[] = [
  'domestic_helper',
  'Helper',
  'nanny',
  'caregiver',
]
export const MAW_CONTRACT_TYPES: readonly string[] = ['Full-time', 'Contract']

export const RESIDENCE_TYPES = ['Apartment', 'House', 'Walk-up', 'VillageHouse', 'Other'] as const

export const LOCATION_AREAS = [
  'HK_ISLAND',
  'KOWLOON',
  'NEW_TERRITORIES',
  'OUTLYING_ISLANDS',
  'OTHER',
] as const
export type LocationArea = (typeof LOCATION_AREAS)[number]

export const PREFERRED_NATIONALITIES = [
  'NoPreference',
  'Filipino',
  'Indonesian',
  'Chinese',
  'Malaysian',
  'Vietnamese',
  'Indian',
  'SriLankan',
  'Bangladeshi',
  'Nepali',
  'Thai',
  'Myanmar',
  'Cambodian',
  'Singaporean',
  'Other',
] as const

export const PREFERRED_RELIGIONS = [
  'NoPreference',
  'Catholic',
  'Christian',
  'Muslim',
  'Buddhist',
  'Hindu',
  'Sikh',
  'Jewish',
  'Atheist',
  'Other',
] as const

/** The paid plans, lowest rank first (docs/spec/marketplace.md §9). */
export const PLAN_IDS = ['weekly', 'monthly', 'premium'] as const
export type PlanId = (typeof PLAN_IDS)[number]

/** Plans whose owners see view counts (docs/spec/marketplace.md §2 "My postings"). */
export const VIEW_COUNT_PLANS: readonly PlanId[] = ['monthly', 'premium']

/**
 * docs/spec/marketplace.md §9 "Job defaults". Not its household (adults 1, children 0): the
 * employer states it, a default invents one (issue 27).
 */
export const JOB_DEFAULTS = {
  flexibility_on_days: 14,
  currency: 'HKD',
  nationality: 'HK',
  status: 'DRAFT',
  contract_type: 'Full-time',
} as const

type Labels<T extends readonly string[]> = Record<T[number], string>

export const JOB_STATUS_LABELS: Labels<typeof JOB_STATUSES> = {
  DRAFT: tk('Draft'),
  ACTIVE: tk('Active'),
  PAUSED: tk('Paused'),
  FILLED: tk('Filled'),
  EXPIRED: tk('Expired'),
  CLOSED: tk('Closed'),
}

export const APPLICATION_STATUS_LABELS: Labels<typeof APPLICATION_STATUSES> = {
  APPLIED: tk('Applied'),
  SHORTLISTED: tk('Shortlisted'),
  HIRED: tk('Hired'),
  REJECTED: tk('Rejected'),
  WITHDRAWN: tk('Withdrawn'),
}

export const JOB_PROFILE_TYPE_LABELS: Labels<typeof JOB_PROFILE_TYPES> = {
  domestic_helper: tk('Domestic helper'),
  Helper: tk('Helper'),
  nanny: tk('Nanny'),
  caregiver: tk('Caregiver'),
  Driver: tk('Driver'),
  gardener: tk('Gardener'),
  pet_sitter: tk('Pet sitter'),
  other: tk('Other'),
}

export const DAY_OFF_OPTION_LABELS: Labels<typeof DAY_OFF_OPTIONS> = {
  sunday: tk('Sunday'),
  saturday: tk('Saturday'),
  weekday_flexible: tk('A weekday (flexible)'),
  negotiable: tk('Negotiable'),
}

export const CONTRACT_TYPE_LABELS: Labels<typeof CONTRACT_TYPES> = {
  'Full-time': tk('Full-time'),
  'Part-time': tk('Part-time'),
  Temporary: tk('Temporary'),
  Contract: tk('Contract'),
}

export const RESIDENCE_TYPE_LABELS: Labels<typeof RESIDENCE_TYPES> = {
  Apartment: tk('Apartment'),
  House: tk('House'),
  'Walk-up': tk('Walk-up'),
  VillageHouse: tk('Village house'),
  Other: tk('Other'),
}

export const LOCATION_AREA_LABELS: Labels<typeof LOCATION_AREAS> = {
  HK_ISLAND: tk('Hong Kong Island'),
  KOWLOON: tk('Kowloon'),
  NEW_TERRITORIES: tk('New Territories'),
  OUTLYING_ISLANDS: tk('Outlying Islands'),
  OTHER: tk('Other area'),
}

export const PREFERRED_NATIONALITY_LABELS: Labels<typeof PREFERRED_NATIONALITIES> = {
  NoPreference: tk('No preference'),
  Filipino: tk('Filipino'),
  Indonesian: tk('Indonesian'),
  Chinese: tk('Chinese'),
  Malaysian: tk('Malaysian'),
  Vietnamese: tk('Vietnamese'),
  Indian: tk('Indian'),
  SriLankan: tk('Sri Lankan'),
  Bangladeshi: tk('Bangladeshi'),
  Nepali: tk('Nepali'),
  Thai: tk('Thai'),
  Myanmar: tk('Burmese'),
  Cambodian: tk('Cambodian'),
  Singaporean: tk('Singaporean (nationality)'),
  Other: tk('Other'),
}

export const PREFERRED_RELIGION_LABELS: Labels<typeof PREFERRED_RELIGIONS> = {
  NoPreference: tk('No preference'),
  Catholic: tk('Catholic'),
  Christian: tk('Christian'),
  Muslim: tk('Muslim'),
  Buddhist: tk('Buddhist'),
  Hindu: tk('Hindu'),
  Sikh: tk('Sikh'),
  Jewish: tk('Jewish'),
  Atheist: tk('Atheist'),
  Other: tk('Other'),
}

export const PLAN_LABELS: Labels<typeof PLAN_IDS> = {
  weekly: tk('Weekly'),
  monthly: tk('Monthly'),
  premium: tk('Premium'),
}
