// Input guards. Every public function validates its input and throws a LabourInputError (a
// RangeError) with a message naming the field, so a bad value never turns into a wrong but
// plausible figure.

/**
 * Input the engine cannot calculate: a RangeError of the engine's own, so that a caller can tell
 * it from a RangeError of the runtime (a bug). Its message is for developers, in English.
 */
export class LabourInputError extends RangeError {
  override name = 'LabourInputError'
}

export function assertCents(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new LabourInputError(
      `${field} must be a non-negative whole number of cents, got ${value}`,
    )
  }
}

export function assertSignedCents(value: number, field: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new LabourInputError(`${field} must be a whole number of cents, got ${value}`)
  }
}

export function assertCount(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new LabourInputError(`${field} must be a non-negative whole number, got ${value}`)
  }
}

/** For amounts that may carry fractions of a cent, such as an unrounded ADW. */
export function assertNonNegative(value: number, field: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new LabourInputError(`${field} must be a finite number of at least 0, got ${value}`)
  }
}

export function assertOneOf<T extends string>(
  value: T,
  allowed: readonly T[],
  field: string,
): void {
  if (!allowed.includes(value)) {
    throw new LabourInputError(`${field} must be one of ${allowed.join(', ')}, got '${value}'`)
  }
}
