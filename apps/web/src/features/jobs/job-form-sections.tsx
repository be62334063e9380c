import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ACCOMMODATIONS, ACCOMMODATION_LABELS } from '@hearth/shared/helper-options'
import {
  CONTRACT_TYPES,
  CONTRACT_TYPE_LABELS,
  DAY_OFF_OPTIONS,
  DAY_OFF_OPTION_LABELS,
  JOB_PROFILE_TYPES,
  JOB_PROFILE_TYPE_LABELS,
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  LOCATION_AREAS,
  LOCATION_AREA_LABELS,
  MAW_CONTRACT_TYPES,
  MAW_PROFILE_TYPES,
  RESIDENCE_TYPES,
  RESIDENCE_TYPE_LABELS,
} from '@hearth/shared/job-options'
import { checkPostingBudget } from '@hearth/hk-labour/minimum-wage'
import { hongKongToday } from '@hearth/shared/form-values'
import { CheckboxField } from '../../components/ui/checkbox-field'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import type { useCountries } from '../../lib/countries'
import { formatHkd } from '../../lib/format-money'
import { FormSection, optionsOf } from '../../components/ui/form-section'
import { ListField, countField, useFieldErrors, type SectionProps } from './job-form-fields'

// The job form's first three sections: the job, its terms and the employer's home. The helper
// the employer looks for (sections 4 and 5) is in `job-form-helper-sections.tsx`.

/** Section 1: what the job is. */
export function JobBasicsSection({ form }: SectionProps) {
  const { t } = useTranslation()
  const err = useFieldErrors(form)
  const { register } = form
  return (
    <FormSection title={t('About the job')}>
      <TextField
        label={t('Job title')}
        required
        maxLength={120}
        hint={t('For example: Live-in helper for a family of four.')}
        error={err('job_title')}
        className="sm:col-span-2"
        {...register('job_title')}
      />
      <SelectField
        label={t('Profile type')}
        required
        placeholder={t('Choose…')}
        options={optionsOf(t, JOB_PROFILE_TYPES, JOB_PROFILE_TYPE_LABELS)}
        error={err('profile_type')}
        {...register('profile_type')}
      />
      <SelectField
        label={t('Contract type')}
        options={optionsOf(t, CONTRACT_TYPES, CONTRACT_TYPE_LABELS)}
        error={err('contract_type')}
        {...register('contract_type')}
      />
      <TextAreaField
        label={t('Job description')}
        required
        rows={5}
        maxLength={4000}
        className="sm:col-span-2"
        hint={t('The duties, the daily routine and what matters most to you.')}
        error={err('job_description')}
        {...register('job_description')}
      />
      <TextAreaField
        label={t('Other notes (optional)')}
        rows={3}
        maxLength={2000}
        className="sm:col-span-2"
        error={err('job_description_notes')}
        {...register('job_description_notes')}
      />
      <SelectField
        label={t('Posting status')}
        options={optionsOf(t, JOB_STATUSES, JOB_STATUS_LABELS)}
        hint={t('Helpers find the posting only while it is Active. A draft is seen by you alone.')}
        error={err('status')}
        className="sm:col-span-2"
        {...register('status')}
      />
    </FormSection>
  )
}

/** A whole HK$ amount typed in a budget field, or undefined while it is not one. */
function amountOf(value: unknown): number | undefined {
  const text = String(value ?? '').trim()
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined
}

/**
 * Where the budget stands against the Minimum Allowable Wage in force (hk-labour), for a posting
 * it covers: a range wholly below it is refused by the server in the contract form's words; one
 * that reaches it only at its top is allowed, with a warning (issue 27 item 2).
 */
function useWageNote(form: SectionProps['form']): string | undefined {
  const { t } = useTranslation()
  const [profileType, contractType, lower, upper] = useWatch({
    control: form.control,
    name: ['profile_type', 'contract_type', 'budget_lower', 'budget_upper'],
  })
  if (!MAW_PROFILE_TYPES.includes(profileType) || !MAW_CONTRACT_TYPES.includes(contractType))
    return undefined
  const check = checkPostingBudget({
    on: hongKongToday(),
    lowerHkd: amountOf(lower),
    upperHkd: amountOf(upper),
  })
  if (check.standing === 'meets') return undefined
  const values = {
    amount: formatHkd(check.level.monthlyWageCents / 100),
  }
  return check.standing === 'below'
    ? t(
        'This whole range is below the Minimum Allowable Wage of {{amount}} a month: a helper cannot be employed for it.',
        values,
      )
    : t(
        'Part of this range is below the Minimum Allowable Wage of {{amount}} a month; a contract must pay at least that.',
        values,
      )
}

