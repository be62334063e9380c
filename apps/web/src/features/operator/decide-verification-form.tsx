import { useId, useRef, type ComponentProps, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { hongKongToday, isCalendarDate } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import {
  OPERATOR_NOTE_MAX_LENGTH,
  type DecideVerificationInput,
  type OperatorVerification,
} from '@hearth/shared/operator'
import { REJECTION_REASONS, type RejectionReason } from '@hearth/shared/verification'
import { Button } from '../../components/ui/button'
import { errorText } from '../../components/ui/form-section'
import { outcomeOf, type Outcome } from '../../components/ui/outcome'
import { SelectField } from '../../components/ui/select-field'
import { FieldError, TextField } from '../../components/ui/text-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { placeServerErrors } from '../../lib/form-errors'
import { useDecideVerification } from './operator-api'
import { useRejectionReasonLabels } from './operator-labels'

type Decision = DecideVerificationInput['decision']

/**
 * The form's own rules, before the server's: approving needs the two ticks (and, for a helper,
 * the visa's expiry as the document shows it); rejecting needs a reason.
 */
function decideSchema(helper: boolean) {
  return z
    .object({
      decision: z.string(),
      name_matches: z.boolean(),
      expires_on: z.string(),
      checked: z.boolean(),
      reason: z.string(),
      note: z
        .string()
        .trim()
        .max(OPERATOR_NOTE_MAX_LENGTH, tk('A note can be at most 2,000 characters long.')),
    })
    .superRefine((form, context) => {
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message })
      if (form.decision === 'approve') {
        if (!form.name_matches)
          issue('name_matches', tk('Confirm that the name on the document is the name they typed.'))
        if (helper && !isCalendarDate(form.expires_on))
          issue('expires_on', tk('Enter the expiry date shown on the document.'))
        else if (helper && form.expires_on < hongKongToday())
          issue('expires_on', tk('This date has passed: the visa has expired. Reject the request.'))
        if (!form.checked)
          issue('checked', tk('Confirm that you checked the document before approving.'))
      } else if (form.decision === 'reject') {
        if (!form.reason) issue('reason', tk('Choose why it is rejected.'))
      } else issue('decision', tk('Choose approve or reject.'))
    })
}
type DecideForm = z.input<ReturnType<typeof decideSchema>>

type TickProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & { label: ReactNode; error?: string }

/** A checkbox the operator must tick, its message under it. */
function Tick({ label, error, ...inputProps }: TickProps) {
  const id = useId()
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-orange-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm leading-6 font-medium text-stone-800">
          {label}
        </label>
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}

const CHOICE =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-4 shadow-sm transition-colors hover:border-orange-400 has-checked:border-orange-700 has-checked:bg-orange-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-orange-700'

/**
 * The decision on a request to check: approve (the name matches, a helper's visa expiry as read
 * on the document, and the required tick that the document was checked with its issuer), or
 * reject with a reason. The note goes with either.
 */
