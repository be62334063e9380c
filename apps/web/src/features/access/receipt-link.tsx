import { useState } from 'react'
import { Download, ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { API_BASE_PATH } from '@hearth/shared/config'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { apiDownload } from '../../lib/api-client'

/** The API path of `url` when it is one of this site's API addresses (sent with the session). */
function apiPathOf(url: string): string | null {
  try {
    const target = new URL(url, window.location.origin)
    if (target.origin !== window.location.origin) return null
    return target.pathname.startsWith(`${API_BASE_PATH}/`)
      ? `${target.pathname}${target.search}`
      : null
  } catch {
    return null
  }
}

/** Saves a receipt the API serves to its owner only: a plain link would not carry the session. */
async function downloadReceipt(path: string) {
  const blob = await apiDownload(path)
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = 'hearth-receipt.pdf'
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000)
}

/** A purchase's receipt: downloaded with the session from the API, or opened where it lives. */
export function ReceiptLink({ url }: { url: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const path = apiPathOf(url)
  if (!path)
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${LINK_CLASSES} inline-flex items-center gap-1 text-sm`}
      >
        {t('Receipt')}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('(opens in a new tab)')}</span>
      </a>
    )
  return (
    <span className="inline-flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        disabled={state === 'busy'}
        aria-busy={state === 'busy' || undefined}
        className={`${LINK_CLASSES} inline-flex items-center gap-1 text-sm`}
        onClick={() => {
          setState('busy')
          downloadReceipt(path).then(
            () => setState('idle'),
            () => setState('failed'),
          )
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('Receipt')}
      </button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-red-800">
          {t('Could not download the receipt. Please try again.')}
        </span>
      ) : null}
    </span>
  )
}
