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

const UserActionSchema = SuspensionInputSchema.extend({
  user_id: z
    .string()
    .trim()
    .min(1, tk('Enter the user id of the account.'))
    .max(64, tk('A user id is at most 64 characters long.')),
})
type UserActionInput = z.input<typeof UserActionSchema>

type UserActionFormProps = {
  /** The form's name for screen readers ("Suspend an account"). */
  label: string
  /** Where the operator finds the user id. */
  userIdHint: string
  reasonLabel: string
  reasonHint: string
  submitLabel: string
  /** The failure sentence, before the server's reason. */
  failure: string
  busy: boolean
  /** Does the action; resolves to the sentence that says it is done. */
  act: (userId: string, reason: string) => Promise<string>
}

/**
 * An operator's action on one account, named by its user id, with the reason the audit log keeps:
 * suspending an account, revoking a badge.
 */
export function UserActionForm(props: UserActionFormProps) {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const form = useForm<UserActionInput>({
    resolver: zodResolver(UserActionSchema),
    defaultValues: { user_id: '', reason: '' },
  })
  const errors = form.formState.errors

  const submit = form.handleSubmit(
    async ({ user_id, reason }) => {
      setOutcome(null)
      try {
        const done = await props.act(user_id, reason)
        form.reset()
        setOutcome({ kind: 'success', text: done })
      } catch (error) {
        const placed = placeServerErrors(error, form.setError, {
          user_id: 'user_id',
          reason: 'reason',
        })
        setOutcome(outcomeOf(error, props.failure, placed))
      }
    },
    () => focusFirstError(),
  )

  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-4"
      aria-label={props.label}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={t('User id')}
        hint={props.userIdHint}
        autoComplete="off"
        spellCheck={false}
        error={errorText(t, errors, 'user_id')}
        {...form.register('user_id')}
      />
      <TextAreaField
        label={props.reasonLabel}
        hint={props.reasonHint}
        rows={3}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        error={errorText(t, errors, 'reason')}
        {...form.register('reason')}
      />
      <OutcomeAlert outcome={outcome} />
      <div>
        <Button type="submit" busy={props.busy} busyLabel={t('Saving…')}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  )
}
