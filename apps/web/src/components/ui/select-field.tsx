import { useId } from 'react'
import type { ComponentProps, ReactNode } from 'react'
import { FieldError } from './text-field'
import { INPUT_CLASSES, LABEL_CLASSES, borderFor } from './field-classes'

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string
  error?: string
  hint?: ReactNode
  /** Shown as the first option with an empty value ("Choose…", "Any nationality"). */
  placeholder?: string
  options: readonly { value: string; label: string }[]
}

/** A labelled native select: the most usable picker on a phone. */
export function SelectField({
  label,
  error,
  hint,
  placeholder,
  options,
  className = '',
  ...selectProps
}: SelectFieldProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${INPUT_CLASSES} ${borderFor(error)}`}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}
