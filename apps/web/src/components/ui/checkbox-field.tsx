import { useId } from 'react'
import type { ComponentProps, ReactNode } from 'react'

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode
  hint?: ReactNode
}

export function CheckboxField({ label, hint, className = '', ...inputProps }: CheckboxFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-orange-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        {...inputProps}
      />
      <div className="text-sm leading-6">
        <label htmlFor={id} className="font-medium text-stone-800">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}
