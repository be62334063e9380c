import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../lib/i18n'
import { paths } from '../../lib/paths'
import { isViewer, type ChatViewer } from './chat-api'
import { ChatAvatar } from './chat-avatar'
import { formatFullTime, formatListTime } from './chat-time'
import { partnerNameOf, type Conversation } from './chat-types'

/** Route state for /chat/:id: the partner's name while it loads, and where "back" goes. */
export type ChatRouteState = { partnerUsername?: string; fromChats?: boolean }

/** The partner in a conversation: the helper for an employer, the employer for a helper. */
export function conversationPartner(viewer: ChatViewer, conversation: Conversation) {
  const uid =
    viewer.userType === 'employer'
      ? conversation.helper_profile_uid
      : conversation.employer_profile_uid
  const other = conversation.participants.find(
    (participant) => participant.id !== viewer.userId && participant.username !== viewer.username,
  )
  const name = partnerNameOf(conversation.partner) || other?.username || ''
  return { uid, name, username: other?.username ?? name }
}

type ConversationRowProps = { viewer: ChatViewer; conversation: Conversation }

export function ConversationRow({ viewer, conversation }: ConversationRowProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const partner = conversation.partner
  const { uid, name, username } = conversationPartner(viewer, conversation)
  const displayName = partner?.deleted ? t('Deleted user') : name || t('Hearth user')
  const last = conversation.last_message
  const unread = conversation.unread_message_count
  const preview = last ? last.content.replace(/\s+/g, ' ').trim() : ''
  const state: ChatRouteState = { partnerUsername: username || undefined, fromChats: true }

  return (
    <Link
      to={paths.chat(uid)}
      state={state}
      className="flex min-h-18 items-center gap-3 px-4 py-3 hover:bg-orange-50/60 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-orange-700"
    >
      <ChatAvatar name={displayName} src={partner?.image_url} className="size-12 text-base" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span
            className={`truncate text-base text-stone-900 ${unread > 0 ? 'font-bold' : 'font-semibold'}`}
          >
            {displayName}
          </span>
          {last ? (
            <time
              dateTime={last.timestamp}
              title={formatFullTime(last.timestamp, language)}
              className={`shrink-0 text-xs ${unread > 0 ? 'font-semibold text-orange-800' : 'text-stone-600'}`}
            >
              {formatListTime(last.timestamp, language)}
            </time>
          ) : null}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-3">
          <span
            className={`truncate text-sm ${unread > 0 ? 'font-medium text-stone-900' : 'text-stone-700'}`}
          >
            {!last
              ? t('No messages yet')
              : isViewer(viewer, last.sender)
                ? t('You: {{message}}', { message: preview })
                : preview}
          </span>
          {unread > 0 ? (
            <span className="flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-orange-700 px-2 text-xs font-bold text-white">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t('Unread messages: {{total}}', { total: unread })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  )
}

/** A grey stand-in row while the list loads. */
export function ConversationRowSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse items-center gap-3 px-4 py-3 motion-reduce:animate-none"
    >
      <div className="size-12 shrink-0 rounded-full bg-stone-200" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-1/2 rounded bg-stone-200" />
        <div className="h-3 w-3/4 rounded bg-stone-200" />
      </div>
    </div>
  )
}
