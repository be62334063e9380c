import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MessageSquareText } from 'lucide-react'
import { useUnreadChatCount } from '../features/chat/use-chat-live-updates'
import { paths } from '../lib/paths'

/** The live count of unread chat messages beside the Messages link; nothing when all are read. */
export function UnreadBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const count = useUnreadChatCount()
  if (count <= 0) return null
  return (
    <span
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-700 px-1.5 text-xs leading-none font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('Unread messages: {{total}}', { total: count })}</span>
    </span>
  )
}

/** On phones the top bar has no links: a Messages icon with the badge keeps new messages in sight. */
export function MessagesIconLink() {
  const { t } = useTranslation()
  const count = useUnreadChatCount()
  const label =
    count > 0
      ? `${t('Messages')}, ${t('Unread messages: {{total}}', { total: count })}`
      : t('Messages')
  return (
    <Link
      to={paths.chats()}
      aria-label={label}
      title={t('Messages')}
      className="relative flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-orange-700"
    >
      <MessageSquareText aria-hidden="true" className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
