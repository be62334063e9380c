import { z } from 'zod'
import { blankToUndefined, moneyAmountMeta, numberText } from './form-values'
import { tk } from './i18n-keys'

// Money on the wire: dollars with at most two decimals, as a number (JSON) or text (forms),
// read into integer cents; cents written back as "5100.50".

/** Cents as money on the wire: 510050 → "5100.50", -17000 → "-170.00" (two decimals). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** HK$10,000,000.00: far above any wage or payment, far below integer limits. */
export const MAX_MONEY_CENTS = 1_000_000_000

const AMOUNT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/

export const INVALID_AMOUNT = tk('Enter an amount in dollars with at most two decimals.')

/** "5100", "5100.5", 5100.5 → 510050 cents; anything else → undefined. */
export function amountToCents(value: unknown): number | undefined {
  const text =
    typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value : ''
  const trimmed = text.trim().replace(/,/g, '')
  if (!AMOUNT_PATTERN.test(trimmed)) return undefined
  const [whole = '0', fraction = ''] = trimmed.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** A given money amount parsed to cents, at least `min`. */
export function givenCents(required: string, min: number, minMessage: string) {
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((value, ctx) => {
      const parsed = amountToCents(value)
      if (parsed === undefined || parsed > MAX_MONEY_CENTS) {
        ctx.addIssue({ code: 'custom', message: INVALID_AMOUNT })
        return z.NEVER
      }
      return parsed
    })
    .refine((value) => value >= min, minMessage)
}

/** A money amount in cents that may be left out (blank or null: not given), 0 or more. */
export function optionalCents() {
  return z
    .preprocess(blankToUndefined, givenCents(INVALID_AMOUNT, 0, INVALID_AMOUNT).optional())
    .meta(moneyAmountMeta(0, MAX_MONEY_CENTS / 100))
}
