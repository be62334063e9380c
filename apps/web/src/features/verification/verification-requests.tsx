import { useTranslation } from 'react-i18next'
import type { Verification } from '@hearth/shared/verification'
import { StatusBadge } from '../../components/ui/status-badge'
import { VerifiedBadge } from '../../components/ui/verified-badge'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import {
  reasonLabel,
  STATUS_LABELS,
  STATUS_TONES,
  type VerificationParty,
} from './verification-labels'

/** The caller's requests, newest first; the newest says what to do next. */
export function VerificationRequests({
  party,
  requests,
}: {
  party: VerificationParty
  requests: readonly Verification[]
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="verification-requests-title" className="space-y-3">
      <h3 id="verification-requests-title" className="text-base font-bold text-stone-900">
        {t('Your requests')}
      </h3>
      <ul className="space-y-3">
        {requests.map((request, index) => (
          <li key={request.id}>
            <RequestItem party={party} request={request} isNewest={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function RequestItem({
  party,
  request,
  isNewest,
}: {
  party: VerificationParty
  request: Verification
  isNewest: boolean
}) {
  const { t } = useTranslation()
  const language = useLanguage()
  const day = (value: string | null) => (value ? formatHongKongDate(value, language) : null)
  const sent = day(request.created_at) ?? request.created_at
  const expires = day(request.expires_on)
  const checked = day(request.decided_at)
  const titleId = `verification-${request.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="font-semibold text-stone-900">
          {t('Sent on {{date}}', { date: sent })}
        </h4>
        <StatusBadge tone={STATUS_TONES[request.status]} name={t('Request status:')}>
          {t(STATUS_LABELS[request.status])}
        </StatusBadge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="inline font-semibold text-stone-600">{t('Name on the document')}: </dt>
          <dd className="inline break-words text-stone-900">{request.full_name}</dd>
        </div>
        {expires ? (
          <div>
            <dt className="inline font-semibold text-stone-600">{t('Visa expiry date')}: </dt>
            <dd className="inline text-stone-900">{expires}</dd>
          </div>
        ) : null}
        {checked && request.status !== 'pending' ? (
          <div>
            <dt className="inline font-semibold text-stone-600">{t('Checked on')}: </dt>
            <dd className="inline text-stone-900">{checked}</dd>
          </div>
        ) : null}
      </dl>
      {isNewest ? <NextStep party={party} request={request} expires={expires} /> : null}
    </article>
  )
}

/** What the newest request means for the reader, and what they can do now. */
function NextStep({
  party,
  request,
  expires,
}: {
  party: VerificationParty
  request: Verification
  expires: string | null
}) {
  const { t } = useTranslation()
  const reason = request.reason ? t(reasonLabel(request.reason)) : null
  const note = request.note ? (
    <p className="break-words whitespace-pre-line">
      {t('Note from our team: {{note}}', { note: request.note })}
    </p>
  ) : null
  const box = 'space-y-1 rounded-lg border px-4 py-3 text-sm leading-6'
  switch (request.status) {
    case 'pending':
      return (
        <p className={`${box} border-sky-300 bg-sky-50 text-sky-900`}>
          {t('We will check it within 2 working days.')}
        </p>
      )
    case 'approved':
      return (
        <div className={`${box} border-green-300 bg-green-50 text-green-900`}>
          <VerifiedBadge kind={party} />
          <p>
            {party === 'helper'
              ? t('Employers see the badge on your profile and in chats.')
              : t('Helpers see the badge on your job posts and in chats.')}
          </p>
          {party === 'helper' && expires ? (
            <p>
              {t(
                'The badge ends when your visa ends on {{date}}. Send your new visa before then to keep it.',
                { date: expires },
              )}
            </p>
          ) : null}
        </div>
      )
    case 'rejected':
      return (
        <div className={`${box} border-red-300 bg-red-50 text-red-900`}>
          {reason ? <p className="font-semibold">{reason}</p> : null}
          {note}
          <p>{t('You can send a new request.')}</p>
        </div>
      )
    case 'expired':
      return (
        <div className={`${box} border-amber-300 bg-amber-50 text-amber-900`}>
          {reason ? <p className="font-semibold">{reason}</p> : null}
          {note}
          <p>
            {party === 'helper'
              ? t('Send your new visa to keep the badge.')
              : t('Send a new document to get the badge back.')}
          </p>
        </div>
      )
    case 'revoked':
      return (
        <div className={`${box} border-red-300 bg-red-50 text-red-900`}>
          <p className="font-semibold">{t(reasonLabel(request.reason ?? 'revoked'))}</p>
          {note}
          <p>{t('You can send a new request.')}</p>
        </div>
      )
  }
}
