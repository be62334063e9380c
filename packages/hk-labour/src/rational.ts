// Exact rational arithmetic on bigint. Money is never summed or divided as floats: every
// intermediate value is an exact fraction of cents, rounded once where a rule says so.

import { LabourInputError } from './validation'

export type Ratio = { readonly num: bigint; readonly den: bigint }

// `b` is always a positive denominator; only `a` carries a sign.
function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a
  let y = b
  while (y !== 0n) [x, y] = [y, x % y]
  return x
}

/** A reduced fraction `num / den`; both must be integers. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num)
  let d = BigInt(den)
  if (d === 0n) throw new LabourInputError('division by zero')
  if (d < 0n) {
    n = -n
    d = -d
  }
  const g = gcd(n, d)
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d }
}

/** The exact value of a finite JavaScript number (its binary fraction, nothing lost). */
export function fromNumber(value: number): Ratio {
  let scaled = value
  let den = 1n
  while (!Number.isInteger(scaled)) {
    scaled *= 2
    den *= 2n
  }
  return ratio(BigInt(scaled), den)
}

export const ZERO = ratio(0)

export function add(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den)
}

export function sub(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den - b.num * a.den, a.den * b.den)
}

export function mul(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den)
}

export function div(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den, a.den * b.num)
}

export function compare(a: Ratio, b: Ratio): number {
  const diff = a.num * b.den - b.num * a.den
  return diff === 0n ? 0 : diff < 0n ? -1 : 1
}

export function min(a: Ratio, b: Ratio): Ratio {
  return compare(a, b) <= 0 ? a : b
}

export function max(a: Ratio, b: Ratio): Ratio {
  return compare(a, b) >= 0 ? a : b
}

export function sum(values: readonly Ratio[]): Ratio {
  return values.reduce(add, ZERO)
}

function floorBig(r: Ratio): bigint {
  const q = r.num / r.den
  return r.num < 0n && q * r.den !== r.num ? q - 1n : q
}

/** Nearest integer, halves away from zero (HK$0.005 becomes HK$0.01). */
export function roundHalfUp(r: Ratio): number {
  const magnitude = floorBig(ratio(2n * (r.num < 0n ? -r.num : r.num) + r.den, 2n * r.den))
  return Number(r.num < 0n ? -magnitude : magnitude)
}

export function floor(r: Ratio): number {
  return Number(floorBig(r))
}

export function ceil(r: Ratio): number {
  return Number(-floorBig(ratio(-r.num, r.den)))
}

/** A float for display only (never fed back into money arithmetic). */
export function toNumber(r: Ratio): number {
  return Number(r.num) / Number(r.den)
}
