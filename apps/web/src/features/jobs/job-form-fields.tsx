import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxGroup } from '../../components/ui/checkbox-group'
import { errorText } from '../../components/ui/form-section'
import type { JobForm, JobFormApi } from './job-form-values'

// What the job form's sections share: a checkbox group bound to a list field, the translated
// error of a field, and the props of a whole-number input.

export type SectionProps = { form: JobFormApi }
type ListName =
  | 'day_off_options'
  | 'languages'
  | 'main_skills'
  | 'cooking_skills'
  | 'other_skills'
  | 'personality_traits'
  | 'preferred_helper_nationality'
  | 'preferred_religion'

const WIDE_COLUMNS = 'grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-3'

/** A checkbox group bound to one list field of the form. */
export function ListField({
  form,
  name,
  legend,
  options,
  hint,
}: SectionProps & {
  name: ListName
  legend: string
  options: { value: string; label: string }[]
  hint?: string
}) {
  const { t } = useTranslation()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          className="sm:col-span-2"
          legend={legend}
          name={name}
          hint={hint}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          columns={WIDE_COLUMNS}
        />
      )}
    />
  )
}

export function useFieldErrors(form: JobFormApi) {
  const { t } = useTranslation()
  return (name: keyof JobForm) => errorText(t, form.formState.errors, name)
}

/** A whole-number input of 0 or more. */
export const countField = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const
