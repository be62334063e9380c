import { useId, useLayoutEffect } from 'react'
import type { KeyboardEvent, ReactNode, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { SendHorizontal } from 'lucide-react'
import { Button } from '../../components/ui/button'
import {
  CHAT_MESSAGE_MAX_LENGTH,
  COUNTER_THRESHOLD,
  isBlank,
  messageProblem,
} from './chat-validation'

/** The text box grows with the message up to about six lines, then scrolls. */
const MAX_HEIGHT_PX = 160

type ComposerProps = {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  partnerName: string
  textareaRef: RefObject<HTMLTextAreaElement | null>
  /** A send failure, shown above the box. */
  error?: ReactNode
  /** No message can go (the other side is blocked or suspended): the page says why. */
  disabled?: boolean
}

/** Enter sends and Shift+Enter starts a new line; while an input method is composing, Enter is its own. */
export function Composer({
  value,
  onChange,
  onSend,
  partnerName,
  textareaRef,
  error,
  disabled = false,
}: ComposerProps) {
  const { t } = useTranslation()
  const id = useId()
  const problem = isBlank(value) ? null : messageProblem(value)
  const canSend = !disabled && !isBlank(value) && problem === null
  const left = CHAT_MESSAGE_MAX_LENGTH - value.length
  const showCounter = left <= COUNTER_THRESHOLD

  useLayoutEffect(() => {
    const box = textareaRef.current
    if (!box) return
    box.style.height = 'auto'
    box.style.height = `${Math.min(box.scrollHeight, MAX_HEIGHT_PX)}px`
  }, [value, textareaRef])

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    // Safari reports the Enter that ends a composition as key code 229.
    if (event.keyCode === 229) return
    event.preventDefault()
    if (canSend) onSend()
  }

  const describedBy = [showCounter ? `${id}-count` : null, problem ? `${id}-problem` : null]
    .filter(Boolean)
    .join(' ')

  return (
    <form
      aria-label={t('Send a message')}
      className="border-t border-stone-200 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (canSend) onSend()
      }}
    >
      {error ? <div className="mb-3">{error}</div> : null}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t('Message to {{name}}', { name: partnerName })}
        </label>
        <textarea
          id={id}
          ref={textareaRef}
          rows={1}
          value={value}
          enterKeyHint="send"
          disabled={disabled}
          placeholder={t('Write a message…')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="block max-h-40 min-h-11 w-full min-w-0 flex-1 resize-none rounded-2xl border border-stone-400 bg-white px-4 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:outline-3 focus:outline-offset-1 focus:outline-orange-700 aria-invalid:border-red-600 disabled:bg-stone-100"
        />
        <Button
          type="submit"
          disabled={!canSend}
          className="size-11 shrink-0 rounded-full px-0 sm:w-auto sm:px-4"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">{t('Send')}</span>
        </Button>
      </div>
      <div className="mt-1 flex min-h-5 flex-wrap items-baseline justify-between gap-x-4 px-1 text-xs text-stone-600">
        <p className="hidden sm:block">{t('Enter to send, Shift+Enter for a new line')}</p>
        {problem ? (
          <p id={`${id}-problem`} className="font-semibold text-red-700">
            {t(problem)}
          </p>
        ) : null}
        {showCounter ? (
          <p
            id={`${id}-count`}
            aria-live="polite"
            className={`ml-auto ${left < 0 ? 'font-semibold text-red-700' : 'font-medium text-orange-800'}`}
          >
            {left >= 0
              ? t('Characters left: {{remaining}}', { remaining: left })
              : t('Characters over the limit: {{extra}}', { extra: -left })}
          </p>
        ) : null}
      </div>
    </form>
  )
}
