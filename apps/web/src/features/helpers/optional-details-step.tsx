import { useRef, useState } from 'react'
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { CONTRACT_STATUSES, CONTRACT_STATUS_LABELS } from '@hearth/shared/helper-options'
import type { HelperOptionalDetails } from '@hearth/shared/helper-profile'
import type { HelperProfile } from '@hearth/shared/helpers'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { CheckboxField } from '../../components/ui/checkbox-field'
import { RepeatableList } from '../../components/ui/repeatable-list'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import type { useCountries } from '../../lib/countries'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { useClearErrorOnEdit } from '../../lib/use-clear-error-on-edit'
import { useTimedMessage } from '../../lib/use-timed-message'
import { saveHelperProfile, type SaveResult } from './helper-profile-api'
import {
  EMPTY_EDUCATION,
  EMPTY_EXPERIENCE,
  MAX_EDUCATION,
  MAX_EXPERIENCES,
  optionalDetailsResolver,
  optionalFormFrom,
  type OptionalForm,
} from './optional-details-form'
import { FormSection, optionsOf } from '../../components/ui/form-section'

/** docs/spec/marketplace.md §2: 'Profile updated successfully!' clears after 3 s in step 2. */
const SUCCESS_MS = 3000

type OptionalDetailsStepProps = {
  profile: HelperProfile
  countries: ReturnType<typeof useCountries>
  /** Edit only: back to step 1. */
  onPrevious?: () => void
  onSaved: (result: SaveResult) => void
}

function message(t: TFunction, value: { message?: unknown } | undefined) {
  return typeof value?.message === 'string' && value.message ? t(value.message) : undefined
}

/**
 * Step 2 of 2: education, past experiences and the bank account (docs/spec/marketplace.md §5),
 * and whether search engines may list the profile (issue 20 item 9).
 */
export function OptionalDetailsStep({
  profile,
  countries,
  onPrevious,
  onSaved,
}: OptionalDetailsStepProps) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const [alert, setAlert] = useState<string | null>(null)
  const success = useTimedMessage(SUCCESS_MS)
  const form = useForm<OptionalForm, unknown, HelperOptionalDetails>({
    resolver: optionalDetailsResolver,
    defaultValues: optionalFormFrom(profile),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  })
  const { handleSubmit, clearErrors, register } = form

  useClearErrorOnEdit(form.subscribe, clearErrors)

  const save = useMutation({
    mutationFn: (details: HelperOptionalDetails) =>
      saveHelperProfile(profile.uid, {
        education_experiences: details.education_experiences,
        past_experiences: details.past_experiences,
        bank_account: details.bank_account ?? '',
        show_in_search_engines: details.show_in_search_engines ?? true,
      }),
  })

  const submit = handleSubmit(
    (details) => {
      setAlert(null)
      success.clear()
      save.mutate(details, {
        onSuccess: (result) => {
          success.show({ tone: 'success', text: t('Profile updated successfully!') })
          onSaved(result)
        },
        onError: (error) =>
          setAlert(
            error instanceof ApiError
              ? [error.detail, ...Object.values(error.fields).flat()].join(' ')
              : t('An error occurred while updating your profile'),
          ),
      })
    },
    () => {
      success.clear()
      setAlert(t('Please correct errors before proceeding.'))
      focusFirstError()
    },
  )

  return (
    <form ref={formRef} noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
      <EducationList form={form} />
      <ExperienceList form={form} countries={countries} />
      <FormSection
        title={t('Bank account (optional)')}
        description={t(
          'Only you can see it: we never show it to employers. Give it to your employer yourself if you want your salary paid into it.',
        )}
      >
        <TextField
          label={t('Bank name and account number')}
          className="sm:col-span-2"
          autoComplete="off"
          error={message(t, form.formState.errors.bank_account)}
          {...register('bank_account')}
        />
      </FormSection>
      <FormSection title={t('Search engines')}>
        <CheckboxField
          label={t('Show my profile to search engines')}
          hint={t(
            'When this is on, search engines such as Google may list your public profile. Your contact details are never shown publicly.',
          )}
          className="sm:col-span-2"
          {...register('show_in_search_engines')}
        />
      </FormSection>

      {alert ? <Alert tone="error">{alert}</Alert> : null}
      {success.message ? <Alert tone="success">{success.message.text}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onPrevious ? (
          <Button variant="secondary" size="lg" disabled={save.isPending} onClick={onPrevious}>
            {t('Previous')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" busy={save.isPending} busyLabel={t('Saving...')}>
          {t('Save All Changes')}
        </Button>
      </div>
    </form>
  )
}

type StepForm = UseFormReturn<OptionalForm, unknown, HelperOptionalDetails>

function EducationList({ form }: { form: StepForm }) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'education_experiences',
  })
  const errors = form.formState.errors.education_experiences
  return (
    <FormSection title={t('Education')} description={t('Schools and courses, newest first.')}>
      <RepeatableList
        items={fields}
        itemKey={(field) => field.id}
        itemTitle={(index) => t('Education record {{number}}', { number: index + 1 })}
        renderItem={(_field, index) => {
          const itemErrors = errors?.[index]
          return (
            <>
              <TextField
                label={t('School name')}
                required
                error={message(t, itemErrors?.school)}
                {...form.register(`education_experiences.${index}.school`)}
              />
              <TextField
                label={t('Qualification (optional)')}
                error={message(t, itemErrors?.qualification)}
                {...form.register(`education_experiences.${index}.qualification`)}
              />
              <TextField
                label={t('From date')}
                type="date"
                required
                error={message(t, itemErrors?.date_from)}
                {...form.register(`education_experiences.${index}.date_from`)}
              />
              <TextField
                label={t('To date')}
                type="date"
                required
                error={message(t, itemErrors?.date_to)}
                {...form.register(`education_experiences.${index}.date_to`)}
              />
            </>
          )
        }}
        onRemove={remove}
        onAdd={() =>
          append(EMPTY_EDUCATION, {
            shouldFocus: true,
            focusName: `education_experiences.${fields.length}.school`,
          })
        }
        max={MAX_EDUCATION}
        maxText={t('Add at most 10 education records.')}
        addLabel={t('Add education')}
        removeLabel={t('Remove')}
        emptyText={t('No education added yet.')}
      />
    </FormSection>
  )
}

