import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { OperatorVerification } from '@hearth/shared/operator'
import { CARD_CLASSES } from '../../components/ui/section-card'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { StatusBadge } from '../../components/ui/status-badge'
import { useLanguage } from '../../lib/i18n'
import { formatDay, formatWhen } from './operator-format'
import { useVerificationKindLabels } from './operator-labels'
import { operatorPaths } from './operator-paths'

/** A term and its value on one line, as a queue card lists them. */
function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline font-semibold">{term} </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  )
}

/**
 * One request in the verification queue: what is to be checked, whose it is, what they typed,
 * when they sent it, and the link to its decision page.
 */
export function VerificationCard({ verification }: { verification: OperatorVerification }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const kinds = useVerificationKindLabels()
  const { person } = verification
  return (
    <li className={`${CARD_CLASSES} p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="info" name={t('Type:')}>
          {kinds[verification.kind]}
        </StatusBadge>
        {person.suspended ? <StatusBadge tone="danger">{t('Suspended')}</StatusBadge> : null}
      </div>
      <h2 className="mt-3 text-lg font-bold break-words text-stone-900">
        <Link to={operatorPaths.verification(verification.id)} className={LINK_CLASSES}>
          {person.name || person.email}
        </Link>
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <Line term={t('E-mail:')}>
          <span className="break-all">{person.email}</span>
        </Line>
        <Line term={t('Name as typed:')}>{verification.full_name}</Line>
        {verification.kind === 'helper_identity' ? (
          <Line term={t('Visa expiry as typed:')}>
            {verification.expires_on ? (
              <time dateTime={verification.expires_on}>
                {formatDay(verification.expires_on, language)}
              </time>
            ) : (
              t('Not given')
            )}
          </Line>
        ) : null}
        <Line term={t('Sent:')}>
          <time dateTime={verification.created_at}>
            {formatWhen(verification.created_at, language)}
          </time>
        </Line>
        {verification.decided_at ? (
          <Line term={t('Decided:')}>
            <time dateTime={verification.decided_at}>
              {formatWhen(verification.decided_at, language)}
            </time>
          </Line>
        ) : null}
      </dl>
    </li>
  )
}