export function DecideVerificationForm({
  verification,
  viewer,
  onOutcome,
}: {
  verification: OperatorVerification
  viewer: string
  onOutcome: (outcome: Outcome | null) => void
}) {
  const { t } = useTranslation()
  const helper = verification.kind === 'helper_identity'
  const decide = useDecideVerification(viewer, verification.id)
  const reasons = useRejectionReasonLabels()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const decisionId = useId()
  const form = useForm<DecideForm>({
    resolver: zodResolver(decideSchema(helper)),
    defaultValues: {
      decision: '',
      name_matches: false,
      expires_on: verification.expires_on ?? '',
      checked: false,
      reason: '',
      note: '',
    },
  })
  const errors = form.formState.errors
  const err = (name: keyof DecideForm) => errorText(t, errors, name)
  const decision = useWatch({ control: form.control, name: 'decision' })
  const name = verification.full_name
  const done: Record<Decision, string> = {
    approve: t('Approved: the verified badge shows now.'),
    reject: t('Turned down: they see the reason and your note.'),
  }

  // Awaited rather than given callbacks: a decision takes the request out of the pending state,
  // which takes this form off the page before the call settles.
  const submit = form.handleSubmit(
    async (values) => {
      const input: DecideVerificationInput =
        values.decision === 'approve'
          ? {
              decision: 'approve',
              ...(helper ? { expires_on: values.expires_on } : {}),
              checked: values.checked,
              note: values.note.trim(),
            }
          : {
              decision: 'reject',
              reason: values.reason as RejectionReason,
              note: values.note.trim(),
            }
      onOutcome(null)
      try {
        await decide.mutateAsync(input)
        onOutcome({ kind: 'success', text: done[input.decision] })
      } catch (error) {
        const placed = placeServerErrors(error, form.setError, {
          decision: 'decision',
          reason: 'reason',
          checked: 'checked',
          expires_on: 'expires_on',
          note: 'note',
        })
        onOutcome(outcomeOf(error, t('The decision could not be saved.'), placed))
      }
    },
    () => focusFirstError(),
  )

  const options: { value: Decision; title: string; description: string }[] = [
    {
      value: 'approve',
      title: t('Approve the request'),
      description: t('The document is genuine and theirs: give the verified badge.'),
    },
    {
      value: 'reject',
      title: t('Reject the request'),
      description: t('Turn the request down with a reason. They can send a new one.'),
    },
  ]

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('Decide on the request')}
      className="space-y-5"
      onSubmit={(event) => void submit(event)}
    >
      <fieldset aria-describedby={errors.decision ? `${decisionId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-stone-800">{t('Decision')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <label key={option.value} className={CHOICE}>
              <input
                type="radio"
                value={option.value}
                aria-invalid={errors.decision ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-orange-700 focus-visible:outline-none"
                {...form.register('decision')}
              />
              <span className="text-sm leading-6">
                <span className="block font-semibold text-stone-900">{option.title}</span>
                <span className="block text-stone-700">{option.description}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.decision ? (
          <FieldError id={`${decisionId}-error`}>{err('decision')}</FieldError>
        ) : null}
      </fieldset>

      {decision === 'approve' ? (
        <div className="space-y-4">
          <Tick
            label={t('The name on the document is the name they typed: {{name}}', { name })}
            error={err('name_matches')}
            {...form.register('name_matches')}
          />
          {helper ? (
            <TextField
              label={t('Visa expiry date on the document')}
              hint={t(
                'Filled in with the date they typed. Correct it if the document shows another.',
              )}
              type="date"
              min={hongKongToday()}
              error={err('expires_on')}
              {...form.register('expires_on')}
            />
          ) : null}
          <Tick
            label={
              helper
                ? t(
                    'I checked the e-Visa QR code with the Immigration Department’s app (or the document with its issuer)',
                  )
                : t('I checked the identity document, and the proof of address with its issuer')
            }
            error={err('checked')}
            {...form.register('checked')}
          />
        </div>
      ) : null}

      {decision === 'reject' ? (
        <SelectField
          label={t('Reason for rejecting')}
          placeholder={t('Choose the reason')}
          options={REJECTION_REASONS.map((value) => ({ value, label: reasons[value] }))}
          error={err('reason')}
          {...form.register('reason')}
        />
      ) : null}

      {decision ? (
        <TextAreaField
          label={t('Note')}
          hint={
            decision === 'reject'
              ? t('They see it with the reason: say what is wrong and what to send instead.')
              : t('Optional. Kept with the decision and in the audit log.')
          }
          rows={3}
          maxLength={OPERATOR_NOTE_MAX_LENGTH}
          error={err('note')}
          {...form.register('note')}
        />
      ) : null}

      <Button type="submit" busy={decide.isPending} busyLabel={t('Saving…')}>
        {decision === 'reject'
          ? t('Send the rejection')
          : decision === 'approve'
            ? t('Approve and give the badge')
            : t('Save the decision')}
      </Button>
    </form>
  )
}
