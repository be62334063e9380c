// What a demo profile says about itself — schools, places, "About me" — drawn from the profile's
// own nationality, name, skills and contract, so that no profile contradicts itself.

type Schools = { high: readonly string[]; college: readonly string[]; vocational: string }

/** Schools and the usual pre-departure course, by nationality. */
export const SCHOOLS: Record<string, Schools> = {
  Filipino: {
    high: [
      'Baguio City National High School',
      'Iloilo National High School',
      'Our Lady of Fatima Academy, Cagayan de Oro',
      'Holy Cross High School, Tagum',
    ],
    college: ['University of Baguio', 'Isabela State University', 'University of San Carlos'],
    vocational: 'Household Services NC II (TESDA)',
  },
  Indonesian: {
    high: [
      'SMA Negeri 1 Blitar',
      'SMA Negeri 2 Ponorogo',
      'SMK Negeri 1 Malang',
      'MAN 1 Banyuwangi',
    ],
    college: ['Universitas Terbuka', 'Universitas Negeri Malang'],
    vocational: 'Domestic work training, BLK-LN Malang',
  },
  Thai: {
    high: ['Khon Kaen Wittayayon School', 'Udon Pittayanukoolwittaya School'],
    college: ['Udon Thani Rajabhat University'],
    vocational: 'Housekeeping certificate, Department of Skill Development',
  },
  Indian: {
    high: ['Government Higher Secondary School, Thrissur', 'St. Teresa’s Convent School, Kochi'],
    college: ['University of Kerala'],
    vocational: 'Home nursing certificate',
  },
  Nepali: {
    high: ['Shree Janata Secondary School, Pokhara', 'Bal Kalyan Secondary School, Butwal'],
    college: ['Tribhuvan University'],
    vocational: 'Caregiver training, CTEVT',
  },
  Chinese: {
    high: ['Meizhou No. 1 Middle School', 'Zhanjiang No. 2 Middle School'],
    college: ['Guangdong Polytechnic Normal University'],
    vocational: 'Household management certificate',
  },
  SriLankan: {
    high: ['Kandy Girls’ High School', 'Ananda Balika Vidyalaya, Colombo'],
    college: ['Open University of Sri Lanka'],
    vocational: 'Housekeeping course, SLBFE training centre',
  },
  Bangladeshi: {
    high: ['Chittagong Government Girls’ High School', 'Rajshahi Collegiate School'],
    college: ['National University, Gazipur'],
    vocational: 'Caregiving course, BMET training centre',
  },
  Vietnamese: {
    high: ['Phan Chau Trinh High School, Da Nang', 'Le Hong Phong High School, Nam Dinh'],
    college: ['Hue University'],
    vocational: 'Domestic work training certificate',
  },
  Cambodian: {
    high: ['Preah Sisowath High School, Phnom Penh', 'Hun Sen Siem Reap High School'],
    college: ['Royal University of Phnom Penh'],
    vocational: 'Housekeeping training certificate',
  },
}

export const DEGREE_OF: Record<string, string> = {
  'Associate Degree': 'Associate in Hospitality Management',
  'Bachelor Degree': 'Bachelor of Elementary Education',
  'Master Degree': 'Master of Arts in Education',
}

/** Country names for the texts (home countries and the places helpers also work). */
export const COUNTRY_NAMES: Record<string, string> = {
  HK: 'Hong Kong',
  PH: 'the Philippines',
  ID: 'Indonesia',
  TH: 'Thailand',
  IN: 'India',
  NP: 'Nepal',
  CN: 'mainland China',
  LK: 'Sri Lanka',
  BD: 'Bangladesh',
  VN: 'Vietnam',
  KH: 'Cambodia',
  SG: 'Singapore',
  TW: 'Taiwan',
  SA: 'Saudi Arabia',
  AE: 'the United Arab Emirates',
  MY: 'Malaysia',
}

export const ABROAD = ['SG', 'TW', 'SA', 'AE', 'MY'] as const

export const HONG_KONG_FAMILIES = [
  'a family of four in Tai Koo',
  'an elderly couple in Sha Tin',
  'a young family in Tseung Kwan O',
  'a family with twins in Mid-Levels',
  'a busy couple in Tsuen Wan',
  'a family of five in Kowloon Tong',
] as const

/** The western sign of a birth date (`YYYY-MM-DD`): the first day of each sign, by month. */
const SIGN_STARTS: readonly [number, number, string][] = [
  [1, 20, 'Aquarius'],
  [2, 19, 'Pisces'],
  [3, 21, 'Aries'],
  [4, 20, 'Taurus'],
  [5, 21, 'Gemini'],
  [6, 21, 'Cancer'],
  [7, 23, 'Leo'],
  [8, 23, 'Virgo'],
  [9, 23, 'Libra'],
  [10, 23, 'Scorpio'],
  [11, 22, 'Sagittarius'],
  [12, 22, 'Capricorn'],
]

export function horoscopeOf(birthdate: string): string {
  const month = Number(birthdate.slice(5, 7))
  const day = Number(birthdate.slice(8, 10))
  let sign = 'Capricorn'
  for (const [startMonth, startDay, name] of SIGN_STARTS)
    if (month > startMonth || (month === startMonth && day >= startDay)) sign = name
  return sign
}

/** Skills as a phrase: "cooking, baby care and housework". */
export function listOf(items: readonly string[]): string {
  const words = items.map((item) => item.toLowerCase())
  if (words.length <= 1) return words[0] ?? 'housework'
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** "Hello, I am Maria from the Philippines. …", from the profile's own facts. */
export function aboutMeText(
  opening: number,
  facts: {
    firstName: string
    country: string
    years: number
    skills: readonly string[]
    traits: readonly string[]
  },
): string {
  const { firstName, country, years, skills, traits } = facts
  const experience = `${years} year${years === 1 ? '' : 's'}`
  const first = [
    `Hello, I am ${firstName} from ${country}.`,
    `My name is ${firstName} and I come from ${country}.`,
    `Hi! I'm ${firstName}, from ${country}.`,
  ][opening % 3]
  const work = `I have ${experience} of experience as a helper, mostly in ${listOf(skills.slice(0, 3))}.`
  const character = traits.length
    ? `Employers describe me as ${listOf(traits.slice(0, 2))}.`
    : 'I am honest and hard-working.'
  return `${first} ${work} ${character} I treat the family I work for like my own.`
}

export function jobTitleFor(
  r: { chance: (p: number) => boolean },
  driver: boolean,
  skills: readonly string[],
): string {
  if (driver) return 'Family Driver'
  if (skills.includes('Elderly care') && r.chance(0.5)) return 'Caregiver'
  if ((skills.includes('Baby Care') || skills.includes('Child Care')) && r.chance(0.5))
    return 'Nanny'
  return 'Domestic Helper'
}

/** The same day (at most the 28th) `months` months earlier. */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1 - months, Math.min(d, 28))).toISOString().slice(0, 10)
}
