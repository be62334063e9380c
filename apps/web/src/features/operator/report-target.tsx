import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportTargetType } from '@hearth/shared/safety'
import type { ReportTargetView } from '@hearth/shared/operator'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { StatusBadge } from '../../components/ui/status-badge'
import { useLanguage } from '../../lib/i18n'
import { FlagBadges } from './flag-badges'
import { formatWhen } from './operator-format'
import { textLabel } from './operator-labels'

type Message = ReportTargetView['messages'][number]

/** One message of the conversation; the reported one stands out and says so. */
function Bubble({ message }: { message: Message }) {
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <li
      className={`max-w-[90%] min-w-0 rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[75%] ${
        message.reported
          ? 'border-2 border-red-600 bg-red-50 text-stone-900'
          : 'border border-stone-200 bg-white text-stone-900'
      }`}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-stone-800">
        {message.sender_name || t('Unknown sender')}
        {message.reported ? <StatusBadge tone="danger">{t('Reported message')}</StatusBadge> : null}
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap">{message.content}</p>
      <p className="mt-1 text-xs text-stone-600">
        <time dateTime={message.created_at}>{formatWhen(message.created_at, language)}</time>
      </p>
      {message.safety_flags.length > 0 ? (
        <div className="mt-1.5">
          <FlagBadges flags={message.safety_flags} />
        </div>
      ) : null}
    </li>
  )
}

/** The reported profile, posting or message as the people who can see it see it. */
export function ReportTarget({
  type,
  target,
}: {
  type: ReportTargetType
  target: ReportTargetView
}) {
  const { t } = useTranslation()
  const conversationId = useId()
  // A message's title and subtitle are its sender and recipient: say so.
  const isMessage = type === 'message'
  const title = isMessage ? t('Message from {{name}}', { name: target.title }) : target.title
  const subtitle =
    isMessage && target.subtitle ? t('To {{name}}', { name: target.subtitle }) : target.subtitle
  if (!target.exists)
    return <p className="text-stone-700">{t('It no longer exists: it was deleted.')}</p>
  return (
    <div className="space-y-4">
      {target.hidden ? (
        <Alert tone="info">
          {target.hidden_reason
            ? t('Hidden by Hearth: {{reason}}', { reason: target.hidden_reason })
            : t('Hidden by Hearth.')}
        </Alert>
      ) : null}
      <div className="flex items-start gap-4">
        {target.photo_url ? (
          <img
            src={target.photo_url}
            alt={t('Photo: {{name}}', { name: target.title })}
            className="size-20 shrink-0 rounded-xl object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-stone-900">{title}</h3>
          {subtitle ? <p className="break-words text-stone-700">{subtitle}</p> : null}
        </div>
      </div>
      <FlagBadges flags={target.safety_flags} />
      {target.texts.length > 0 ? (
        <dl className="space-y-3">
          {target.texts.map((entry, index) => (
            <div key={`${entry.label}-${index}`}>
              <dt className="text-sm font-semibold text-stone-600">{textLabel(t, entry.label)}</dt>
              <dd className="mt-0.5 break-words whitespace-pre-wrap text-stone-900">
                {entry.text}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {target.messages.length > 0 ? (
        <section aria-labelledby={conversationId}>
          <h3 id={conversationId} className="font-bold text-stone-900">
            {t('The conversation around it')}
          </h3>
          <ol className="mt-2 flex flex-col gap-2 rounded-xl bg-stone-50 p-3">
            {target.messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
        </section>
      ) : null}
      {target.public_path ? (
        <p>
          <a href={target.public_path} target="_blank" rel="noreferrer" className={LINK_CLASSES}>
            {t('Open the public page')}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        </p>
      ) : null}
    </div>
  )
}
