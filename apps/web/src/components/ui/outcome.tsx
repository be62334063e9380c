import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { Alert } from './alert'
import { LINK_CLASSES } from './link-classes'

/**
 * What an action on a page led to, shown in the page (docs/spec/employment.md §8: in-page, not
 * pop-up alerts): a success, a failure, or a 402 that offers Subscribe.
 */
export type Outcome =
  | { kind: 'success'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'no-access'; text: string }

/** The server's reasons: its `detail`, then field messages not `placed` beside their inputs. */
function reasonsOf(error: ApiError, placed: ReadonlySet<string>): string[] {
  const fields = Object.entries(error.fields).flatMap(([field, messages]) =>
    placed.has(field) ? [] : messages,
  )
  return [error.detail, ...fields.filter((message) => message !== error.detail)].filter(Boolean)
}

/**
 * A failed call as an outcome, the same way on every page: the page's `failure` sentence followed
 * by the server's reason — a validation message, a 409's conflict, the client's network
 * explanation — or the sentence alone for anything that is not an API error. A 402 gives the
 * server's words and offers Subscribe. A form passes the fields it `placed` beside its inputs
 * (lib/form-errors.ts placeServerErrors) so the alert does not repeat them.
 */
export function outcomeOf(
  error: unknown,
  failure: string,
  placed: ReadonlySet<string> = new Set(),
): Outcome {
  if (!(error instanceof ApiError)) return { kind: 'error', text: failure }
  if (error.status === 402) return { kind: 'no-access', text: error.detail }
  return { kind: 'error', text: [failure, ...reasonsOf(error, placed)].join(' ') }
}

/** The outcome as a message: red and announced at once for failures, green and polite for success. */
export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation()
  if (!outcome) return null
  if (outcome.kind === 'success') return <Alert tone="success">{outcome.text}</Alert>
  return (
    <Alert tone="error">
      <p>{outcome.text}</p>
      {outcome.kind === 'no-access' ? (
        <Link to={paths.subscription()} className={LINK_CLASSES}>
          {t('Subscribe')}
        </Link>
      ) : null}
    </Alert>
  )
}
