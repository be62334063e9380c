import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MessagesSquare, Search } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { Button, buttonClasses } from '../../components/ui/button'
import { PageTitle } from '../../components/ui/page-title'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { useConversations, chatViewerOf, type ChatViewer } from './chat-api'
import { ConversationRow, ConversationRowSkeleton } from './conversation-row'
import { NotificationPermissionControl } from './notification-permission'

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
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t('Messages')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('Messages')}
        </h1>
        <NotificationPermissionControl />
      </div>

      <section aria-labelledby="conversations-heading" className="mt-6">
        <h2 id="conversations-heading" className="sr-only">
          {t('Conversations')}
        </h2>
        {conversations.isError ? (
          <Alert tone="error">
            <p className="font-semibold">{t('Could not load your conversations.')}</p>
            {conversations.error instanceof ApiError ? <p>{conversations.error.detail}</p> : null}
            <Button
              variant="secondary"
              size="sm"
              busy={conversations.isFetching}
              busyLabel={t('Loading…')}
              onClick={() => void conversations.refetch()}
            >
              {t('Try again')}
            </Button>
          </Alert>
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
    </div>
  )
}

function EmptyConversations({ viewer }: { viewer: ChatViewer }) {
  const { t } = useTranslation()
  const isEmployer = viewer.userType === 'employer'
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="mx-auto size-10 text-orange-700" />
      <p className="mt-3 text-lg font-semibold text-stone-900">{t('No conversations yet')}</p>
      <p className="mx-auto mt-1 max-w-sm text-stone-700">
        {isEmployer
          ? t('Find a helper you like and press Chat to start a conversation.')
          : t('When an employer writes to you, the conversation appears here.')}
      </p>
      {isEmployer ? (
        <Link to="/find-helpers" className={buttonClasses('primary', 'md', 'mt-5')}>
          <Search aria-hidden="true" className="size-5" />
          {t('Find helpers')}
        </Link>
      ) : null}
    </div>
  )
}
