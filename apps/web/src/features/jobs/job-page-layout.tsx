import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageTitle } from '../../components/ui/page-title'
import { ApiError } from '../../lib/api-error'

/** The frame of every job page: a width, an optional back link, the title and the content. */
export function JobPageLayout({
  title,
  back,
  intro,
  actions,
  width = 'max-w-4xl',
  children,
}: {
  title: string
  back?: { to: string; label: string }
  intro?: ReactNode
  actions?: ReactNode
  width?: string
  children: ReactNode
}) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:px-6 sm:py-10`}>
      <PageTitle title={title} />
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
          {title}
        </h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {intro ? <div className="mt-2 max-w-2xl text-stone-700">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </div>
  )
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1.5 ${LINK_CLASSES}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}

/**
 * A load failure: 'not found' for a 404, else the server's message with Try again, and a way
 * back.
 */
export function LoadError({
  error,
  notFound,
  failed,
  onRetry,
  back,
  forceNotFound = false,
}: {
  error: unknown
  /** Show 'not found' whatever the error (a posting the caller does not own). */
  forceNotFound?: boolean
  notFound: string
  failed: string
  onRetry: () => void
  back: { to: string; label: string }
}) {
  const { t } = useTranslation()
  const isNotFound = forceNotFound || (error instanceof ApiError && error.status === 404)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle title={isNotFound ? notFound : failed} />
      <Alert tone="error">
        <p className="font-semibold">{isNotFound ? notFound : failed}</p>
        {!isNotFound && error instanceof ApiError ? <p>{error.detail}</p> : null}
        <div className="flex flex-wrap items-center gap-4">
          {!isNotFound ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('Try again')}
            </Button>
          ) : null}
          <Link to={back.to} className={LINK_CLASSES}>
            {back.label}
          </Link>
        </div>
      </Alert>
    </div>
  )
}
