import type { ReactNode } from 'react'

/** A label and its value, in a card's definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-stone-100 py-2 last:border-b-0">
      <dt className="text-stone-700">{label}</dt>
      <dd className="font-semibold text-stone-900 tabular-nums">{children}</dd>
    </div>
  )
}

/** A label from a table of catalog keys, or the raw value when the table lacks it. */
export function labelOf(
  t: (key: string) => string,
  labels: Readonly<Record<string, string>>,
  value: string,
) {
  const key = labels[value]
  return key ? t(key) : value
}
