import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { type ReportAction } from '@hearth/shared/safety'
import {
  OPERATOR_NOTE_MAX_LENGTH,
  ResolveReportInputSchema,
  type OperatorReportDetail,
} from '@hearth/shared/operator'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { errorText } from '../../components/ui/form-section'
import { outcomeOf, type Outcome } from '../../components/ui/outcome'
import { TextAreaField } from '../../components/ui/textarea-field'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { placeServerErrors } from '../../lib/form-errors'
import { useResolveReport } from './operator-api'

const NoteSchema = ResolveReportInputSchema.pick({ note: true })
type NoteForm = { note: string }

/**
 * The three decisions on an open report, each with the operator's note (required). Dismissing
 * is done at once; hiding and suspending ask first, since people lose what they had.
 */
export function ResolveReportForm({
  report,
  viewer,
  onOutcome,
}: {
  report: OperatorReportDetail
  viewer: string
  onOutcome: (outcome: Outcome | null) => void
}) {
  const { t } = useTranslation()
  const resolve = useResolveReport(viewer, report.id)
  const [confirming, setConfirming] = useState<ReportAction | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const form = useForm<NoteForm>({ resolver: zodResolver(NoteSchema), defaultValues: { note: '' } })
  const canHide = report.target_type !== 'employer_profile'
  const canSuspend = report.target_user !== null
  const done: Record<ReportAction, string> = {
    dismiss: t('The report was dismissed.'),
    hide_target: t('It is hidden now. Viewers no longer see it.'),
    suspend_user: t('The account is suspended.'),
  }

  // Awaited rather than given callbacks: a decision closes the report, which takes this form off
  // the page before the call settles, and TanStack Query drops an unmounted caller's callbacks.
  async function send(action: ReportAction, note: string) {
    onOutcome(null)
    try {
      await resolve.mutateAsync({ action, note })
      onOutcome({ kind: 'success', text: done[action] })
    } catch (error) {
      const placed = placeServerErrors(error, form.setError, { note: 'note' })
      onOutcome(outcomeOf(error, t('The report could not be resolved.'), placed))
    } finally {
      setConfirming(null)
    }
  }

  // Each button checks the note first; hiding and suspending then ask to be sure.
  const choose = (action: ReportAction) =>
    form.handleSubmit(
      ({ note }) => (action === 'dismiss' ? void send(action, note) : setConfirming(action)),
      () => focusFirstError(),
    )()

  const pending = resolve.isPending ? resolve.variables.action : null
  const name = report.target_user?.name || report.target_user?.email || ''

  return (
    <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
      <TextAreaField
        label={t('Note')}
        hint={t('Say why you decide this. It is kept with the decision and in the audit log.')}
        rows={3}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        error={errorText(t, form.formState.errors, 'note')}
        {...form.register('note')}
      />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          busy={pending === 'dismiss'}
          busyLabel={t('Saving…')}
          disabled={resolve.isPending}
          onClick={() => void choose('dismiss')}
        >
          {t('Dismiss the report')}
        </Button>
        {canHide ? (
          <Button
            variant="secondary"
            disabled={resolve.isPending}
            onClick={() => void choose('hide_target')}
          >
            {t('Hide it')}
          </Button>
        ) : null}
        {canSuspend ? (
          <Button
            variant="secondary"
            disabled={resolve.isPending}
            onClick={() => void choose('suspend_user')}
          >
            {t('Suspend the account')}
          </Button>
        ) : null}
      </div>
      {!canHide ? (
        <p className="mt-3 text-sm text-stone-700">
          {t('There is nothing to hide on an employer’s profile: suspend the account instead.')}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming === 'hide_target'}
        title={t('Hide it from everyone?')}
        confirmLabel={t('Hide it')}
        busy={pending === 'hide_target'}
        busyLabel={t('Saving…')}
        onConfirm={() => void send('hide_target', form.getValues('note'))}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('People will no longer see it on Hearth. Your note is kept in the audit log.')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'suspend_user'}
        title={t('Suspend {{name}}?', { name })}
        confirmLabel={t('Suspend the account')}
        busy={pending === 'suspend_user'}
        busyLabel={t('Saving…')}
        onConfirm={() => void send('suspend_user', form.getValues('note'))}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {t(
            'They are signed out at once, and their profile and job adverts leave Hearth until the suspension is lifted.',
          )}
        </p>
      </ConfirmDialog>
    </form>
  )
}
