import { LoaderCircle } from 'lucide-react'

type SpinnerProps = { label: string; className?: string }

/** A spinning icon that screen readers announce as its label. */
export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** A centred spinner for a page or section that is loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-orange-700">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  )
}
