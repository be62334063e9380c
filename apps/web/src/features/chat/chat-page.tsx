import { useMemo, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import { hasActiveAccess, type UserSession } from '@hearth/shared/accounts'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageTitle } from '../../components/ui/page-title'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { useRealtimeEvent } from '../../lib/realtime'
import { useActiveConversation } from './active-conversation'
import {
  isOwnMessage,
  pairFor,
  useChatPartner,
  useMessages,
  chatViewerOf,
  chatKeys,
  type ChatViewer,
} from './chat-api'
import { addMessagesToCache } from './chat-cache'
import { ChatHeader } from './chat-header'
import { isBlank, messageProblem } from './chat-validation'
import { partnerNameOf, type ChatPartner } from './chat-types'
import { Composer } from './composer'
import type { ChatRouteState } from './conversation-row'
import { displayMessages } from './display-messages'
import { MessageList, type IncomingMessage } from './message-list'
import { MessagesPlaceholder, SendFailureAlert, type SendFailure } from './chat-states'
import { SubscribeDialog } from './subscribe-dialog'
import { useConversationSync } from './use-conversation-sync'
import { useSendMessage } from './use-send-message'

/** What the safety feature adds to a conversation (issue 23), composed in by the app. */
export type ChatSafetySlots = {
  /** Under each stored message from the other side: its scam warning, or Report. */
  incomingNote?: (message: IncomingMessage) => ReactNode
  /** In the header: Block (and, for a helper, Report the employer). */
  headerActions?: (input: {
    viewer: ChatViewer
    partnerUid: string
    partner: ChatPartner
    partnerName: string
    /** Refetches what a block changes: the partner and the conversation list. */
    onChanged: () => Promise<unknown>
  }) => ReactNode
}

type ChatPageProps = {
  /** The plan page, when the app has one (docs/spec/marketplace.md §6: Subscribe goes to /subscription). */
  subscriptionPath?: string | null
  safety?: ChatSafetySlots
}

function readRouteState(state: unknown): ChatRouteState {
  if (typeof state !== 'object' || state === null) return {}
  const { partnerUsername, fromChats } = state as Record<string, unknown>
  return {
    partnerUsername: typeof partnerUsername === 'string' ? partnerUsername : undefined,
    fromChats: fromChats === true,
  }
}

/**
 * /chat/:chatPartnerId: one conversation, live (docs/spec/marketplace.md §2 "Chat screen"). The
 * router lets in only a signed-in user with a detail profile (<RequireAuth requireProfile>).
 */
export function ChatPage({ subscriptionPath = null, safety = {} }: ChatPageProps) {
  const { user } = useAuth()
  const { chatPartnerId = '' } = useParams()
  const location = useLocation()
  const viewer = useMemo(() => chatViewerOf(user), [user])
  if (!user || !viewer) return null
  return (
    <Conversation
      // A different partner is a different conversation: start from a clean slate.
      key={chatPartnerId}
      user={user}
      viewer={viewer}
      partnerUid={chatPartnerId}
      routeState={readRouteState(location.state)}
      subscriptionPath={subscriptionPath}
      safety={safety}
    />
  )
}

type ConversationProps = {
  user: UserSession
  viewer: ChatViewer
  partnerUid: string
  routeState: ChatRouteState
  subscriptionPath: string | null
  safety: ChatSafetySlots
}

