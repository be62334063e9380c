import { DAYS, MAIN_SKILLS, SPOKEN_LANGUAGES } from '@hearth/shared/helper-options'
import type { helperSearch } from '../../db/schema'
import { searchableName } from './helpers.mapping'
import type { HelperRow } from './helpers.presenter'

/**
 * A bit per value, by its position in the enumeration. The enumerations may only grow at the
 * end: reordering them would change what stored masks mean.
 */
export function maskOf(values: readonly string[], items: readonly string[]): number {
  let mask = 0
  for (const item of items) {
    const position = values.indexOf(item)
    if (position >= 0) mask |= 1 << position
  }
  return mask
}

export const skillsMask = (items: readonly string[]) => maskOf(MAIN_SKILLS, items)
export const languagesMask = (items: readonly string[]) => maskOf(SPOKEN_LANGUAGES, items)
export const dayOffMask = (items: readonly string[]) => maskOf(DAYS, items)

/** The search projection of a profile (see `helperSearch`). */
export function searchRowOf(row: HelperRow): typeof helperSearch.$inferInsert {
  return {
    uid: row.uid,
    updatedAt: row.updatedAt,
    nationality: row.nationality,
    religion: row.religion,
    contractStatus: row.contractStatus,
    gender: row.gender,
    accommodation: row.accommodation,
    profileType: row.profileType,
    horoscope: row.horoscope,
    skillsMask: skillsMask(row.mainSkills),
    languagesMask: languagesMask(row.languages),
    dayOffMask: dayOffMask(row.dayOff),
    experienceYears: row.workExperienceYears,
    expectedSalaryCents: row.expectedSalaryCents,
    availabilityDate: row.availabilityDate,
    lastDateInHongkong: row.lastDateInHongkong,
    employedInHongkong:
      row.contractStatus === 'Currently Employed' && /hk/i.test(row.lastjobLocation ?? ''),
    searchName: searchableName([row.firstName, row.middleName, row.lastName]),
  }
}
