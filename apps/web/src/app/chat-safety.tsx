import { ChatPage, type ChatSafetySlots } from '../features/chat/chat-page'
import { BlockButton, ReportButton, SafetyWarningNote } from '../features/safety/lazy-safety'

/**
 * The safety feature in a conversation (issue 23), composed in by the app (docs/style.md): a
 * warning under a flagged message from the other side (with its one-tap Report), Report under
 * the others, and Block in the header; a helper can also report the employer there.
 */
export const CHAT_SAFETY: ChatSafetySlots = {
  incomingNote: (message) =>
    message.flags.length > 0 ? (
      <SafetyWarningNote flags={message.flags} messageId={message.id} />
    ) : (
      <div className="mt-0.5 px-1">
        <ReportButton targetType="message" targetId={message.id} what="message" look="link" />
      </div>
    ),
  headerActions: ({ viewer, partnerUid, partner, partnerName, onChanged }) => (
    <>
      {viewer.userType === 'helper' ? (
        <ReportButton targetType="employer_profile" targetId={partnerUid} what="employer" />
      ) : null}
      <BlockButton
        userId={partner.user_id}
        name={partnerName}
        blocked={partner.blocked}
        onChanged={onChanged}
      />
    </>
  ),
}

/** The chat page as the app serves it: with the safety controls (app/pages.ts loads this). */
export function ChatRoute(props: { subscriptionPath?: string | null }) {
  return <ChatPage {...props} safety={CHAT_SAFETY} />
}
