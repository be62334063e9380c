import { createAvatar } from '@dicebear/core'
import { avataaars } from '@dicebear/collection'
import { like } from 'drizzle-orm'
import sharp from 'sharp'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import {
  ACCOMMODATIONS,
  COOKING_SKILLS,
  CONTRACT_STATUSES,
  EDUCATION_LEVELS,
  HOROSCOPES,
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
import { COUNTRY_OF, HOME_LANGUAGE, NAMES, RELIGIONS_BY_NATIONALITY } from './demo-names'

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

async function avatar(seed: string, female: boolean, hijab: boolean) {
  const svg = createAvatar(avataaars, {
    seed,
    top: hijab
      ? ['hijab']
      : female
        ? [
            'bob',
            'bun',
            'curvy',
            'longButNotTooLong',
            'miaWallace',
            'straight01',
            'straight02',
            'straightAndStrand',
            'bigHair',
          ]
        : [
            'shortFlat',
            'shortRound',
            'shortWaved',
            'theCaesar',
            'theCaesarAndSidePart',
            'sides',
            'shortCurly',
          ],
    mouth: ['smile', 'default', 'twinkle'],
    eyes: ['default', 'happy'],
    eyebrows: ['defaultNatural', 'default', 'raisedExcitedNatural'],
    skinColor: ['614335', 'd08b5b', 'ae5d29', 'edb98a'],
    hairColor: ['2c1b18', '4a312c', '724133'],
    clothing: [
      'shirtCrewNeck',
      'shirtScoopNeck',
      'shirtVNeck',
      'collarAndSweater',
      'blazerAndShirt',
    ],
    facialHairProbability: female ? 0 : 20,
    accessoriesProbability: 0,
    backgroundColor: ['fde68a', 'bfdbfe', 'fecaca', 'd9f99d', 'e9d5ff', 'fed7aa'],
  }).toString()
  const image = sharp(Buffer.from(svg))
  return {
    photo: await image.clone().resize(600, 600).webp({ quality: 82 }).toBuffer(),
    thumbnail: await image.clone().resize(320, 320).webp({ quality: 78 }).toBuffer(),
  }
}

function experienceText(r: Random, years: number, skills: string[]): string {
  const duty = skills.length ? skills.slice(0, 3).join(', ').toLowerCase() : 'housework'
  const family = r.pick([
    'a family of four in Tai Koo',
    'an elderly couple in Sha Tin',
    'a young family in Tseung Kwan O',
    'a family with twins in Mid-Levels',
    'a busy couple in Tsuen Wan',
    'a family of five in Kowloon Tong',
  ])
  return years === 0
    ? `First contract abroad. Trained in ${duty} and eager to learn the ways of a Hong Kong household.`
    : `Worked ${years} year${years === 1 ? '' : 's'} as a domestic helper, most recently for ${family}: ${duty}, and keeping the home clean and organised.`
}

function aboutMe(r: Random, first: string): string {
  return r.pick([
    `Hello, I am ${first}. I am patient, honest and hard-working, and I treat the family I work for like my own.`,
    `I am ${first}, a cheerful and reliable helper. I love cooking and I keep the house tidy without being asked.`,
    `Hi! I'm ${first}. I enjoy taking care of children and I am happy to learn new recipes and routines.`,
    `My name is ${first}. I am calm, responsible and good with elderly people. I can follow a routine carefully.`,
  ])
}

/** Demo helper number `index` (1-based): a realistic, varied profile. */
export function demoHelper(index: number, today: string) {
  const r = randomFrom(index * 7919)
  const nationality = nationalityFor(r)
  const pool = NAMES[nationality]!
  const female = r.chance(0.94)
  const firstName = r.pick(female ? pool.female : pool.male)
  const lastName = r.pick(pool.last)
  const years = r.int(0, 18)
  const mainSkills = r.some(
    MAIN_SKILLS.filter((s) => female || s !== 'Baby Care'),
    2,
    6,
  )
  const driver = !female && r.chance(0.6)
  if (driver && !mainSkills.includes('Driving')) mainSkills.push('Driving')
  const contractStatus = r.pick([...CONTRACT_STATUSES, 'Finished Contract', 'Currently Employed'])
  const inHongKong = r.chance(0.65)
  const homeLanguage = HOME_LANGUAGE[nationality]
  const languages = [
    'English',
    ...(r.chance(0.45) ? ['Cantonese'] : []),
    ...(r.chance(0.1) ? ['Mandarin'] : []),
    ...(homeLanguage ? [homeLanguage] : []),
  ]
  const age = r.int(24, 50)
  const birthdate = `${Number(today.slice(0, 4)) - age}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`
  const pastCount = years === 0 ? 0 : r.int(1, 3)
  const pastExperiences: PastExperienceItem[] = Array.from({ length: pastCount }, (_, i) => {
    const endYear = Number(today.slice(0, 4)) - i * 2
    return {
      job_title: r.pick(['Domestic Helper', 'Nanny', 'Caregiver', 'Housekeeper']),
      contract_status:
        i === 0 && contractStatus === 'Currently Employed'
          ? 'Currently Employed'
          : 'Finished Contract',
      experience_text: experienceText(r, 2, r.some(MAIN_SKILLS, 1, 3)),
      date_from: `${endYear - 2}-${String(r.int(1, 12)).padStart(2, '0')}-01`,
      date_to: `${endYear}-${String(r.int(1, 12)).padStart(2, '0')}-01`,
      location: r.chance(0.75) ? 'HK' : r.pick(['SG', 'TW', 'SA', 'AE', 'MY']),
    }
  })
  return {
    female,
    hijab: female && r.chance(nationality === 'Indonesian' ? 0.5 : 0),
    hasPhoto: r.chance(0.88),
    row: {
      isDraft: false,
      profileType: driver ? r.pick(['Driver', 'Both'] as const) : 'Helper',
      firstName,
      middleName: r.chance(0.15) ? r.pick(pool.last) : null,
      lastName,
      nationality,
      religion: r.pick(RELIGIONS_BY_NATIONALITY[nationality]!),
      gender: female ? 'Female' : 'Male',
      maritalStatus: r.pick(MARITAL_STATUSES),
      childrenText: r.chance(0.5)
        ? r.pick([
            '1 child',
            '2 children, both in school',
            'No children',
            '3 children living with my parents',
          ])
        : null,
      birthdate,
      educationLevel: r.pick([...EDUCATION_LEVELS, 'High School', 'High School']),
      horoscope: r.pick(HOROSCOPES),
      languages,
      mainSkills,
      cookingSkills: r.some(COOKING_SKILLS, 0, 4),
      otherSkills: r.some(OTHER_SKILLS, 0, 4),
      personalityTraits: r.some(PERSONALITY_TRAITS, 2, 5),
      dayOff: r.chance(0.8)
        ? ['Sunday']
        : r.some(['Saturday', 'Sunday', 'Monday', 'Wednesday'], 1, 2),
      workExperienceYears: years,
      experienceText: experienceText(r, years, mainSkills),
      jobTitle: driver
        ? 'Family Driver'
        : r.pick(['Domestic Helper', 'Domestic Helper', 'Nanny', 'Caregiver']),
      jobSeeking: r.chance(0.9) ? 'Jobseeking' : 'Found Job',
      contractStatus,
      currentSalaryCents: contractStatus === 'Currently Employed' ? r.int(102, 130) * 5_000 : null,
      expectedSalaryCents: r.int(102, 150) * 5_000,
      availabilityDate: addDays(today, r.int(0, 120)),
      lastjobLocation:
        contractStatus === 'Currently Employed' || inHongKong ? 'HK' : COUNTRY_OF[nationality]!,
      lastDateInHongkong:
        inHongKong && contractStatus !== 'Currently Employed'
          ? addDays(today, r.int(-10, 90))
          : null,
      accommodation: r.pick([...ACCOMMODATIONS, 'Live In', 'Live In - Separate room']),
      // Numbers in a range no real phone uses: demo links must not reach a stranger.
      whatsappContact: `+85200${String(index).padStart(6, '0')}`,
      phoneContact: null,
      aboutMe: aboutMe(r, firstName),
      pastExperiences,
      educationExperiences: [
        {
          school: r.pick([
            'Holy Cross High School',
            'SMA Negeri 1',
            'Our Lady of Fatima Academy',
            'National High School',
            'St. Mary’s College',
          ]),
          qualification: r.pick([
            'High School Diploma',
            'Caregiving Certificate (TESDA NC II)',
            'Vocational Certificate',
          ]),
          date_from: `${Number(birthdate.slice(0, 4)) + 12}-06-01`,
          date_to: `${Number(birthdate.slice(0, 4)) + 16}-03-31`,
        },
      ],
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
