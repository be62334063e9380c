import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OperatorVerification } from '@hearth/shared/operator'
import { Button, buttonClasses } from '../../components/ui/button'
import { QueryState } from '../../components/ui/query-state'
import { useVerificationDocument } from './operator-api'

/**
 * A ref that points the element's `attribute` at an object URL of `blob`, revoked when the
 * element leaves the page. A ref rather than state: each element gets its own URL, made when it
 * is attached and revoked when it goes (React 19 ref cleanup), so a remount never shows a URL
 * already revoked.
 */
function useObjectUrlRef<E extends Element>(blob: Blob, attribute: 'src' | 'href' | 'data') {
  return useCallback(
    (node: E | null) => {
      if (!node) return undefined
      const url = URL.createObjectURL(blob)
      node.setAttribute(attribute, url)
      return () => URL.revokeObjectURL(url)
    },
    [blob, attribute],
  )
}

const FRAME = 'w-full rounded-lg border border-stone-200 bg-stone-50'

/** The file: a picture in the page, a PDF in a frame (wide screens) — and either in a new tab. */
function DocumentView({ blob, type, name }: { blob: Blob; type: string; name: string }) {
  const { t } = useTranslation()
  const isPdf = type === 'application/pdf'
  const linkRef = useObjectUrlRef<HTMLAnchorElement>(blob, 'href')
  const imageRef = useObjectUrlRef<HTMLImageElement>(blob, 'src')
  const frameRef = useObjectUrlRef<HTMLObjectElement>(blob, 'data')
  const label = t('The document {{name}} sent', { name })
  return (
    <div className="space-y-3">
      {isPdf ? (
        // Phones rarely show a PDF inside a page: they get the button alone.
        <object
          ref={frameRef}
          type="application/pdf"
          aria-label={label}
          className={`hidden h-[75vh] sm:block ${FRAME}`}
        >
          <p className="p-4 text-stone-700">
            {t('This browser cannot show the PDF here: open it in a new tab.')}
          </p>
        </object>
      ) : (
        <img ref={imageRef} alt={label} className={`max-h-[75vh] object-contain ${FRAME}`} />
      )}
      <a
        ref={linkRef}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
      >
        {isPdf ? t('Open the PDF') : t('Open the picture full size')}
      </a>
    </div>
  )
}

/**
 * The document a request came with, read with the operator's token. Each opening is logged by
 * the server: a request to check shows it at once, a decided one only when asked.
 */
export function VerificationDocument({
  verification,
  viewer,
}: {
  verification: OperatorVerification
  viewer: string
}) {
  const { t } = useTranslation()
  const [asked, setAsked] = useState(verification.status === 'pending')
  const file = useVerificationDocument(viewer, verification.id, asked)
  const name = verification.person.name || verification.person.email
  if (!asked)
    return (
      <Button variant="secondary" onClick={() => setAsked(true)}>
        {t('Show the document')}
      </Button>
    )
  return (
    <QueryState
      query={file}
      inline
      loading={t('Opening the document…')}
      failed={t('The document could not be opened.')}
      notFound={t('The document is no longer kept.')}
    >
      {(blob) => (
        <DocumentView blob={blob} type={verification.document_type || blob.type} name={name} />
      )}
    </QueryState>
  )
}
