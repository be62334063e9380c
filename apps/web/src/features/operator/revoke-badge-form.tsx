import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { tk } from '@hearth/shared/i18n-keys'
import { OPERATOR_NOTE_MAX_LENGTH, RevokeVerificationInputSchema } from '@hearth/shared/operator'
import { Button } from '../../components/ui/button'
import { errorText } from '../../components/ui/form-section'
import { OutcomeAlert, outcomeOf, type Outcome } from '../../components/ui/outcome'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { placeServerErrors } from '../../lib/form-errors'
import { useRevokeVerification } from './operator-api'

const RevokeSchema = RevokeVerificationInputSchema.extend({
  user_id: z
    .string()
    .trim()
    .min(1, tk('Enter the user id of the account.'))
    .max(64, tk('A user id is at most 64 characters long.')),
})
type RevokeForm = z.input<typeof RevokeSchema>

/**
 * Ends a person's verified badge by their user id (a verification request's page shows it), with
 * the reason: a visa cancelled early, a document found to be false.
 */
export function RevokeBadgeForm() {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const revoke = useRevokeVerification()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const form = useForm<RevokeForm>({
    resolver: zodResolver(RevokeSchema),
    defaultValues: { user_id: '', reason: '' },
  })
  const errors = form.formState.errors

  const submit = form.handleSubmit(
    (input) => {
      setOutcome(null)
      revoke.mutate(input, {
        onSuccess: () => {
          form.reset()
          setOutcome({ kind: 'success', text: t('The badge is revoked.') })
        },
        onError: (error) => {
          const placed = placeServerErrors(error, form.setError, {
            user_id: 'user_id',
            reason: 'reason',
          })
          setOutcome(outcomeOf(error, t('The badge could not be revoked.'), placed))
        },
      })
    },
    () => focusFirstError(),
  )

  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-4"
      aria-label={t('Revoke a badge')}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={t('User id')}
        hint={t('A verification request’s page shows the account’s user id.')}
        autoComplete="off"
        spellCheck={false}
        error={errorText(t, errors, 'user_id')}
        {...form.register('user_id')}
      />
      <TextAreaField
        label={t('Reason for revoking')}
        hint={t('The person sees it, and it is kept in the audit log.')}
        rows={3}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        error={errorText(t, errors, 'reason')}
        {...form.register('reason')}
      />
      <OutcomeAlert outcome={outcome} />
      <div>
        <Button type="submit" busy={revoke.isPending} busyLabel={t('Saving…')}>
          {t('Revoke the badge')}
        </Button>
      </div>
    </form>
  )
}
