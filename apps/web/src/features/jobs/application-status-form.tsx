import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import {
  ApplicationStatusInputSchema,
  NOTES_MAX_LENGTH,
  type ApplicationStatusInput,
  type JobApplication,
} from '@hearth/shared/applications'
import { APPLICATION_STATUS_LABELS, EMPLOYER_SETTABLE_STATUSES } from '@hearth/shared/job-options'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { ApiError } from '../../lib/api-error'
import { errorText, optionsOf } from '../../components/ui/form-section'
import { useUpdateApplicationStatus } from './jobs-api'

type StatusForm = { status: string; employer_notes: string }

const statusResolver = zodResolver(ApplicationStatusInputSchema) as unknown as Resolver<
  StatusForm,
  unknown,
  ApplicationStatusInput
>

/**
 * The owner sets an application's status with optional notes (docs/spec/employment.md §2). A
 * failed update is shown with the server's reason, never silently ignored.
 */
export function ApplicationStatusForm({
  application,
  name,
}: {
  application: JobApplication
  /** The applicant's name, naming the form for screen readers. */
  name: string
}) {
  const { t } = useTranslation()
  const update = useUpdateApplicationStatus()
  const [saved, setSaved] = useState(false)
  const settable = (EMPLOYER_SETTABLE_STATUSES as readonly string[]).includes(application.status)
  const form = useForm<StatusForm, unknown, ApplicationStatusInput>({
    resolver: statusResolver,
    defaultValues: {
      status: settable ? application.status : 'APPLIED',
      employer_notes: application.employer_notes ?? '',
    },
  })
  const errors = form.formState.errors

  if (application.status === 'WITHDRAWN')
    return (
      <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
        {t('The helper withdrew this application, so its status can no longer be changed.')}
      </p>
    )

  const submit = form.handleSubmit((input) => {
    setSaved(false)
    update.mutate({ uid: application.uid, input }, { onSuccess: () => setSaved(true) })
  })

  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]"
      aria-label={t('Status of the application from {{name}}', { name })}
      onSubmit={(event) => void submit(event)}
      onChange={() => setSaved(false)}
    >
      <SelectField
        label={t('Status')}
        options={optionsOf(t, EMPLOYER_SETTABLE_STATUSES, APPLICATION_STATUS_LABELS)}
        error={errorText(t, errors, 'status')}
        {...form.register('status')}
      />
      <TextAreaField
        label={t('Your notes (the helper does not see them)')}
        rows={2}
        maxLength={NOTES_MAX_LENGTH}
        error={errorText(t, errors, 'employer_notes')}
        {...form.register('employer_notes')}
      />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" size="sm" busy={update.isPending} busyLabel={t('Saving...')}>
          {t('Save status')}
        </Button>
        {saved && !update.isPending ? (
          <p role="status" className="text-sm font-medium text-green-800">
            {t('Status updated. The helper has been told by e-mail.')}
          </p>
        ) : null}
      </div>
      {update.isError ? (
        <Alert tone="error" className="sm:col-span-2">
          <p>{t('Failed to update application status.')}</p>
          {update.error instanceof ApiError ? <p>{update.error.detail}</p> : null}
        </Alert>
      ) : null}
    </form>
  )
}
