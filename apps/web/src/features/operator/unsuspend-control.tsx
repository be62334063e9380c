import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import {
  OPERATOR_NOTE_MAX_LENGTH,
  SuspensionInputSchema,
  type SuspendedUser,
  type SuspensionInput,
} from '@hearth/shared/operator'
import { Button } from '../../components/ui/button'
import { errorText } from '../../components/ui/form-section'
import { OutcomeAlert, outcomeOf, type Outcome } from '../../components/ui/outcome'
import { TextAreaField } from '../../components/ui/textarea-field'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { placeServerErrors } from '../../lib/form-errors'
import { useUnsuspendUser } from './operator-api'

/**
 * Unsuspend, then the reason (required, kept in the audit log) and the confirming button. The
 * page says the result: once lifted, the row leaves the list.
 */
export function UnsuspendControl({
  person,
  nameId,
  onDone,
}: {
  person: SuspendedUser
  /** The id of the element naming the person: the button is described by it. */
  nameId: string
  onDone: (outcome: Outcome) => void
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const unsuspend = useUnsuspendUser()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const formId = useId()
  const form = useForm<SuspensionInput>({
    resolver: zodResolver(SuspensionInputSchema),
    defaultValues: { reason: '' },
  })
  const name = person.name || person.email

  // Awaited rather than given callbacks: once lifted, the row (and this control) leaves the list
  // before the call settles, and TanStack Query drops an unmounted caller's callbacks.
  const submit = form.handleSubmit(
    async (input) => {
      setOutcome(null)
      try {
        await unsuspend.mutateAsync({ userId: person.id, input })
        onDone({ kind: 'success', text: t('{{name}} is no longer suspended.', { name }) })
      } catch (error) {
        const placed = placeServerErrors(error, form.setError, { reason: 'reason' })
        setOutcome(outcomeOf(error, t('The suspension could not be lifted.'), placed))
      }
    },
    () => focusFirstError(),
  )

  if (!open)
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={nameId}
        aria-expanded={false}
        aria-controls={formId}
        onClick={() => setOpen(true)}
      >
        {t('Unsuspend')}
      </Button>
    )

  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      aria-label={t('Unsuspend {{name}}', { name })}
      className="space-y-3"
      onSubmit={(event) => void submit(event)}
    >
      <TextAreaField
        label={t('Why lift the suspension?')}
        rows={2}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        autoFocus
        error={errorText(t, form.formState.errors, 'reason')}
        {...form.register('reason')}
      />
      <OutcomeAlert outcome={outcome} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={unsuspend.isPending} busyLabel={t('Saving…')}>
          {t('Lift the suspension')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={unsuspend.isPending}
          onClick={() => {
            setOpen(false)
            setOutcome(null)
            form.reset()
          }}
        >
          {t('Cancel')}
        </Button>
      </div>
    </form>
  )
}
