import type { ComponentProps } from 'react'
import { LoaderCircle } from 'lucide-react'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse'
export type ButtonSize = 'sm' | 'md' | 'lg'

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-orange-700 text-white shadow-sm hover:bg-orange-800 active:bg-orange-900 disabled:bg-orange-700/60',
  secondary:
    'border border-stone-300 bg-white text-stone-900 shadow-sm hover:bg-stone-100 active:bg-stone-200 disabled:text-stone-500',
  ghost: 'text-stone-800 hover:bg-stone-100 active:bg-stone-200 disabled:text-stone-500',
  inverse: 'bg-white text-orange-800 shadow-sm hover:bg-orange-50 active:bg-orange-100',
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-base sm:text-lg',
}

/** Button styling, also used on links that look like buttons. Touch targets are at least 36-48 px. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
) {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700',
    'disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    extra,
  ].join(' ')
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** While true the button is disabled and shows `busyLabel` with a spinner. */
  busy?: boolean
  busyLabel?: string
}

export function Button({
  variant,
  size,
  busy = false,
  busyLabel,
  className = '',
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {busy ? (
        <>
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin motion-reduce:animate-none"
          />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  )
}
