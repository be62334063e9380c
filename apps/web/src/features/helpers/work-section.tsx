import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ACCOMMODATIONS,
  ACCOMMODATION_LABELS,
  CONTRACT_STATUSES,
  CONTRACT_STATUS_LABELS,
  COOKING_LABELS,
  COOKING_SKILLS,
  DAYS,
  DAY_LABELS,
  JOB_SEEKING_LABELS,
  JOB_SEEKING_STATUSES,
  LANGUAGE_LABELS,
  MAIN_SKILLS,
  OTHER_SKILLS,
  PERSONALITY_TRAITS,
  SELECTION_CAPS,
  SKILL_LABELS,
  SPOKEN_LANGUAGES,
  TRAIT_LABELS,
} from '@hearth/shared/helper-options'
import { MAX_EXPERIENCE_YEARS } from '@hearth/shared/helper-profile'
import { CheckboxGroup } from '../../components/ui/checkbox-group'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import type { useCountries } from '../../lib/countries'
import type { MainForm, MainFormApi } from './main-details-form'
import {
  FormSection,
  errorText,
  optionsOf,
  type SectionFold,
} from '../../components/ui/form-section'

type Props = { form: MainFormApi; countries: ReturnType<typeof useCountries>; fold?: SectionFold }

export function WorkSection({ form, countries, fold }: Props) {
  const { t } = useTranslation()
  const {
    register,
    formState: { errors },
  } = form
  const err = (name: keyof MainForm) => errorText(t, errors, name)
  const choose = t('Choose…')
  return (
    <FormSection title={t('Work')} fold={fold}>
      <TextField
        label={t('Job title')}
        required
        hint={t('For example: Domestic helper, Nanny, Caregiver.')}
        error={err('job_title')}
        {...register('job_title')}
      />
      <SelectField
        label={t('Contract status')}
        required
        options={optionsOf(t, CONTRACT_STATUSES, CONTRACT_STATUS_LABELS)}
        placeholder={choose}
        error={err('contract_status')}
        {...register('contract_status')}
      />
      <TextAreaField
        label={t('Current experience description')}
        required
        className="sm:col-span-2"
        hint={t('What you do in your current or last job: the family, children, elderly, duties.')}
        error={err('experience_text')}
        {...register('experience_text')}
      />
      <TextField
        label={t('Years of work experience')}
        required
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_EXPERIENCE_YEARS}
        step={1}
        hint={t('From 0 to 50.')}
        error={err('work_experience_text')}
        {...register('work_experience_text')}
      />
      <SelectField
        label={t('Last job location')}
        options={(countries.data ?? []).map((country) => ({
          value: country.code,
          label: country.name,
        }))}
        disabled={!countries.data}
        error={err('lastjob_location')}
        {...register('lastjob_location')}
      />
      <TextField
        label={t('Current salary (HK$ a month, optional)')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={err('current_salary')}
        {...register('current_salary')}
      />
      <TextField
        label={t('Last date in Hong Kong (optional)')}
        type="date"
        hint={t('The last day your visa lets you stay, if you are in Hong Kong now.')}
        error={err('last_date_in_hongkong')}
        {...register('last_date_in_hongkong')}
      />
    </FormSection>
  )
}

export function PreferencesSection({ form, fold }: Pick<Props, 'form' | 'fold'>) {
  const { t } = useTranslation()
  const {
    register,
    control,
    formState: { errors },
  } = form
  const err = (name: keyof MainForm) => errorText(t, errors, name)
  const choose = t('Choose…')
  return (
    <FormSection title={t('Your next job')} fold={fold}>
      <TextField
        label={t('Expected salary (HK$ a month)')}
        required
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={err('expected_salary')}
        {...register('expected_salary')}
      />
      <TextField
        label={t('Available from')}
        required
        type="date"
        error={err('availability_date')}
        {...register('availability_date')}
      />
      <SelectField
        label={t('Job seeking status')}
        required
        options={optionsOf(t, JOB_SEEKING_STATUSES, JOB_SEEKING_LABELS)}
        placeholder={choose}
        error={err('job_seeking')}
        {...register('job_seeking')}
      />
      <SelectField
        label={t('Accommodation preference')}
        required
        options={optionsOf(t, ACCOMMODATIONS, ACCOMMODATION_LABELS)}
        placeholder={choose}
        error={err('accommodation')}
        {...register('accommodation')}
      />
      <Controller
        control={control}
        name="day_off"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            className="sm:col-span-2"
            legend={t('Day off')}
            hint={t('Choose every day you could take as your rest day.')}
            name={field.name}
            inputRef={field.ref}
            options={optionsOf(t, DAYS, DAY_LABELS)}
            columns="grid-cols-2 sm:grid-cols-4"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
      <TextAreaField
        label={t('About me (optional)')}
        className="sm:col-span-2"
        rows={5}
        hint={t('A few sentences employers will read first.')}
        error={err('about_me')}
        {...register('about_me')}
      />
    </FormSection>
  )
}

const SKILL_GROUPS = [
  {
    name: 'languages',
    values: SPOKEN_LANGUAGES,
    labels: LANGUAGE_LABELS,
    max: SELECTION_CAPS.languages,
  },
  {
    name: 'main_skills',
    values: MAIN_SKILLS,
    labels: SKILL_LABELS,
    max: SELECTION_CAPS.main_skills,
  },
  {
    name: 'cooking_skills',
    values: COOKING_SKILLS,
    labels: COOKING_LABELS,
    max: SELECTION_CAPS.cooking_skills,
  },
  {
    name: 'other_skills',
    values: OTHER_SKILLS,
    labels: SKILL_LABELS,
    max: SELECTION_CAPS.other_skills,
  },
  {
    name: 'personality_traits',
    values: PERSONALITY_TRAITS,
    labels: TRAIT_LABELS,
    max: SELECTION_CAPS.personality_traits,
  },
] as const

export function SkillsSection({ form, fold }: Pick<Props, 'form' | 'fold'>) {
  const { t } = useTranslation()
  // The legends are catalog keys; t() sees them through the table above.
  const legends: Record<(typeof SKILL_GROUPS)[number]['name'], string> = {
    languages: t('Languages spoken'),
    main_skills: t('Main skills'),
    cooking_skills: t('Cooking skills'),
    other_skills: t('Other skills'),
    personality_traits: t('Personality traits'),
  }
  return (
    <FormSection title={t('Skills and languages')} fold={fold}>
      {SKILL_GROUPS.map((group) => (
        <Controller
          key={group.name}
          control={form.control}
          name={group.name}
          render={({ field, fieldState }) => (
            <CheckboxGroup
              className="sm:col-span-2"
              legend={legends[group.name]}
              name={field.name}
              inputRef={field.ref}
              options={optionsOf(t, group.values, group.labels)}
              columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
              max={group.max}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            />
          )}
        />
      ))}
    </FormSection>
  )
}
