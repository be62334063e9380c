import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../lib/api-error'
import { Alert } from './alert'
import { Button } from './button'
import { LINK_CLASSES } from './link-classes'
import { PageTitle } from './page-title'

type LoadFailedProps = {
  /** What could not be loaded, in the page's own words (already translated). */
  message: string
  /** The query's error: an ApiError's detail is shown under the message when it adds something. */
  error?: unknown
  onRetry: () => void
  /** Said instead of `message` for a 404, without Try again: retrying would not find it either. */
  notFound?: string
  /** Say `notFound` whatever the error (a posting the caller may read but does not own). */
  forceNotFound?: boolean
  /** While the retry runs, Try again is disabled and says Loading…. */
  retrying?: boolean
  /** A link beside Try again: the way back to where the page came from. */
  back?: { to: string; label: string }
  /** More buttons beside Try again (Clear All Filters). */
  actions?: ReactNode
  className?: string
}

/** The server's words, when they say more than the page's message. */
function detailOf(error: unknown, message: string): string | null {
  if (!(error instanceof ApiError)) return null
  const detail = error.detail.trim()
  return detail && detail !== message ? detail : null
}

/** The not-found words when they apply: forced, or a 404. */
function notFoundOf({ notFound, forceNotFound = false, error }: LoadFailedProps): string | null {
  if (notFound === undefined) return null
  return forceNotFound || (error instanceof ApiError && error.status === 404) ? notFound : null
}

/**
 * A read that failed, where its content would be (docs/style.md "Errors"): the page's message,
 * the server's detail, Try again. With `notFound`, a 404 says that instead and offers no retry.
 */
export function LoadFailed(props: LoadFailedProps) {
  const { message, error, onRetry, retrying = false, back, actions, className } = props
  const { t } = useTranslation()
  const notFound = notFoundOf(props)
  const detail = notFound === null ? detailOf(error, message) : null
  const hasRow = notFound === null || actions !== undefined || back !== undefined
  return (
    <Alert tone="error" className={className}>
      <p className={detail ? 'font-semibold' : undefined}>{notFound ?? message}</p>
      {detail ? <p>{detail}</p> : null}
      {hasRow ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {notFound !== null ? null : (
            <Button
              variant="secondary"
              size="sm"
              busy={retrying}
              busyLabel={t('Loading…')}
              onClick={onRetry}
            >
              {t('Try again')}
            </Button>
          )}
          {actions}
          {back ? (
            <Link to={back.to} className={LINK_CLASSES}>
              {back.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </Alert>
  )
}

/**
 * A page whose main read failed: the failure is the whole page, and the tab's title says what
 * happened.
 */
export function PageLoadFailed(props: LoadFailedProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle title={notFoundOf(props) ?? props.message} />
      <LoadFailed {...props} />
    </div>
  )
}
