import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { tk } from '@hearth/shared/i18n-keys'
import { OPERATOR_NOTE_MAX_LENGTH, SuspensionInputSchema } from '@hearth/shared/operator'
import { Button } from '../../components/ui/button'
import { errorText } from '../../components/ui/form-section'
import { OutcomeAlert, outcomeOf, type Outcome } from '../../components/ui/outcome'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { placeServerErrors } from '../../lib/form-errors'
import { useSuspendUser } from './operator-api'

const SuspendSchema = SuspensionInputSchema.extend({
  user_id: z
    .string()
    .trim()
    .min(1, tk('Enter the user id of the account.'))
    .max(64, tk('A user id is at most 64 characters long.')),
})
type SuspendForm = z.input<typeof SuspendSchema>

/** Suspends an account by its user id (shown on a report's page) with the reason. */
export function SuspendAccountForm() {
  const { t } = useTranslation()
  const [outcome, onOutcome] = useState<Outcome | null>(null)
  const suspend = useSuspendUser()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const form = useForm<SuspendForm>({
    resolver: zodResolver(SuspendSchema),
    defaultValues: { user_id: '', reason: '' },
  })
  const errors = form.formState.errors

  const submit = form.handleSubmit(
    ({ user_id, reason }) => {
      onOutcome(null)
      suspend.mutate(
        { userId: user_id, input: { reason } },
        {
          onSuccess: (person) => {
            form.reset()
            onOutcome({
              kind: 'success',
              text: t('{{name}} is suspended.', { name: person.name || person.email }),
            })
          },
          onError: (error) => {
            const placed = placeServerErrors(error, form.setError, { reason: 'reason' })
            onOutcome(outcomeOf(error, t('The account could not be suspended.'), placed))
          },
        },
      )
    },
    () => focusFirstError(),
  )

  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-4"
      aria-label={t('Suspend an account')}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={t('User id')}
        hint={t('A report’s page shows the reported account’s user id.')}
        autoComplete="off"
        spellCheck={false}
        error={errorText(t, errors, 'user_id')}
        {...form.register('user_id')}
      />
      <TextAreaField
        label={t('Reason for suspending')}
        hint={t('Kept in the audit log.')}
        rows={3}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        error={errorText(t, errors, 'reason')}
        {...form.register('reason')}
      />
      <OutcomeAlert outcome={outcome} />
      <div>
        <Button type="submit" busy={suspend.isPending} busyLabel={t('Saving…')}>
          {t('Suspend the account')}
        </Button>
      </div>
    </form>
  )
}
