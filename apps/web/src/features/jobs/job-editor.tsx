import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { JobPosting, JobPostingInput } from '@hearth/shared/jobs'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api-error'
import { useCountries } from '../../lib/countries'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { applyServerErrors } from '../../lib/form-errors'
import { useClearErrorOnEdit } from '../../lib/use-clear-error-on-edit'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { PreferencesSection, SkillsSection } from './job-form-helper-sections'
import { HomeSection, JobBasicsSection, TermsSection } from './job-form-sections'
import { jobFormResolver, serverFieldMap, type JobForm } from './job-form-values'
import { NoAccessDialog } from './no-access-dialog'

type JobEditorProps = {
  mode: 'create' | 'edit'
  initial: JobForm
  /** How many of the employer's other postings are ACTIVE (for the advisory warning). */
  otherActivePostings: number
  save: (input: JobPostingInput) => Promise<JobPosting>
  onSaved: (posting: JobPosting) => void
  subscriptionPath: string | null
}

/**
 * The create and edit form (docs/spec/marketplace.md §2 "Job screens", §5 "Job create and
 * edit"): five sections in the order a person fills them in, the shared schema's messages beside
 * each field, the server's messages on the same fields, the no-access modal on a 402 and the
 * advisory warning when another posting is already ACTIVE.
 */
export function JobEditor({
  mode,
  initial,
  otherActivePostings,
  save,
  onSaved,
  subscriptionPath,
}: JobEditorProps) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const countries = useCountries()
  const [alert, setAlert] = useState<string | null>(null)
  const [noAccess, setNoAccess] = useState(false)
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<JobPostingInput | null>(null)
  const form = useForm<JobForm, unknown, JobPostingInput>({
    resolver: jobFormResolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  })
  useClearErrorOnEdit(form.subscribe, form.clearErrors)

  const mutation = useMutation({ mutationFn: save })

  function send(input: JobPostingInput) {
    setAlert(null)
    setAwaitingConfirmation(null)
    mutation.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402) {
          setNoAccess(true)
          return
        }
        setAlert(
          applyServerErrors(error, form.setError, serverFieldMap(), {
            network: t('A network error occurred. Please try again.'),
            unexpected:
              mode === 'create'
                ? t('Failed to create job posting. Please check your input and try again.')
                : t('Failed to update job posting.'),
          }),
        )
        focusFirstError()
      },
    })
  }

  // Only one ACTIVE posting at a time is advised, never enforced (docs/spec/marketplace.md §6).
  const becomesActive = (input: JobPostingInput) =>
    input.status === 'ACTIVE' && (mode === 'create' || initial.status !== 'ACTIVE')

  const submit = form.handleSubmit(
    (input) => {
      if (otherActivePostings > 0 && becomesActive(input)) setAwaitingConfirmation(input)
      else send(input)
    },
    () => {
      setAlert(t('Please correct errors before proceeding.'))
      focusFirstError()
    },
  )

  const submitLabel = mode === 'create' ? t('Post job') : t('Save changes')

  return (
    <>
      <form
        ref={formRef}
        noValidate
        className="space-y-5"
        aria-label={mode === 'create' ? t('Create a job posting') : t('Edit the job posting')}
        onSubmit={(event) => void submit(event)}
      >
        <p className="text-sm text-stone-700">
          {t(
            'The job title, profile type, job description and expected start date are required. Everything else helps helpers decide.',
          )}
        </p>
        <JobBasicsSection form={form} />
        <TermsSection form={form} />
        <HomeSection form={form} countries={countries} />
        <SkillsSection form={form} />
        <PreferencesSection form={form} />

        {alert ? <Alert tone="error">{alert}</Alert> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button type="submit" size="lg" busy={mutation.isPending} busyLabel={t('Saving...')}>
            {submitLabel}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={awaitingConfirmation !== null}
        title={t('You already have an active job posting')}
        confirmLabel={mode === 'create' ? t('Post anyway') : t('Save anyway')}
        onConfirm={() => {
          if (awaitingConfirmation) send(awaitingConfirmation)
        }}
        onCancel={() => setAwaitingConfirmation(null)}
      >
        <p>
          {t(
            'We recommend one active job posting at a time, so that helpers see one clear offer from you. You can pause or close the other posting from My postings.',
          )}
        </p>
      </ConfirmDialog>

      <NoAccessDialog
        open={noAccess}
        onClose={() => setNoAccess(false)}
        subscriptionPath={subscriptionPath}
      />
    </>
  )
}
