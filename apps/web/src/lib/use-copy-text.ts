import { useCallback, useEffect, useRef, useState } from 'react'

export type CopyStatus = 'idle' | 'copied' | 'failed'

/** How long "Copied!" stays visible (docs/spec/marketplace.md §9: referral copy notice 2 s). */
export const COPY_NOTICE_MS = 2000

async function writeToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Older browsers and non-secure pages have no async clipboard: fall back to a selection copy.
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    try {
      return document.execCommand('copy')
    } catch {
      return false
    } finally {
      area.remove()
    }
  }
}

/** Copies text and reports 'copied' (or 'failed') for two seconds, then 'idle' again. */
export function useCopyText(noticeMs = COPY_NOTICE_MS) {
  const [status, setStatus] = useState<CopyStatus>('idle')
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = useCallback(
    async (text: string) => {
      const copied = await writeToClipboard(text)
      setStatus(copied ? 'copied' : 'failed')
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setStatus('idle'), noticeMs)
    },
    [noticeMs],
  )

  return { status, copy }
}
