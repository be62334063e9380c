import { useCallback, useMemo, useRef, useState } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import {
  EmployerDetailsInputSchema,
  type EmployerDetails,
  type EmployerDetailsInput,
} from '@hearth/shared/employers'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { PhoneField } from '../../components/ui/phone-field'
import { TextField } from '../../components/ui/text-field'
import { useAuth } from '../../lib/auth'
import { referralInvite } from '../../lib/referral-invite'
import { DEFAULT_COUNTRY_CODE, findCountry, useCountries } from '../../lib/countries'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { applyServerErrors } from '../../lib/form-errors'
import { useClearErrorOnEdit } from '../../lib/use-clear-error-on-edit'
import { joinPhone, phoneFormResolver, splitPhone, type PhoneInput } from '../../lib/phone'
import { useSaveEmployerDetails } from './employer-profile-api'

type EmployerForm = {
  contact_person_name: string
  phone_country: string
  phone_digits: string
  referred_by: string
}

type Countries = ReturnType<typeof useCountries>['data']

function toWire(values: EmployerForm, countries: Countries) {
  return {
    contact_person_name: values.contact_person_name,
    contact_phone: joinPhone(findCountry(countries, values.phone_country), values.phone_digits),
    referred_by: values.referred_by.trim().toUpperCase(),
  }
}

const PHONES: readonly PhoneInput<EmployerForm>[] = [
  { country: 'phone_country', digits: 'phone_digits', kind: 'phone' },
]

/** The shared `EmployerDetailsInputSchema`, plus the country's number length. */
function employerResolver(
  countries: Countries,
): Resolver<EmployerForm, unknown, EmployerDetailsInput> {
  return phoneFormResolver(zodResolver(EmployerDetailsInputSchema), {
    toWire: (values: EmployerForm) => toWire(values, countries),
    wireToForm: { contact_phone: 'phone_digits' },
    phones: PHONES,
    countries,
  })
}

const SERVER_FIELDS: Record<string, keyof EmployerForm> = {
  contact_person_name: 'contact_person_name',
  contact_phone: 'phone_digits',
  referred_by: 'referred_by',
}

export function EmployerDetailsForm({ details }: { details: EmployerDetails }) {
  const { t } = useTranslation()
  const { refreshUser } = useAuth()
  const countries = useCountries()
  const save = useSaveEmployerDetails(details.uid)
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const [alert, setAlert] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const resolver = useMemo(() => employerResolver(countries.data), [countries.data])
  const phone = countries.data ? splitPhone(details.contact_phone, countries.data) : null
  const form = useForm<EmployerForm, unknown, EmployerDetailsInput>({
    resolver,
    defaultValues: {
      contact_person_name: details.contact_person_name ?? '',
      phone_country: phone?.country ?? DEFAULT_COUNTRY_CODE,
      phone_digits: phone?.digits ?? '',
      // A sign-up link's code (lib/referral-invite.ts) until one is recorded.
      referred_by: details.referred_by ?? referralInvite(),
    },
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  })
  const { register, handleSubmit, control, setError, clearErrors, setValue, formState } = form
  const referralLocked = Boolean(details.referred_by)
  const phoneCountry = useWatch({ control, name: 'phone_country' })

  const markEdited = useCallback(() => setSaved(false), [])
  useClearErrorOnEdit(form.subscribe, clearErrors, markEdited)

  const submit = handleSubmit(
    (input) => {
      setAlert(null)
      setSaved(false)
      save.mutate(input, {
        onSuccess: () => {
          setSaved(true)
          void refreshUser()
        },
        onError: (error) => {
          const fallback = t('Failed to save employer details. Please try again.')
          setAlert(
            applyServerErrors(error, setError, SERVER_FIELDS, {
              network: fallback,
              unexpected: fallback,
            }),
          )
          focusFirstError()
        },
      })
    },
    () => {
      setAlert(t('Please correct errors before proceeding.'))
      focusFirstError()
    },
  )

  const err = (name: keyof EmployerForm) => {
    const message = formState.errors[name]?.message
    return message ? t(message) : undefined
  }

  return (
    <form ref={formRef} noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
      {saved ? <Alert tone="success">{t('Your details have been saved.')}</Alert> : null}
      {alert ? <Alert tone="error">{alert}</Alert> : null}
      <TextField
        label={t('Contact person name')}
        required
        autoComplete="name"
        error={err('contact_person_name')}
        {...register('contact_person_name')}
      />
      <Controller
        control={control}
        name="phone_digits"
        render={({ field }) => (
          <PhoneField
            label={t('Phone number (optional)')}
            name={field.name}
            inputRef={field.ref}
            countries={countries.data}
            countriesError={countries.isError ? t('Failed to fetch countries') : null}
            onRetryCountries={() => void countries.refetch()}
            country={phoneCountry}
            onCountryChange={(code) => {
              setValue('phone_country', code)
              clearErrors('phone_digits')
            }}
            digits={field.value}
            onDigitsChange={field.onChange}
            onBlur={field.onBlur}
            error={err('phone_digits')}
          />
        )}
      />
      <TextField
        label={t('Referred by (optional)')}
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
        error={err('referred_by')}
        {...register('referred_by')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        busy={save.isPending}
        busyLabel={t('Saving...')}
      >
        {t('Save details')}
      </Button>
    </form>
  )
}
