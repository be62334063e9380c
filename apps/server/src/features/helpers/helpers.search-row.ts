import {
  ACCOMMODATIONS,
  CONTRACT_STATUSES,
  DAYS,
  GENDERS,
  HOROSCOPES,
  MAIN_SKILLS,
  NATIONALITIES,
  PROFILE_TYPES,
  RELIGIONS,
  SPOKEN_LANGUAGES,
} from '@hearth/shared/helper-options'
import type { helperSearch, helperSearchNames } from '../../db/schema'
import { searchableName } from './helpers.mapping'
import type { HelperRow } from './helpers.presenter'

/**
 * A bit per value, by its position in the enumeration. The enumerations may only grow at the
 * end: reordering them would change what stored codes and masks mean.
 */
export function maskOf(values: readonly string[], items: readonly string[]): number {
  let mask = 0
  for (const item of items) {
    const position = values.indexOf(item)
    if (position >= 0) mask |= 1 << position
  }
  return mask
}

/** 1-based position of a value in its enumeration; null when absent or unknown. */
export function codeOf(values: readonly string[], value: string | null | undefined): number | null {
  const position = value ? values.indexOf(value) : -1
  return position >= 0 ? position + 1 : null
}

export const CODED = {
  nationality: NATIONALITIES,
  religion: RELIGIONS,
  contractStatus: CONTRACT_STATUSES,
  gender: GENDERS,
  accommodation: ACCOMMODATIONS,
  profileType: PROFILE_TYPES,
  horoscope: HOROSCOPES,
} as const

export const skillsMask = (items: readonly string[]) => maskOf(MAIN_SKILLS, items)
export const languagesMask = (items: readonly string[]) => maskOf(SPOKEN_LANGUAGES, items)
export const dayOffMask = (items: readonly string[]) => maskOf(DAYS, items)

/** The name row that goes with a search row (see `helperSearchNames`). */
export function nameRowOf({
  uid,
  searchName,
}: typeof helperSearch.$inferInsert): typeof helperSearchNames.$inferInsert {
  return { uid, searchName }
}

/** The search projection of a profile (see `helperSearch`). */
export function searchRowOf(row: HelperRow): typeof helperSearch.$inferInsert {
  return {
    uid: row.uid,
    updatedAt: row.updatedAt,
    nationality: codeOf(CODED.nationality, row.nationality),
    religion: codeOf(CODED.religion, row.religion),
    contractStatus: codeOf(CODED.contractStatus, row.contractStatus),
    gender: codeOf(CODED.gender, row.gender),
    accommodation: codeOf(CODED.accommodation, row.accommodation),
    profileType: codeOf(CODED.profileType, row.profileType),
    horoscope: codeOf(CODED.horoscope, row.horoscope),
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
    verified: row.verifiedAt !== null,
  }
}
