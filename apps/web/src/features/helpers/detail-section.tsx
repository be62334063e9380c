import type { ReactNode } from 'react'

/** A titled card; left out entirely when it has nothing to show. */
export function DetailSection({
  title,
  children,
  isEmpty = false,
}: {
  title: string
  children: ReactNode
  isEmpty?: boolean
}) {
  if (isEmpty) return null
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-stone-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

export type Fact = { term: string; value: ReactNode | null | undefined }

/** Terms and values; a fact without a value is hidden. */
export function FactList({ facts }: { facts: Fact[] }) {
  const shown = facts.filter(
    (fact) => fact.value !== null && fact.value !== undefined && fact.value !== '',
  )
  if (shown.length === 0) return null
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {shown.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm font-semibold text-stone-600">{fact.term}</dt>
          <dd className="text-stone-900 break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Has at least one fact a value? Sections use it to hide themselves. */
export function hasFacts(facts: Fact[]) {
  return facts.some((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
}

export function TagList({ items, label }: { items: string[]; label?: string }) {
  if (items.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800"
        >
          {item}
        </li>
      ))}
    </ul>
  )
}
