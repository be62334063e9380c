import { useId, type ReactNode } from 'react'
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form'
import type { TFunction } from 'i18next'
import { AlertCircle, CheckCircle2, ChevronDown } from 'lucide-react'
import { CARD_CLASSES, SectionCard } from './section-card'

/** A section that folds: open or not, and what is left in it, shown beside its title. */
export type SectionFold = {
  open: boolean
  onToggle: () => void
  status: { tone: 'done' | 'todo' | 'optional' | 'error'; text: string }
}

const STATUS_TONES: Record<SectionFold['status']['tone'], string> = {
  done: 'text-green-800',
  todo: 'text-orange-800',
  optional: 'text-stone-600',
  error: 'text-red-700',
}

/** Fields side by side on a wide screen, one under the other on a phone. */
const GRID = 'grid gap-5 sm:grid-cols-2'

/** A titled group of fields in a form; with `fold`, its title opens and closes it. */
export function FormSection({
  title,
  description,
  children,
  fold,
}: {
  title: string
  description?: string
  children: ReactNode
  fold?: SectionFold
}) {
  const id = useId()
  if (!fold)
    return (
      <SectionCard title={title} description={description} bodyClassName={GRID} region={false}>
        {children}
      </SectionCard>
    )
  const { tone, text } = fold.status
  return (
    <section aria-labelledby={`${id}-title`} className={CARD_CLASSES}>
      <h2>
        <button
          type="button"
          aria-expanded={fold.open}
          aria-controls={`${id}-body`}
          onClick={fold.onToggle}
          className="flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 sm:px-6"
        >
          {/* The button reads as its title and its status: "About you, 6 required fields left". */}
          <span id={`${id}-title`} className="text-lg font-bold text-stone-900">
            {title}
            <span className="sr-only">, </span>
          </span>
          <span
            className={`flex shrink-0 items-center gap-1.5 text-sm font-semibold ${STATUS_TONES[tone]}`}
          >
            {tone === 'done' ? <CheckCircle2 aria-hidden="true" className="size-4" /> : null}
            {tone === 'error' ? <AlertCircle aria-hidden="true" className="size-4" /> : null}
            {text}
            <ChevronDown
              aria-hidden="true"
              className={`size-5 text-stone-500 transition-transform ${fold.open ? 'rotate-180' : ''}`}
            />
          </span>
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!fold.open} className="px-4 pb-4 sm:px-6 sm:pb-6">
        {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        <div className={`mt-4 ${GRID}`}>{children}</div>
      </div>
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
