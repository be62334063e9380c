// Input guards. Every public function validates its input and throws a RangeError with a
// message naming the field, so a bad value never turns into a wrong but plausible figure.

export function assertCents(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${field} must be a non-negative whole number of cents, got ${value}`)
  }
}

export function assertSignedCents(value: number, field: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${field} must be a whole number of cents, got ${value}`)
  }
}

export function assertCount(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${field} must be a non-negative whole number, got ${value}`)
  }
}

/** For amounts that may carry fractions of a cent, such as an unrounded ADW. */
export function assertNonNegative(value: number, field: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${field} must be a finite number of at least 0, got ${value}`)
  }
}

export function assertOneOf<T extends string>(
  value: T,
  allowed: readonly T[],
  field: string,
): void {
  if (!allowed.includes(value)) {
    throw new RangeError(`${field} must be one of ${allowed.join(', ')}, got '${value}'`)
  }
}
