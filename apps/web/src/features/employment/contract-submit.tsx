import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { ApiError } from '../../lib/api-error'
import { applyServerErrors } from '../../lib/form-errors'
import { HELPERS_PATH } from './manage-employment-page'

/** What a contract form shows after a submit: the server's answer, or success. */
export type SubmitOutcome =
  | { kind: 'error'; text: string }
  | { kind: 'no-access'; text: string }
  | { kind: 'saved'; text: string }

/** §2: after a saved contract the page goes to the helpers list after 2 seconds (2000 ms). */
export const RETURN_DELAY_MS = 2000

/** Turns a failed save into field messages plus the alert's text; a 402 offers Subscribe. */
export function outcomeOfError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
  unexpected: string,
): SubmitOutcome {
  if (error instanceof ApiError && error.status === 402)
    return { kind: 'no-access', text: error.detail }
  return {
    kind: 'error',
    text: applyServerErrors(error, setError, fieldMap, {
      unexpected,
    }),
  }
}

/** The outcome as an in-page message; a saved contract returns to the helpers list. */
export function SubmitOutcomeAlert({ outcome }: { outcome: SubmitOutcome | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useEffect(() => {
    if (outcome?.kind !== 'saved') return
    const timer = window.setTimeout(() => void navigate(HELPERS_PATH), RETURN_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [outcome, navigate])
  if (!outcome) return null
  if (outcome.kind === 'saved') return <Alert tone="success">{outcome.text}</Alert>
  if (outcome.kind === 'no-access')
    return (
      <Alert tone="error">
        <p>{outcome.text}</p>
        <Link to="/subscription" className={LINK_CLASSES}>
          {t('Subscribe')}
        </Link>
      </Alert>
    )
  return <Alert tone="error">{outcome.text}</Alert>
}
