import { Link } from 'react-router'

const CHOICE =
  'inline-flex min-h-11 items-center px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-orange-700'
const CHOSEN = 'bg-orange-700 text-white'
const UNCHOSEN = 'bg-white text-stone-800 hover:bg-stone-100'

/** A segmented row of links, the chosen one marked: a queue's status, or its order. */
export function SegmentedLinks<T extends string>({
  label,
  options,
  chosen,
  searchFor,
}: {
  label: string
  options: { value: T; label: string }[]
  chosen: T
  searchFor: (value: T) => string
}) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex flex-wrap divide-x divide-stone-300 overflow-hidden rounded-lg border border-stone-300 shadow-sm">
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={{ search: searchFor(option.value) }}
              aria-current={option.value === chosen ? 'true' : undefined}
              className={`${CHOICE} ${option.value === chosen ? CHOSEN : UNCHOSEN}`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
