import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  EDUCATION_LEVELS,
  EDUCATION_LEVEL_LABELS,
  GENDERS,
  GENDER_LABELS,
  HOROSCOPES,
  HOROSCOPE_LABELS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  NATIONALITIES,
  NATIONALITY_LABELS,
  PROFILE_TYPES,
  PROFILE_TYPE_LABELS,
  RELIGIONS,
  RELIGION_LABELS,
} from '@hearth/shared/helper-options'
import { hongKongToday } from '@hearth/shared/form-values'
import { PhoneField } from '../../components/ui/phone-field'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import type { useCountries } from '../../lib/countries'
import type { MainForm, MainFormApi } from './main-details-form'
import {
  FormSection,
  errorText,
  optionsOf,
  type SectionFold,
} from '../../components/ui/form-section'

type SectionProps = {
  form: MainFormApi
  countries: ReturnType<typeof useCountries>
  /** The referral code was already saved and can no longer change. */
  referralLocked?: boolean
  fold?: SectionFold
}

export function PersonalSection({ form, fold }: Pick<SectionProps, 'form' | 'fold'>) {
  const { t } = useTranslation()
  const {
    register,
    formState: { errors },
  } = form
  const err = (name: keyof MainForm) => errorText(t, errors, name)
  const choose = t('Choose…')
  return (
    <FormSection title={t('About you')} fold={fold}>
      <TextField
        label={t('First name')}
        required
        autoComplete="given-name"
        error={err('first_name')}
        {...register('first_name')}
      />
      <TextField
        label={t('Middle name (optional)')}
        autoComplete="additional-name"
        error={err('middle_name')}
        {...register('middle_name')}
      />
      <TextField
        label={t('Last name')}
        required
        autoComplete="family-name"
        error={err('last_name')}
        {...register('last_name')}
      />
      <SelectField
        label={t('Profile type')}
        required
        options={optionsOf(t, PROFILE_TYPES, PROFILE_TYPE_LABELS)}
        placeholder={choose}
        error={err('profile_type')}
        {...register('profile_type')}
      />
      <SelectField
        label={t('Nationality')}
        required
        options={optionsOf(t, NATIONALITIES, NATIONALITY_LABELS)}
        placeholder={choose}
        error={err('nationality')}
        {...register('nationality')}
      />
      <SelectField
        label={t('Gender')}
        required
        options={optionsOf(t, GENDERS, GENDER_LABELS)}
        placeholder={choose}
        error={err('gender')}
        {...register('gender')}
      />
      <TextField
        label={t('Birth date')}
        type="date"
        required
        max={hongKongToday()}
        autoComplete="bday"
        error={err('birthdate')}
        {...register('birthdate')}
      />
      <SelectField
        label={t('Education level')}
        required
        options={optionsOf(t, EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS)}
        placeholder={choose}
        error={err('education_level')}
        {...register('education_level')}
      />
      <SelectField
        label={t('Religion (optional)')}
        options={optionsOf(t, RELIGIONS, RELIGION_LABELS)}
        placeholder={t('Prefer not to say')}
        error={err('religion')}
        {...register('religion')}
      />
      <SelectField
        label={t('Marital status (optional)')}
        options={optionsOf(t, MARITAL_STATUSES, MARITAL_STATUS_LABELS)}
        placeholder={t('Prefer not to say')}
        error={err('marital_status')}
        {...register('marital_status')}
      />
      <TextField
        label={t('Children (optional)')}
        hint={t('For example: 2 children, aged 8 and 12, living in the Philippines.')}
        error={err('children_text')}
        {...register('children_text')}
      />
      <SelectField
        label={t('Horoscope (optional)')}
        options={optionsOf(t, HOROSCOPES, HOROSCOPE_LABELS)}
        placeholder={choose}
        error={err('horoscope')}
        {...register('horoscope')}
      />
    </FormSection>
  )
}

export function ContactSection({ form, countries, referralLocked = false, fold }: SectionProps) {
  const { t } = useTranslation()
  const {
    register,
    formState: { errors },
  } = form
  const countriesError = countries.isError ? t('Failed to fetch countries') : null
  const retry = () => void countries.refetch()
  return (
    <FormSection
      title={t('Contact details')}
      description={t('Only employers with an active access plan can see your numbers.')}
      fold={fold}
    >
      {(['whatsapp', 'phone'] as const).map((kind) => (
        <PhoneController
          key={kind}
          kind={kind}
          form={form}
          countries={countries}
          countriesError={countriesError}
          onRetry={retry}
        />
      ))}
      <TextField
        label={t('Referral code (optional)')}
        hint={
          referralLocked
            ? t('The code of the person who referred you is saved and cannot be changed.')
            : t('The 6-letter code of the person who told you about Hearth.')
        }
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={6}
        readOnly={referralLocked}
        error={errorText(t, errors, 'referred_by')}
        {...register('referred_by')}
      />
    </FormSection>
  )
}

type PhoneControllerProps = {
  kind: 'whatsapp' | 'phone'
  form: MainFormApi
  countries: ReturnType<typeof useCountries>
  countriesError: string | null
  onRetry: () => void
}

function PhoneController({ kind, form, countries, countriesError, onRetry }: PhoneControllerProps) {
  const { t } = useTranslation()
  const country = useWatch({ control: form.control, name: `${kind}_country` })
  return (
    <Controller
      control={form.control}
      name={`${kind}_digits`}
      render={({ field, fieldState }) => (
        <PhoneField
          label={kind === 'whatsapp' ? t('WhatsApp number') : t('Phone number (optional)')}
          name={field.name}
          inputRef={field.ref}
          countries={countries.data}
          countriesError={countriesError}
          onRetryCountries={onRetry}
          country={country}
          onCountryChange={(code) => {
            form.setValue(`${kind}_country`, code)
            form.clearErrors(field.name)
          }}
          digits={field.value}
          onDigitsChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        />
      )}
    />
  )
}
