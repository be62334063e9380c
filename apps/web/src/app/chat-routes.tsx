import { matchRoutes } from 'react-router'
import { ChatPage } from '../features/chat/chat-page'
import { ConversationsPage } from '../features/chat/conversations-page'
import { router } from './router'

const SUBSCRIPTION_PATH = '/subscription'

/** True when the app has a page at `path` (the catch-all 404 route does not count). */
function hasPage(path: string): boolean {
  const matches = matchRoutes(router.routes, path)
  return Boolean(matches && matches.at(-1)?.route.path !== '*')
}

export function ChatsRoute() {
  return <ConversationsPage />
}

/**
 * docs/spec/marketplace.md §6: Subscribe leads to /subscription. Until that page exists the dialog offers
 * the support e-mail instead of a link to "Page not found".
 */
export function ChatRoute() {
  return <ChatPage subscriptionPath={hasPage(SUBSCRIPTION_PATH) ? SUBSCRIPTION_PATH : null} />
}
