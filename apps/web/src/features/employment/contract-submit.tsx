import { useEffect, useState, type BaseSyntheticEvent } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { outcomeOf, type Outcome } from '../../components/ui/outcome'
import { placeServerErrors } from '../../lib/form-errors'
import { paths } from '../../lib/paths'

/** §2: after a saved contract the page goes to the helpers list after 2 seconds (2000 ms). */
export const RETURN_DELAY_MS = 2000

type ContractSave<F extends FieldValues, I> = {
  form: UseFormReturn<F, unknown, I>
  /** Server field → form field, so the server's messages land beside their inputs. */
  fieldMap: Partial<Record<string, Path<F>>>
  /** Sends the checked input (the page's mutation), calling back once it is answered. */
  save: (input: I, answered: { onSuccess: () => void; onError: (error: unknown) => void }) => void
  /** The success message (the page then returns to the helpers list) and the failure sentence. */
  saved: string
  failed: string
  focusFirstError: () => void
}

/**
 * The submit of a contract form (create and update, docs/spec/employment.md §2): fields the
 * schema refuses are marked and focused; the server's answer becomes the page's outcome; a
 * saved contract returns to the helpers list after RETURN_DELAY_MS.
 */
export function useContractSave<F extends FieldValues, I>({
  form,
  fieldMap,
  save,
  saved,
  failed,
  focusFirstError,
}: ContractSave<F, I>): {
  outcome: Outcome | null
  submit: (event?: BaseSyntheticEvent) => Promise<void>
} {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  useEffect(() => {
    if (outcome?.kind !== 'success') return
    const timer = window.setTimeout(() => void navigate(paths.employmentHelpers()), RETURN_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [outcome, navigate])

  const submit = form.handleSubmit(
    (input) => {
      setOutcome(null)
      save(input, {
        onSuccess: () => setOutcome({ kind: 'success', text: saved }),
        onError: (error) => {
          setOutcome(outcomeOf(error, failed, placeServerErrors(error, form.setError, fieldMap)))
          focusFirstError()
        },
      })
    },
    () => {
      setOutcome({ kind: 'error', text: t('Please correct errors before proceeding.') })
      focusFirstError()
    },
  )
  return { outcome, submit }
}
