import type { ReactNode } from 'react'
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form'
import type { TFunction } from 'i18next'

/** A titled, numbered group of fields: the form reads top to bottom on a phone. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-stone-900">{title}</h2>
      {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  )
}

/** The translated message of a field error (schema messages are catalog keys). */
export function errorText<T extends FieldValues>(
  t: TFunction,
  errors: FieldErrors<T>,
  name: keyof T & string,
): string | undefined {
  const error = errors[name] as FieldError | FieldError[] | undefined
  const message = Array.isArray(error)
    ? error.find((item) => item?.message)?.message
    : (error?.message ?? (error as { root?: FieldError } | undefined)?.root?.message)
  return message ? t(String(message)) : undefined
}

/** Options of an enumeration, labelled through the catalog. */
export function optionsOf(
  t: TFunction,
  values: readonly string[],
  labels: Record<string, string>,
): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: t(labels[value] ?? value) }))
}
