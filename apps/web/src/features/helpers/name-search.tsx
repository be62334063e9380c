import { useEffect, useState } from 'react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** docs/spec/marketplace.md names a 'Search by name...' box; Hearth makes it search (architecture.md). */
const DEBOUNCE_MS = 300

type NameSearchProps = { value: string; onSearch: (text: string) => void }

export function NameSearch({ value, onSearch }: NameSearchProps) {
  const { t } = useTranslation()
  const [text, setText] = useState(value)
  // The search last sent or taken from the URL. The URL catches up with a search a moment later,
  // maybe while the user types on: only a change from elsewhere (a removed chip, back and
  // forward) replaces the text.
  const [known, setKnown] = useState(value)
  if (known !== value) {
    setKnown(value)
    setText(value)
  }

  function search(next: string) {
    setKnown(next)
    onSearch(next)
  }

  useEffect(() => {
    const next = text.trim()
    if (next === known) return
    const timer = window.setTimeout(() => {
      setKnown(next)
      onSearch(next)
    }, DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, known, onSearch])

  return (
    <div role="search" className="relative flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== known) search(text.trim())
        }}
        aria-label={t('Search by name...')}
        placeholder={t('Search by name...')}
        maxLength={100}
        enterKeyHint="search"
        className="block min-h-11 w-full rounded-lg border border-stone-500 bg-white py-2 pr-3 pl-10 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:outline-3 focus:outline-offset-1 focus:outline-orange-700"
      />
    </div>
  )
}
