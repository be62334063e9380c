import { useId, useState } from 'react'
import type { ComponentProps, ReactNode } from 'react'
import { CircleAlert, Eye, EyeOff } from 'lucide-react'
import { INPUT_CLASSES } from './field-classes'

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string
  /** The message shown under the field; also marks the input aria-invalid. */
  error?: string
  hint?: ReactNode
  /** Labels for the show/hide button of a password field. */
  revealLabels?: { show: string; hide: string }
}

/** A labelled input with its hint and error message wired up through aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  revealLabels,
  type = 'text',
  className = '',
  ...inputProps
}: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const [revealed, setRevealed] = useState(false)
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  const isPassword = type === 'password' && revealLabels

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${INPUT_CLASSES} ${isPassword ? 'pr-12' : ''} ${error ? 'border-red-600' : 'border-stone-500'}`}
          {...inputProps}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-pressed={revealed}
            aria-label={revealed ? revealLabels.hide : revealLabels.show}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-stone-900 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-orange-700"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}
