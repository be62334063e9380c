/** Pure helpers of the PDF layout: money, dates and totals, with integer cents only. */

const HONG_KONG_OFFSET_MS = 8 * 3_600_000

/** 633600 → "6,336.00"; -17000 → "-170.00". Integer arithmetic: no float ever rounds a cent. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${dollars}.${String(abs % 100).padStart(2, '0')}`
}

/** The sum of the lines' cents: the total a document prints under its table. */
export function sumCents(lines: readonly { amountCents: number }[]): number {
  return lines.reduce((total, line) => total + line.amountCents, 0)
}

/** The Hong Kong calendar date (UTC+8, no daylight saving) of an instant: "2026-11-24". */
export function hongKongDate(instant: Date): string {
  return new Date(instant.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10)
}

/** The Hong Kong date and time of an instant, to the minute: "2026-11-24 18:05". */
export function hongKongDateTime(instant: Date): string {
  return new Date(instant.getTime() + HONG_KONG_OFFSET_MS)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ')
}

/**
 * Splits `count` items into rows of at most `perRow` (party blocks side by side, signature
 * lines), keeping their order.
 */
export function rowsOf<T>(items: readonly T[], perRow: number): T[][] {
  const rows: T[][] = []
  for (let index = 0; index < items.length; index += perRow)
    rows.push(items.slice(index, index + perRow))
  return rows
}
