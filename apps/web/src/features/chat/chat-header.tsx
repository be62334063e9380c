import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft, UserRound } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { VerifiedBadge } from '../../components/ui/verified-badge'
import { paths } from '../../lib/paths'
import type { ChatViewer } from './chat-api'
import { ChatAvatar } from './chat-avatar'

type ChatHeaderProps = {
  viewer: ChatViewer
  partnerUid: string
  partnerName: string
  photo: string | null | undefined
  loading: boolean
  /** Came from the conversation list: back goes there rather than to the spec's default. */
  fromChats: boolean
  /** Report and Block (the safety feature), composed in by the app. */
  actions?: ReactNode
  /** Hearth verified the partner (issue 24): "Verified" for a helper, "Verified employer". */
  verified?: boolean
}

export function ChatHeader({
  viewer,
  partnerUid,
  partnerName,
  photo,
  loading,
  fromChats,
  actions,
  verified = false,
}: ChatHeaderProps) {
  const { t } = useTranslation()
  // docs/spec/marketplace.md §2: back goes to /find-helpers for employers and to / for helpers.
  const back = fromChats
    ? { to: paths.chats(), label: t('Back to messages') }
    : viewer.userType === 'employer'
      ? { to: paths.findHelpers(), label: t('Back to Find helpers') }
      : { to: paths.home(), label: t('Go to the home page') }

  return (
    <header className="flex items-center gap-2 border-b border-stone-200 bg-white px-2 py-2 sm:gap-3 sm:px-4 sm:py-3">
      <Link
        to={back.to}
        aria-label={back.label}
        title={back.label}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        <ArrowLeft aria-hidden="true" className="size-6" />
      </Link>
      {loading && !partnerName ? (
        <div
          aria-hidden="true"
          className="flex flex-1 animate-pulse items-center gap-3 motion-reduce:animate-none"
        >
          <div className="size-10 rounded-full bg-stone-200" />
          <div className="h-4 w-40 rounded bg-stone-200" />
        </div>
      ) : (
        <>
          <ChatAvatar name={partnerName} src={photo} className="size-10 text-sm" />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg leading-tight font-bold text-stone-900">
              {partnerName}
            </h1>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
              {viewer.userType === 'employer' ? t('Helper') : t('Employer')}
              {verified ? (
                <VerifiedBadge kind={viewer.userType === 'employer' ? 'helper' : 'employer'} />
              ) : null}
            </p>
          </div>
        </>
      )}
      {viewer.userType === 'employer' ? (
        <Link
          to={paths.helper(partnerUid)}
          className={buttonClasses('secondary', 'sm', 'shrink-0')}
        >
          <UserRound aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('View Profile')}</span>
        </Link>
      ) : null}
      {actions}
    </header>
  )
}
