import { z } from 'zod'

// Multipart forms send every value as text, repeated fields as repeated entries and nested lists
// as JSON text (docs/spec/api-conventions.md "Requests"); JSON clients send real types. These helpers accept
// both and hand the rules one shape.

/** '' and null mean "not given". */
export function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value
}

export function toList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return []
  return Array.isArray(value) ? value.filter((item) => item !== '') : [value]
}

export function parseJsonList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return []
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

export const FormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1')

/** A calendar date `YYYY-MM-DD` that exists. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Today's calendar date in Hong Kong (UTC+8, no daylight saving). */
export function hongKongToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Completed years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(birthdate: string, day: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}
