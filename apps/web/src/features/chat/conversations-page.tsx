import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MessagesSquare, Search, ShieldCheck } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { LoadFailed } from '../../components/ui/load-failed'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { useConversations, chatViewerOf, type ChatViewer } from './chat-api'
import { ConversationRow, ConversationRowSkeleton } from './conversation-row'
import { NotificationPermissionControl } from './notification-permission'
import { PageFrame } from '../../components/ui/page-frame'

/**
 * /chats: the user's conversations, newest first (docs/spec/marketplace.md §2). The router lets in
 * only a signed-in user with a detail profile (<RequireAuth requireProfile>).
 */
export function ConversationsPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const viewer = chatViewerOf(user)
  const conversations = useConversations(viewer !== null)

  return (
    <PageFrame title={t('Messages')} width="max-w-3xl" actions={<NotificationPermissionControl />}>
      <section aria-labelledby="conversations-heading">
        <h2 id="conversations-heading" className="sr-only">
          {t('Conversations')}
        </h2>
        {conversations.isError ? (
          <LoadFailed
            message={t('Could not load your conversations.')}
            error={conversations.error}
            retrying={conversations.isFetching}
            onRetry={() => void conversations.refetch()}
          />
        ) : conversations.isPending || !viewer ? (
          <div className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <span className="sr-only" role="status">
              {t('Loading conversations…')}
            </span>
            {Array.from({ length: 4 }, (_, index) => (
              <ConversationRowSkeleton key={index} />
            ))}
          </div>
        ) : conversations.data.length === 0 ? (
          <EmptyConversations viewer={viewer} />
        ) : (
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            {conversations.data.map((conversation) => (
              <li key={conversation.uid}>
                <ConversationRow viewer={viewer} conversation={conversation} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="mt-6 flex items-start gap-2 text-sm text-stone-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
        <span>
          {t('Hearth never asks for fees in chat.')}{' '}
          <Link to={paths.stayingSafe()} className={LINK_CLASSES}>
            {t('How to stay safe when you chat')}
          </Link>
        </span>
      </p>
    </PageFrame>
  )
}

function EmptyConversations({ viewer }: { viewer: ChatViewer }) {
  const { t } = useTranslation()
  const isEmployer = viewer.userType === 'employer'
  return (
    <EmptyNote
      icon={<MessagesSquare aria-hidden="true" className="size-10" />}
      title={t('No conversations yet')}
      action={
        isEmployer ? (
          <Link to={paths.findHelpers()} className={buttonClasses('primary', 'md')}>
            <Search aria-hidden="true" className="size-5" />
            {t('Find helpers')}
          </Link>
        ) : null
      }
    >
      {isEmployer
        ? t('Find a helper you like and press Chat to start a conversation.')
        : t('When an employer writes to you, the conversation appears here.')}
    </EmptyNote>
  )
}
