import { Fragment, useEffect, useLayoutEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Clock } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { useLanguage } from '../../lib/i18n'
import { dayKey, formatClockTime, formatDayHeading, formatFullTime } from './chat-time'
import type { SafetyFlag } from '@hearth/shared/safety-flags'
import { MessageText } from './message-text'

export type DisplayMessage = {
  /** Stable across the optimistic copy and the server's message (the client message id). */
  key: string
  /** The server's uid, once stored (what a report names). */
  id?: string
  content: string
  sentAt: string
  mine: boolean
  pending: boolean
  /** What Hearth's scam rules found (issue 23): the recipient sees a warning under it. */
  flags?: readonly SafetyFlag[]
  /** Removed by Hearth after a report. */
  removed?: boolean
}

/** Within this many pixels of the end counts as "reading the newest", so new messages scroll in. */
const NEAR_BOTTOM_PX = 120

type MessageListProps = {
  messages: readonly DisplayMessage[]
  partnerName: string
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
  /** Loading, error or start-chatting content, shown when there are no messages. */
  placeholder?: ReactNode
  /** A failure to load older messages. */
  olderError?: ReactNode
  /** Under each stored message from the other side: its scam warning, or Report (composed in by the app). */
  renderIncomingNote?: (message: IncomingMessage) => ReactNode
}

/** A stored message from the other side, as the safety controls need it. */
export type IncomingMessage = { id: string; flags: readonly SafetyFlag[] }

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

export function MessageList({
  messages,
  partnerName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  placeholder,
  olderError,
  renderIncomingNote,
}: MessageListProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const scroller = useRef<HTMLDivElement>(null)
  const nearBottom = useRef(true)
  const previous = useRef<{ first?: string; last?: string; height: number }>({ height: 0 })

  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    const first = messages[0]?.key
    const last = messages.at(-1)?.key
    const before = previous.current
    if (before.last === undefined) {
      box.scrollTop = box.scrollHeight
    } else if (first !== before.first && last === before.last) {
      // Older messages came in above: keep the ones being read where they were.
      box.scrollTop += box.scrollHeight - before.height
    } else if (last !== before.last && (nearBottom.current || messages.at(-1)?.mine)) {
      const top = box.scrollHeight
      if (typeof box.scrollTo === 'function')
        box.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      else box.scrollTop = top
    }
    previous.current = { first, last, height: box.scrollHeight }
  }, [messages])

  // The phone keyboard opening shrinks the list: stay at the newest message if that is where we were.
  useEffect(() => {
    const box = scroller.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) box.scrollTop = box.scrollHeight
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('Messages with {{name}}', { name: partnerName })}
      onScroll={(event) => {
        const box = event.currentTarget
        nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-stone-50 px-3 py-4 [overflow-anchor:none] focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-orange-700 sm:px-5"
    >
      {messages.length > 0 ? (
        <>
          <div className="mb-4 flex flex-col items-center gap-2">
            {hasOlder ? (
              <Button
                variant="secondary"
                size="sm"
                busy={loadingOlder}
                busyLabel={t('Loading…')}
                onClick={onLoadOlder}
              >
                {t('Load older messages')}
              </Button>
            ) : (
              <p className="text-xs text-stone-600">
                {t('This is the start of your conversation.')}
              </p>
            )}
            {olderError}
          </div>
          <ol className="space-y-2">
            {messages.map((message, index) => {
              const before = messages[index - 1]
              const heading = !before || dayKey(before.sentAt) !== dayKey(message.sentAt)
              return (
                <Fragment key={message.key}>
                  {heading ? (
                    <li className="flex justify-center pt-2 pb-1">
                      <h2 className="rounded-full bg-stone-200/80 px-3 py-0.5 text-xs font-semibold text-stone-700">
                        {formatDayHeading(message.sentAt, language)}
                      </h2>
                    </li>
                  ) : null}
                  <MessageBubble
                    message={message}
                    partnerName={partnerName}
                    renderIncomingNote={renderIncomingNote}
                  />
                </Fragment>
              )
            })}
          </ol>
        </>
      ) : (
        placeholder
      )}
    </div>
  )
}

function MessageBubble({
  message,
  partnerName,
  renderIncomingNote,
}: {
  message: DisplayMessage
  partnerName: string
  renderIncomingNote: MessageListProps['renderIncomingNote']
}) {
  const { t } = useTranslation()
  const language = useLanguage()
  const { mine, pending } = message
  const incoming = !mine && !pending && message.id !== undefined && !message.removed
  return (
    <li
      className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}
      data-pending={pending || undefined}
    >
      <div
        className={`max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%] ${
          mine
            ? 'rounded-br-md bg-orange-700 text-white'
            : 'rounded-bl-md border border-stone-200 bg-white text-stone-900'
        } ${pending ? 'opacity-75' : ''}`}
      >
        <span className="sr-only">{mine ? t('You:') : t('{{name}}:', { name: partnerName })} </span>
        {message.removed ? (
          <p className="text-[0.9375rem] leading-6 text-stone-600 italic">
            {t('This message was removed by Hearth.')}
          </p>
        ) : (
          <MessageText content={message.content} className="text-[0.9375rem] leading-6" />
        )}
        <p
          className={`mt-0.5 flex items-center justify-end gap-1 text-xs ${mine ? 'text-orange-50' : 'text-stone-600'}`}
        >
          {pending ? (
            <>
              <Clock aria-hidden="true" className="size-3" />
              {t('Sending…')}
            </>
          ) : (
            <time dateTime={message.sentAt} title={formatFullTime(message.sentAt, language)}>
              {formatClockTime(message.sentAt, language)}
            </time>
          )}
        </p>
      </div>
      {incoming && renderIncomingNote
        ? renderIncomingNote({ id: message.id!, flags: message.flags ?? [] })
        : null}
    </li>
  )
}
