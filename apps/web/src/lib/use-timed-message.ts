import { useCallback, useEffect, useRef, useState } from 'react'

export type TimedMessage = { tone: 'success' | 'error' | 'info'; text: string }

/** A message that clears itself after `ms` (docs/spec/marketplace.md §9: category and profile messages). */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const show = useCallback(
    (next: TimedMessage, options: { persist?: boolean } = {}) => {
      window.clearTimeout(timer.current)
      setMessage(next)
      if (!options.persist) timer.current = window.setTimeout(() => setMessage(null), ms)
    },
    [ms],
  )
  const clear = useCallback(() => {
    window.clearTimeout(timer.current)
    setMessage(null)
  }, [])

  return { message, show, clear }
}
