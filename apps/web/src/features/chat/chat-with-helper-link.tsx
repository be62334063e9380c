import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MessageSquareText } from 'lucide-react'
import { buttonClasses, type ButtonSize } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import type { ChatRouteState } from './conversation-row'

type ChatWithHelperLinkProps = {
  helperUid: string
  helperName: string
  size?: ButtonSize
}

/** The Chat button for a helper: signed-in employers only (docs/spec/marketplace.md §6). */
export function ChatWithHelperLink({
  helperUid,
  helperName,
  size = 'md',
}: ChatWithHelperLinkProps) {
  const { t } = useTranslation()
  const { user } = useAuth()
  if (user?.userType !== 'employer') return null
  const state: ChatRouteState = { partnerUsername: helperName }
  return (
    <Link
      to={paths.chat(helperUid)}
      state={state}
      // The visible word starts the name, so voice control users can say "Chat" (WCAG 2.5.3).
      aria-label={t('Chat with {{name}}', { name: helperName })}
      className={buttonClasses('secondary', size)}
    >
      <MessageSquareText aria-hidden="true" className="size-5 text-orange-700" />
      {t('Chat')}
    </Link>
  )
}
