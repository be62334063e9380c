import type { ErrorCode } from '@hearth/shared/errors'
import { formatHongKongDate } from '@hearth/shared/format-date'
import type { Language } from '@hearth/shared/i18n-keys'

export type FieldErrors = Record<string, string[]>

/**
 * A failure the caller can act on. `detail` and field messages are catalog keys, translated on the
 * way out with `values`; `dates` (YYYY-MM-DD) are written as the pages write dates, in the
 * caller's language ("30 Sept 2025", "2025年9月30日"), which a service does not know.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: FieldErrors
  readonly headers: Record<string, string>
  readonly values: Record<string, string | number>
  readonly dates: Record<string, string>

  constructor(
    code: ErrorCode,
    detail: string,
    options: {
      fields?: FieldErrors
      headers?: Record<string, string>
      values?: Record<string, string | number>
      dates?: Record<string, string>
    } = {},
  ) {
    super(detail)
    this.code = code
    this.fields = options.fields ?? {}
    this.headers = options.headers ?? {}
    this.values = options.values ?? {}
    this.dates = options.dates ?? {}
  }

  /** The interpolation values in `language`: `values` as given, `dates` formatted. */
  valuesIn(language: Language): Record<string, string | number> {
    const dates = Object.entries(this.dates).map(([name, date]) => [
      name,
      formatHongKongDate(date, language) ?? date,
    ])
    return { ...this.values, ...Object.fromEntries(dates) }
  }
}

/** A failure whose message stands under one field of the form, and as its detail. */
export function fieldError(
  code: ErrorCode,
  field: string,
  message: string,
  values?: Record<string, string | number>,
): AppError {
  return new AppError(code, message, {
    fields: { [field]: [message] },
    ...(values ? { values } : {}),
  })
}
