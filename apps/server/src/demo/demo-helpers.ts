import { like } from 'drizzle-orm'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import {
  ACCOMMODATIONS,
  COOKING_SKILLS,
  CONTRACT_STATUSES,
  EDUCATION_LEVELS,
  MAIN_SKILLS,
  MARITAL_STATUSES,
  OTHER_SKILLS,
  PERSONALITY_TRAITS,
} from '@hearth/shared/helper-options'
import type { PastExperienceItem } from '@hearth/shared/helper-profile'
import { users } from '../db/schema'
import type { AppDeps } from '../lib/deps'
import { newReferralCode, newUid } from '../lib/tokens'
import { insertHelperRows } from '../features/helpers/helpers.service'
import { avatar } from './demo-avatar'
import { COUNTRY_OF, HOME_LANGUAGE, NAMES, RELIGIONS_BY_NATIONALITY } from './demo-names'
import {
  ABROAD,
  aboutMeText,
  COUNTRY_NAMES,
  DEGREE_OF,
  HONG_KONG_FAMILIES,
  horoscopeOf,
  jobTitleFor,
  listOf,
  monthsBefore,
  SCHOOLS,
} from './demo-texts'

export const DEMO_HELPER_COUNT = 300
const EMAIL_PREFIX = 'demo-helper-'

/** A small seeded generator (mulberry32): the same demo data on every machine. */
export function randomFrom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items]
    const out: T[] = []
    for (let n = int(min, Math.min(max, pool.length)); n > 0; n -= 1)
      out.push(...pool.splice(int(0, pool.length - 1), 1))
    return out
  }
  return { next, int, pick, some, chance: (p: number) => next() < p }
}

type Random = ReturnType<typeof randomFrom>

function nationalityFor(r: Random): string {
  const x = r.next()
  if (x < 0.5) return 'Filipino'
  if (x < 0.85) return 'Indonesian'
  return r.pick([
    'Thai',
    'Indian',
    'Nepali',
    'Chinese',
    'SriLankan',
    'Bangladeshi',
    'Vietnamese',
    'Cambodian',
  ])
}

/** The identity of a demo profile; the rest of it follows from this. */
export type DemoIdentity = {
  nationality: string
  gender: 'Female' | 'Male'
  firstName: string
  lastName: string
  /** Left to chance when not given. */
  middleName?: string | null
}

function identityFor(r: Random): DemoIdentity {
  const nationality = nationalityFor(r)
  const pool = NAMES[nationality]!
  const female = r.chance(0.94)
  return {
    nationality,
    gender: female ? 'Female' : 'Male',
    firstName: r.pick(female ? pool.female : pool.male),
    lastName: r.pick(pool.last),
  }
}

const ENDED_STATUSES = CONTRACT_STATUSES.filter((status) => status !== 'Currently Employed')

/**
 * Demo helper number `index` (1-based; 0 is the demo helper account): a varied profile whose
 * texts, schools, places and dates all follow from its own nationality, name and contract.
 */