function ExperienceList({
  form,
  countries,
}: {
  form: StepForm
  countries: ReturnType<typeof useCountries>
}) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'past_experiences',
  })
  const errors = form.formState.errors.past_experiences
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }))
  return (
    <FormSection title={t('Past work experience')} description={t('Earlier jobs, newest first.')}>
      <RepeatableList
        items={fields}
        itemKey={(field) => field.id}
        itemTitle={(index) => t('Past experience {{number}}', { number: index + 1 })}
        renderItem={(_field, index) => {
          const itemErrors = errors?.[index]
          return (
            <>
              <TextField
                label={t('Job title')}
                required
                error={message(t, itemErrors?.job_title)}
                {...form.register(`past_experiences.${index}.job_title`)}
              />
              <SelectField
                label={t('Contract status')}
                required
                placeholder={t('Choose…')}
                options={optionsOf(t, CONTRACT_STATUSES, CONTRACT_STATUS_LABELS)}
                error={message(t, itemErrors?.contract_status)}
                {...form.register(`past_experiences.${index}.contract_status`)}
              />
              <TextField
                label={t('From date')}
                type="date"
                required
                error={message(t, itemErrors?.date_from)}
                {...form.register(`past_experiences.${index}.date_from`)}
              />
              <TextField
                label={t('To date')}
                type="date"
                required
                error={message(t, itemErrors?.date_to)}
                {...form.register(`past_experiences.${index}.date_to`)}
              />
              <SelectField
                label={t('Location')}
                required
                placeholder={countries.isError ? t('Failed to fetch countries') : t('Choose…')}
                options={countryOptions}
                error={message(t, itemErrors?.location)}
                {...form.register(`past_experiences.${index}.location`)}
              />
              <TextAreaField
                label={t('Experience description')}
                required
                className="sm:col-span-2"
                error={message(t, itemErrors?.experience_text)}
                {...form.register(`past_experiences.${index}.experience_text`)}
              />
            </>
          )
        }}
        onRemove={remove}
        onAdd={() =>
          append(EMPTY_EXPERIENCE, {
            shouldFocus: true,
            focusName: `past_experiences.${fields.length}.job_title`,
          })
        }
        max={MAX_EXPERIENCES}
        maxText={t('Add at most 15 past experiences.')}
        addLabel={t('Add past experience')}
        removeLabel={t('Remove')}
        emptyText={t('No past experience added yet.')}
      />
    </FormSection>
  )
}
