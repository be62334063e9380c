import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MessageSquareText, X } from 'lucide-react'
import { paths } from '../../lib/paths'
import { useRealtimeEvent } from '../../lib/realtime'
import { showSystemNotification } from './notification-permission'

/** A toast stays this long unless the pointer or focus rests on it. */
export const TOAST_MS = 6000
const MAX_TOASTS = 3

type Toast = { id: number; title: string; body: string; to: string }

/** The chat pages show new messages themselves (docs/spec/marketplace.md §7: alerts only elsewhere). */
export function isChatPath(pathname: string): boolean {
  return pathname === '/chats' || pathname.startsWith('/chats/') || pathname.startsWith('/chat/')
}

/**
 * New-message toasts, and a system notification when the user allowed them, while the user is
 * anywhere but the chat pages.
 */
export function ChatNotifications() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(0)

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])

  useRealtimeEvent('chat-notification', (payload) => {
    if (isChatPath(pathname)) return
    const partnerUid = payload.sender_profile_uid
    const to = typeof partnerUid === 'string' && partnerUid ? paths.chat(partnerUid) : paths.chats()
    const title = t('New message from {{name}}', { name: payload.sender_username })
    nextId.current += 1
    const toast = { id: nextId.current, title, body: payload.message_preview, to }
    setToasts((list) => [...list, toast].slice(-MAX_TOASTS))
    showSystemNotification(title, payload.message_preview, () => void navigate(to))
  })

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-stretch gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </div>
  )
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation()
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    if (paused) return
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [paused, toast.id, onDismiss])

  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-lg"
    >
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-stone-900">{toast.title}</p>
        <p className="truncate text-sm text-stone-700">{toast.body}</p>
        <Link
          to={toast.to}
          onClick={() => onDismiss(toast.id)}
          className="mt-1 inline-block rounded-sm text-sm font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          {t('Open chat')}
        </Link>
      </div>
      <button
        type="button"
        aria-label={t('Dismiss')}
        onClick={() => onDismiss(toast.id)}
        className="flex size-9 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  )
}