function Conversation({
  user,
  viewer,
  partnerUid,
  routeState,
  subscriptionPath,
  safety,
}: ConversationProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const pair = useMemo(() => pairFor(viewer, partnerUid), [viewer, partnerUid])
  const partner = useChatPartner(viewer, partnerUid)
  const partnerMissing = partner.error instanceof ApiError && partner.error.status === 404
  const messages = useMessages(partnerMissing ? null : pair)
  const [draft, setDraft] = useState('')
  const [failure, setFailure] = useState<SendFailure | null>(null)
  const [subscribeOpen, setSubscribeOpen] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  useActiveConversation(partnerMissing ? null : pair)

  const partnerName = partner.data?.deleted
    ? t('Deleted user')
    : partnerNameOf(partner.data) ||
      routeState.partnerUsername ||
      (partner.isPending ? '' : t('Hearth user'))

  const { pending, send } = useSendMessage(viewer, pair, (content, error) => {
    setDraft((current) => (isBlank(current) ? content : `${content}\n${current}`))
    if (error instanceof ApiError && error.status === 402) setSubscribeOpen(true)
    else setFailure({ error })
  })

  const serverMessages = useMemo(
    () => (messages.data ? [...messages.data.pages].reverse().flatMap((page) => page.results) : []),
    [messages.data],
  )
  const display = useMemo(
    () => displayMessages(viewer, serverMessages, pending),
    [serverMessages, pending, viewer],
  )

  const lastIncoming = serverMessages.findLast((message) => !isOwnMessage(viewer, message))
  const conversationUid = messages.data?.pages[0]?.conversation_uid ?? null
  useConversationSync(pair, conversationUid, lastIncoming?.uid ?? null)

  useRealtimeEvent('message', (payload) => {
    if (payload.helper_profile_uid !== pair.helperUid) return
    if (payload.employer_profile_uid !== pair.employerUid) return
    // The app-wide listener adds it too; merging is idempotent, and this page must not depend on it.
    addMessagesToCache(queryClient, [payload])
    if (isOwnMessage(viewer, payload)) return
    setAnnouncement(
      t('New message from {{name}}: {{message}}', { name: partnerName, message: payload.content }),
    )
  })

  function onSend() {
    const content = draft
    if (isBlank(content) || messageProblem(content)) return
    // docs/spec/marketplace.md §6: employers may send only while their access is active.
    if (viewer.userType === 'employer' && !hasActiveAccess(user)) {
      setSubscribeOpen(true)
      return
    }
    setFailure(null)
    setDraft('')
    textareaRef.current?.focus()
    void send(content)
  }

  if (partnerMissing)
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-12">
        <PageTitle title={t('Chat partner not found.')} />
        <Alert tone="error">
          <p className="font-semibold">{t('Chat partner not found.')}</p>
          <Link to={paths.chats()} className={LINK_CLASSES}>
            {t('Back to messages')}
          </Link>
        </Alert>
      </div>
    )

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col sm:px-6 sm:py-6">
      <PageTitle
        title={partnerName ? t('Chat with {{name}}', { name: partnerName }) : t('Messages')}
      />
      <section
        aria-label={partnerName ? t('Chat with {{name}}', { name: partnerName }) : t('Messages')}
        className="flex h-[calc(100dvh-4rem)] min-h-[26rem] flex-col overflow-hidden bg-white sm:h-[min(calc(100dvh-7rem),56rem)] sm:rounded-2xl sm:border sm:border-stone-200 sm:shadow-sm"
      >
        <ChatHeader
          viewer={viewer}
          partnerUid={partnerUid}
          partnerName={partnerName}
          photo={partner.data?.image_url}
          loading={partner.isPending}
          verified={partner.data?.verified ?? false}
          fromChats={routeState.fromChats === true}
          actions={
            partner.data
              ? safety.headerActions?.({
                  viewer,
                  partnerUid,
                  partner: partner.data,
                  partnerName,
                  onChanged: () =>
                    Promise.all([
                      partner.refetch(),
                      queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
                    ]),
                })
              : null
          }
        />
        {partner.data?.deleted ? (
          <Alert tone="info" className="m-2 sm:m-3">
            <p>{t('This person deleted their account. Their messages stay here for you.')}</p>
          </Alert>
        ) : partner.data?.suspended ? (
          <Alert tone="info" className="m-2 sm:m-3">
            <p>{t('This account has been suspended')}</p>
          </Alert>
        ) : partner.data?.blocked ? (
          <Alert tone="info" className="m-2 sm:m-3">
            <p>
              {t('You blocked {{name}}. Unblock them to send messages again.', {
                name: partnerName,
              })}
            </p>
          </Alert>
        ) : null}
        <MessageList
          messages={display}
          renderIncomingNote={safety.incomingNote}
          partnerName={partnerName}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
          olderError={
            messages.isFetchNextPageError ? (
              <LoadFailed
                message={t('Could not load messages.')}
                error={messages.error}
                retrying={messages.isFetchingNextPage}
                onRetry={() => void messages.fetchNextPage()}
              />
            ) : null
          }
          placeholder={
            <MessagesPlaceholder
              viewer={viewer}
              partnerName={partnerName}
              loading={messages.isPending}
              error={messages.isError && !messages.data ? messages.error : null}
              retrying={messages.isFetching}
              onRetry={() => void messages.refetch()}
            />
          }
        />
        <Composer
          disabled={Boolean(
            partner.data?.suspended || partner.data?.deleted || partner.data?.blocked,
          )}
          value={draft}
          onChange={setDraft}
          onSend={onSend}
          partnerName={partnerName}
          textareaRef={textareaRef}
          error={failure ? <SendFailureAlert failure={failure} viewer={viewer} /> : null}
        />
      </section>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <SubscribeDialog
        open={subscribeOpen}
        onClose={() => {
          setSubscribeOpen(false)
          textareaRef.current?.focus()
        }}
        subscriptionPath={subscriptionPath}
      />
    </div>
  )
}