/** Section 2: when, days off, pay and where the helper lives. */
export function TermsSection({ form }: SectionProps) {
  const { t } = useTranslation()
  const err = useFieldErrors(form)
  const { register } = form
  const wageNote = useWageNote(form)
  return (
    <FormSection title={t('Start date, days off and pay')}>
      <TextField
        label={t('Expected start date')}
        required
        type="date"
        error={err('expected_start_date')}
        {...register('expected_start_date')}
      />
      <TextField
        label={t('Flexibility on the start date (days)')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={err('flexibility_on_days')}
        {...register('flexibility_on_days')}
      />
      <ListField
        form={form}
        name="day_off_options"
        legend={t('Days off')}
        options={optionsOf(t, DAY_OFF_OPTIONS, DAY_OFF_OPTION_LABELS)}
      />
      <TextField
        label={t('Monthly salary from (HK$)')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={err('budget_lower')}
        {...register('budget_lower')}
      />
      <TextField
        label={t('Monthly salary up to (HK$)')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint={wageNote}
        error={err('budget_upper')}
        {...register('budget_upper')}
      />
      <SelectField
        label={t('Accommodation')}
        placeholder={t('Not specified')}
        options={optionsOf(t, ACCOMMODATIONS, ACCOMMODATION_LABELS)}
        error={err('accommodation')}
        className="sm:col-span-2"
        {...register('accommodation')}
      />
    </FormSection>
  )
}

/** Section 3: the household the helper joins. */
export function HomeSection({
  form,
  countries,
}: SectionProps & { countries: ReturnType<typeof useCountries> }) {
  const { t } = useTranslation()
  const err = useFieldErrors(form)
  const { register } = form
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }))
  // useWatch re-renders this section alone, not the whole form, as the country changes.
  const nationality = useWatch({ control: form.control, name: 'nationality' })
  if (!countryOptions.some((option) => option.value === nationality))
    countryOptions.unshift({ value: nationality, label: nationality })
  return (
    <FormSection title={t('Your home and family')}>
      <SelectField
        label={t('Area')}
        placeholder={t('Not specified')}
        options={optionsOf(t, LOCATION_AREAS, LOCATION_AREA_LABELS)}
        error={err('location_area')}
        {...register('location_area')}
      />
      <SelectField
        label={t('Residence type')}
        placeholder={t('Not specified')}
        options={optionsOf(t, RESIDENCE_TYPES, RESIDENCE_TYPE_LABELS)}
        error={err('residence_type')}
        {...register('residence_type')}
      />
      <TextField
        label={t('Home size (square feet)')}
        {...countField}
        error={err('residence_size_sqft')}
        {...register('residence_size_sqft')}
      />
      <SelectField
        label={t('Your nationality')}
        options={countryOptions}
        hint={countries.isError ? t('Failed to fetch countries') : undefined}
        error={err('nationality')}
        {...register('nationality')}
      />
      <TextField
        label={t('Adults')}
        required
        {...countField}
        error={err('number_of_adults')}
        {...register('number_of_adults')}
      />
      <TextField
        label={t('Elderly people')}
        required
        {...countField}
        error={err('number_of_elderly')}
        {...register('number_of_elderly')}
      />
      <TextField
        label={t('Children')}
        required
        {...countField}
        error={err('number_of_children')}
        {...register('number_of_children')}
      />
      <TextField
        label={t('Ages of the children')}
        inputMode="numeric"
        placeholder={t('For example: 3, 7')}
        hint={t('Separate the ages with commas.')}
        error={err('children_ages')}
        {...register('children_ages')}
      />
      <TextField
        label={t('Dogs')}
        required
        {...countField}
        error={err('number_of_dogs')}
        {...register('number_of_dogs')}
      />
      <TextField
        label={t('Cats')}
        required
        {...countField}
        error={err('number_of_cats')}
        {...register('number_of_cats')}
      />
      <TextField
        label={t('Other pets (optional)')}
        maxLength={500}
        className="sm:col-span-2"
        error={err('other_pets_details')}
        {...register('other_pets_details')}
      />
      <TextAreaField
        label={t('About our family (optional)')}
        rows={3}
        maxLength={2000}
        className="sm:col-span-2"
        error={err('about_our_family')}
        {...register('about_our_family')}
      />
      <CheckboxField
        className="sm:col-span-2"
        label={t('We already employ a helper')}
        {...register('existing_helper')}
      />
    </FormSection>
  )
}