export function demoHelper(index: number, today: string, identity?: DemoIdentity) {
  const r = randomFrom(index * 7919)
  const { nationality, gender, firstName, lastName } = identity ?? identityFor(r)
  const female = gender === 'Female'
  const pool = NAMES[nationality]!
  const home = COUNTRY_OF[nationality]!
  const religion = r.pick(RELIGIONS_BY_NATIONALITY[nationality]!)
  const age = r.int(24, 50)
  const birthdate = `${Number(today.slice(0, 4)) - age}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`
  const mainSkills = r.some(
    MAIN_SKILLS.filter((s) => female || s !== 'Baby Care'),
    2,
    6,
  )
  const driver = !female && r.chance(0.6)
  if (driver && !mainSkills.includes('Driving')) mainSkills.push('Driving')
  const traits = r.some(PERSONALITY_TRAITS, 2, 5)

  // The current or last contract decides where the helper is and when she can start.
  const contractStatus = r.chance(0.3) ? 'Currently Employed' : r.pick(ENDED_STATUSES)
  const employed = contractStatus === 'Currently Employed'
  // Two-year contracts, the first at 21 at the earliest; a current one is about a year old.
  const contracts = r.int(1, Math.max(1, Math.min(9, Math.floor((age - 21) / 2))))
  const years = employed ? 2 * contracts - 1 : 2 * contracts
  const lastJobAbroad = r.chance(employed ? 0.1 : 0.2)
  const lastjobLocation = lastJobAbroad ? r.pick(ABROAD) : 'HK'
  const lastJobEnd = employed ? addDays(today, r.int(30, 330)) : addDays(today, -r.int(1, 150))
  // After a contract ends in Hong Kong the helper may stay 14 days (ImmD); later, she is home.
  const stayUntil = addDays(lastJobEnd, 14)
  const inHongKong = !employed && lastjobLocation === 'HK' && stayUntil > today
  let availabilityDate = addDays(today, r.int(30, 120))
  if (employed) availabilityDate = addDays(lastJobEnd, r.int(1, 30))
  else if (inHongKong) availabilityDate = addDays(today, r.int(0, 14))

  const jobTitle = jobTitleFor(r, driver, mainSkills)
  const family = lastjobLocation === 'HK' ? r.pick(HONG_KONG_FAMILIES) : 'a family'
  const place = COUNTRY_NAMES[lastjobLocation]!
  const duties = listOf(mainSkills.slice(0, 3))
  const experienceText = employed
    ? `Working as a ${jobTitle.toLowerCase()} for ${family} in ${place} since ${monthsBefore(lastJobEnd, 24).slice(0, 4)}: ${duties}, and keeping the home clean and organised.`
    : `Worked ${years} year${years === 1 ? '' : 's'} as a domestic helper, most recently for ${family} in ${place} until ${lastJobEnd.slice(0, 7)}: ${duties}.`

  // The last three contracts, back from the current or last one.
  const pastExperiences: PastExperienceItem[] = Array.from(
    { length: Math.min(3, contracts) },
    (_, i) => {
      const dateTo = monthsBefore(lastJobEnd, i * 24)
      const location = i === 0 ? lastjobLocation : r.chance(0.8) ? 'HK' : r.pick(ABROAD)
      return {
        job_title: i === 0 ? jobTitle : r.pick(['Domestic Helper', 'Nanny', 'Caregiver']),
        contract_status: i === 0 ? contractStatus : 'Finished Contract',
        experience_text: `Cared for ${location === 'HK' ? r.pick(HONG_KONG_FAMILIES) : 'a family'} in ${COUNTRY_NAMES[location]}: ${listOf(r.some(MAIN_SKILLS, 1, 3))}.`,
        date_from: monthsBefore(dateTo, 24),
        date_to: dateTo,
        location,
      }
    },
  )

  const educationLevel = r.pick([...EDUCATION_LEVELS, 'High School', 'High School'])
  const schools = SCHOOLS[nationality]!
  const born = Number(birthdate.slice(0, 4))
  const educationExperiences = [
    {
      school: r.pick(schools.high),
      qualification: 'High School Diploma',
      date_from: `${born + 12}-06-01`,
      date_to: `${born + 16}-03-31`,
    },
    ...(DEGREE_OF[educationLevel]
      ? [
          {
            school: r.pick(schools.college),
            qualification: DEGREE_OF[educationLevel]!,
            date_from: `${born + 16}-08-01`,
            date_to: `${born + (educationLevel === 'Associate Degree' ? 18 : 20)}-05-31`,
          },
        ]
      : []),
    ...(educationLevel === 'Other' || r.chance(0.4)
      ? [
          {
            school: schools.vocational,
            qualification: 'Certificate',
            date_from: monthsBefore(lastJobEnd, 24 * contracts + 3),
            date_to: monthsBefore(lastJobEnd, 24 * contracts),
          },
        ]
      : []),
  ]

  const maritalStatus = r.pick(MARITAL_STATUSES)
  const homeLanguage = HOME_LANGUAGE[nationality]
  return {
    female,
    hijab: female && religion === 'Muslim' && r.chance(0.7),
    hasPhoto: r.chance(0.88),
    row: {
      isDraft: false,
      profileType: driver ? r.pick(['Driver', 'Both'] as const) : 'Helper',
      firstName,
      middleName:
        identity?.middleName !== undefined
          ? identity.middleName
          : r.chance(0.15)
            ? r.pick(pool.last.filter((name) => name !== lastName))
            : null,
      lastName,
      nationality,
      religion,
      gender,
      maritalStatus,
      childrenText:
        maritalStatus === 'Single'
          ? null
          : r.pick([
              '1 child',
              '2 children, both in school',
              'No children',
              `3 children living with my parents in ${COUNTRY_NAMES[home]}`,
            ]),
      birthdate,
      educationLevel,
      horoscope: horoscopeOf(birthdate),
      languages: [
        'English',
        ...(lastjobLocation === 'HK' && r.chance(0.5) ? ['Cantonese'] : []),
        ...(homeLanguage ? [homeLanguage] : []),
      ],
      mainSkills,
      cookingSkills: r.some(COOKING_SKILLS, 0, 4),
      otherSkills: r.some(OTHER_SKILLS, 0, 4),
      personalityTraits: traits,
      dayOff: r.chance(0.8)
        ? ['Sunday']
        : r.some(['Saturday', 'Sunday', 'Monday', 'Wednesday'], 1, 2),
      workExperienceYears: years,
      experienceText,
      jobTitle,
      jobSeeking: r.chance(0.9) ? 'Jobseeking' : 'Found Job',
      contractStatus,
      currentSalaryCents: employed ? r.int(102, 130) * 5_000 : null,
      expectedSalaryCents: r.int(102, 150) * 5_000,
      availabilityDate,
      lastjobLocation,
      lastDateInHongkong: inHongKong ? stayUntil : null,
      accommodation: r.pick([...ACCOMMODATIONS, 'Live In', 'Live In - Separate room']),
      // Numbers in a range no real phone uses: demo links must not reach a stranger.
      whatsappContact: `+85200${String(index).padStart(6, '0')}`,
      phoneContact: null,
      aboutMe: aboutMeText(r.int(0, 2), {
        firstName,
        country: COUNTRY_NAMES[home]!,
        years,
        skills: mainSkills,
        traits,
      }),
      pastExperiences,
      educationExperiences,
      updatedAtOffsetMinutes: r.int(0, 60 * 24 * 60),
    },
  }
}

