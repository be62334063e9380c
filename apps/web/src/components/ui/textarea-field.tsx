import { useId } from 'react'
import type { ComponentProps, ReactNode } from 'react'
import { FieldError } from './text-field'
import { INPUT_CLASSES, LABEL_CLASSES, borderFor } from './field-classes'

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string
  error?: string
  hint?: ReactNode
}

export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${INPUT_CLASSES} ${borderFor(error)}`}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}
