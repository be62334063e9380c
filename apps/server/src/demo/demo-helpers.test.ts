import { expect, test } from 'vitest'
import { HelperMainDetailsSchema } from '@hearth/shared/helper-profile'
import { rowToWire } from '../features/helpers/helpers.mapping'
import { addDays } from '@hearth/shared/form-values'
import { demoHelper } from './demo-helpers'
import { NAMES } from './demo-names'
import { horoscopeOf, SCHOOLS } from './demo-texts'

test('every demo profile passes the same rules as a published profile', () => {
  for (let index = 1; index <= 300; index += 1) {
    const { row } = demoHelper(index, '2026-11-22')
    const result = HelperMainDetailsSchema.safeParse(rowToWire(row))
    expect(result.success, `demo helper ${index}: ${JSON.stringify(result.error?.issues)}`).toBe(
      true,
    )
  }
})

test('demo profiles are the same on every machine', () => {
  expect(demoHelper(42, '2026-11-22')).toEqual(demoHelper(42, '2026-11-22'))
  expect(demoHelper(42, '2026-11-22').row.firstName).not.toBe(undefined)
})

test('demo profiles are varied', () => {
  const rows = Array.from({ length: 300 }, (_, i) => demoHelper(i + 1, '2026-11-22').row)
  expect(new Set(rows.map((r) => r.nationality)).size).toBeGreaterThanOrEqual(6)
  expect(new Set(rows.map((r) => `${r.firstName} ${r.lastName}`)).size).toBeGreaterThan(150)
})

const TODAY = '2026-11-22'
const MARIA = {
  nationality: 'Filipino',
  gender: 'Female',
  firstName: 'Maria',
  middleName: null,
  lastName: 'Santos',
} as const
const everyProfile = () => [
  demoHelper(0, TODAY, MARIA),
  ...Array.from({ length: 300 }, (_, i) => demoHelper(i + 1, TODAY)),
]

test('the demo helper Maria Santos is written about as herself: her name, her country, her schools', () => {
  const { row } = demoHelper(0, TODAY, MARIA)
  expect(row.aboutMe).toMatch(/\bMaria\b/)
  expect(row.aboutMe).toContain('the Philippines')
  const otherNames = NAMES.Filipino!.female.filter((name) => name !== 'Maria')
  for (const name of otherNames) expect(row.aboutMe).not.toMatch(new RegExp(`\\b${name}\\b`))
  for (const entry of row.educationExperiences)
    expect([
      ...SCHOOLS.Filipino!.high,
      ...SCHOOLS.Filipino!.college,
      SCHOOLS.Filipino!.vocational,
    ]).toContain(entry.school)
})

test('every demo profile agrees with itself: name, country and schools', () => {
  for (const { row } of everyProfile()) {
    const who = `${row.firstName} ${row.lastName}`
    expect(row.aboutMe, who).toContain(row.firstName)
    const own = SCHOOLS[row.nationality]!
    for (const entry of row.educationExperiences)
      expect([...own.high, ...own.college, own.vocational], who).toContain(entry.school)
    expect(row.horoscope, who).toBe(horoscopeOf(row.birthdate))
  }
})

test('dates follow the contract: a helper whose contract ended stays in Hong Kong 14 days at most', () => {
  for (const { row } of everyProfile()) {
    const who = `${row.firstName} ${row.lastName}, ${row.contractStatus}`
    const [last] = row.pastExperiences
    expect(last?.contract_status, who).toBe(row.contractStatus)
    expect(last?.location, who).toBe(row.lastjobLocation)
    if (row.contractStatus === 'Currently Employed') {
      expect(row.lastDateInHongkong, who).toBeNull()
      expect(last!.date_to > TODAY, who).toBe(true)
      expect(row.availabilityDate > last!.date_to, who).toBe(true)
    } else {
      expect(last!.date_to <= TODAY, who).toBe(true)
      if (row.lastDateInHongkong !== null) {
        expect(row.lastjobLocation, who).toBe('HK')
        expect(row.lastDateInHongkong > TODAY, who).toBe(true)
        expect(row.lastDateInHongkong <= addDays(last!.date_to, 14), who).toBe(true)
      }
    }
    // Contracts follow one another, and the first began after school.
    const dates = row.pastExperiences.flatMap((item) => [item.date_to, item.date_from])
    expect([...dates].sort().reverse(), who).toEqual(dates)
    const school = row.educationExperiences[0]!
    expect(school.date_to < dates.at(-1)!, who).toBe(true)
  }
})