/** Loads the demo helper profiles that are not there yet (idempotent, by e-mail). */
export async function loadDemoHelpers(deps: AppDeps, count = DEMO_HELPER_COUNT): Promise<number> {
  const existing = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, `${EMAIL_PREFIX}%`))
  const have = new Set(existing.map((row) => row.email))
  const now = deps.clock()
  const today = hongKongToday(now)
  let created = 0
  for (let index = 1; index <= count; index += 1) {
    const email = `${EMAIL_PREFIX}${String(index).padStart(3, '0')}@demo.hearth.hk`
    if (have.has(email)) continue
    const { row, female, hijab, hasPhoto } = demoHelper(index, today)
    const { updatedAtOffsetMinutes, ...columns } = row
    const files = hasPhoto ? await avatar(`${email}`, female, hijab) : undefined
    const userUid = newUid()
    // Demo helpers cannot sign in: '!' is no scrypt hash, so no password matches.
    await deps.db.insert(users).values({
      uid: userUid,
      email,
      username: email,
      passwordHash: '!',
      userType: 'helper',
      emailVerifiedAt: now,
      referralCode: newReferralCode(),
    })
    await insertHelperRows(deps, [
      {
        ...columns,
        uid: newUid(),
        userUid,
        photoKey: files ? await deps.files.put('photos', 'webp', files.photo) : null,
        thumbnailKey: files ? await deps.files.put('photos', 'webp', files.thumbnail) : null,
        createdAt: now,
        updatedAt: new Date(now.getTime() - updatedAtOffsetMinutes * 60_000),
      },
    ])
    created += 1
  }
  return created
}
