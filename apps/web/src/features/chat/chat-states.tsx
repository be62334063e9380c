import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MessageCircleHeart } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { LoadFailed } from '../../components/ui/load-failed'
import { Spinner } from '../../components/ui/spinner'
import { ApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import type { ChatViewer } from './chat-api'

type MessagesPlaceholderProps = {
  viewer: ChatViewer
  partnerName: string
  loading: boolean
  error: unknown
  retrying: boolean
  onRetry: () => void
}

/** What the message area shows without messages: loading, an error, or the start-chatting hint. */
export function MessagesPlaceholder({
  viewer,
  partnerName,
  loading,
  error,
  retrying,
  onRetry,
}: MessagesPlaceholderProps) {
  const { t } = useTranslation()
  if (loading)
    return (
      <div className="flex h-full items-center justify-center text-orange-700">
        <Spinner label={t('Loading messages…')} className="[&_svg]:size-7" />
      </div>
    )
  if (error)
    return (
      <LoadFailed
        message={t('Could not load messages.')}
        error={error}
        retrying={retrying}
        onRetry={onRetry}
      />
    )
  return (
    <div className="mx-auto flex h-full max-w-sm flex-col items-center justify-center px-2 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-orange-100 text-orange-800">
        <MessageCircleHeart aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-3 text-lg font-bold text-stone-900">
        {partnerName
          ? t('Start chatting with {{name}}', { name: partnerName })
          : t('Start chatting')}
      </h2>
      <p className="mt-1 text-stone-700">
        {viewer.userType === 'employer'
          ? t(
              'Say hello, introduce your family and ask about experience and availability. Your first message starts the conversation.',
            )
          : t('Say hello and introduce yourself. Your first message starts the conversation.')}
      </p>
    </div>
  )
}

export type SendFailure = { error: unknown }

/** Why a message was not sent; its text is back in the box. */
export function SendFailureAlert({
  failure,
  viewer,
}: {
  failure: SendFailure
  viewer: ChatViewer
}) {
  const { t } = useTranslation()
  const { error } = failure
  // Blocked either way, or the other account suspended (issue 23): the server's sentence says so.
  if (error instanceof ApiError && (error.code === 'blocked' || error.code === 'account_suspended'))
    return (
      <Alert tone="error">
        <p>{error.detail}</p>
      </Alert>
    )
  if (error instanceof ApiError && error.status === 403 && viewer.userType === 'helper')
    return (
      <Alert tone="error">
        <p>{t('User not logged in, user role, or profile is missing.')}</p>
        <Link to={paths.registerHelper()} className={LINK_CLASSES}>
          {t('Create my profile')}
        </Link>
      </Alert>
    )
  // Too many messages: the server's detail says how long to wait.
  if (error instanceof ApiError && error.status === 429)
    return (
      <Alert tone="error">
        <p>{error.detail}</p>
      </Alert>
    )
  const detail = error instanceof ApiError ? (error.fields.content?.[0] ?? error.detail) : null
  return (
    <Alert tone="error">
      <p className="font-semibold">{t('Failed to send message')}</p>
      {detail ? <p>{detail}</p> : null}
    </Alert>
  )
}
