import { Spinner } from '../../components/ui/spinner'

/** Three card-sized placeholders, so the page does not jump when the plans arrive. */
export function PlansSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <Spinner label={label} className="sr-only" />
      <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="h-80 animate-pulse rounded-2xl border-2 border-stone-200 bg-stone-100 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  )
}
