import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { ApiError } from '../../lib/api-error'

/** What an action on a payroll page led to, shown in the page (§8: in-page, not alerts). */
export type PayrollOutcome =
  | { kind: 'success'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'no-access'; text: string }

/**
 * A failed call as an outcome: the spec's failure text followed by the server's reason (a
 * finalised month's 409, an EO s.32 refusal); 402 offers Subscribe.
 */
export function outcomeOf(error: unknown, failure: string): PayrollOutcome {
  if (!(error instanceof ApiError)) return { kind: 'error', text: failure }
  if (error.status === 402) return { kind: 'no-access', text: error.detail }
  const fields = Object.values(error.fields).flat()
  const reasons = [error.detail, ...fields.filter((message) => message !== error.detail)]
  return { kind: 'error', text: [failure, ...reasons].join(' ') }
}

/** The outcome as a message: red and announced at once for failures, green and polite for success. */
export function PayrollOutcomeAlert({ outcome }: { outcome: PayrollOutcome | null }) {
  const { t } = useTranslation()
  if (!outcome) return null
  if (outcome.kind === 'success') return <Alert tone="success">{outcome.text}</Alert>
  return (
    <Alert tone="error">
      <p>{outcome.text}</p>
      {outcome.kind === 'no-access' ? (
        <Link to="/subscription" className={LINK_CLASSES}>
          {t('Subscribe')}
        </Link>
      ) : null}
    </Alert>
  )
}
