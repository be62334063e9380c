import type { ReactNode } from 'react'
import { useWatch, type FieldError, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ACCOMMODATION_TYPES,
  defaultSignedOn,
  type ContractStatus,
} from '@hearth/shared/employments'
import { minimumAllowableWage } from '@hearth/hk-labour/minimum-wage'
import { hongKongToday, isCalendarDate } from '@hearth/shared/form-values'
import { SelectField } from '../../components/ui/select-field'
import { FormSection } from '../../components/ui/form-section'
import { TextField } from '../../components/ui/text-field'
import type { ContractTermsForm } from './contract-form-values'
import {
  ACCOMMODATION_LABELS,
  CONTRACT_STATUS_LABELS,
  REST_DAY_LABELS,
  formatAmount,
  formatDay,
} from './employment-format'

export type TermsFormApi = UseFormReturn<ContractTermsForm>

/** The translated message of a field's error (the schemas' messages are catalog keys). */
export function useErrorText(form: { formState: { errors: object } }) {
  const { t } = useTranslation()
  return (name: string) => {
    const error = (form.formState.errors as Record<string, FieldError | undefined>)[name]
    return error?.message ? t(error.message) : undefined
  }
}

/** A date the engine's table covers, else today (a half-typed or pre-2016 date). */
function levelOn(date: string) {
  try {
    return minimumAllowableWage(date)
  } catch {
    return minimumAllowableWage(hongKongToday())
  }
}

/**
 * The Minimum Allowable Wage and food allowance in force on the signing date, from the
 * hk-labour engine (docs/spec/hk-employment-rules.md §1: the level of the signing date applies).
 */
function useMinimumWage(signedOn: string) {
  const level = levelOn(signedOn)
  return {
    wage: formatAmount((level.monthlyWageCents / 100).toFixed(2)),
    food: formatAmount((level.foodAllowanceCents / 100).toFixed(2)),
    date: formatDay(level.effectiveFrom),
  }
}

type TermsProps = {
  form: TermsFormApi
  /** The statuses the status field offers. */
  statuses: readonly ContractStatus[]
  /** The update form keeps the start date of an ACTIVE contract fixed (§4). */
  startDateLocked?: boolean
  /** A note shown under the status field for the chosen status, if any. */
  statusNote?: (status: string) => ReactNode
  /** The saved contract's signing date; without it, the form's `signed_on` or its default. */
  signedOn?: string
  /** Shown before the pay, whose minimum it sets (the create form's signing date). */
  beforePay?: ReactNode
}

/** Dates, job, pay, rest day, accommodation, status and hours: the terms of a contract. */
export function ContractTermsFields({
  form,
  statuses,
  startDateLocked,
  statusNote,
  signedOn,
  beforePay,
}: TermsProps) {
  const { t } = useTranslation()
  const err = useErrorText(form)
  const { register } = form
  const status = useWatch({ control: form.control, name: 'status' })
  const startDate = useWatch({ control: form.control, name: 'start_date' })
  const typedSignedOn = useWatch({ control: form.control, name: 'signed_on' }) ?? ''
  const today = hongKongToday()
  const minimum = useMinimumWage(
    signedOn ??
      (isCalendarDate(typedSignedOn)
        ? typedSignedOn
        : defaultSignedOn(isCalendarDate(startDate) ? startDate : today, today)),
  )
  const note = statusNote?.(status)
  return (
    <>
      <FormSection title={t('Dates and job')}>
        <TextField
          type="date"
          label={t('Contract start date')}
          required
          readOnly={startDateLocked}
          hint={
            startDateLocked
              ? t('Locked: the start date of an active contract cannot change.')
              : t(
                  'Use the date on the helper’s visa: once the contract is active, its start date cannot change.',
                )
          }
          error={err('start_date')}
          {...register('start_date')}
        />
        <TextField
          type="date"
          label={
            status === 'COMPLETED' ? t('Contract end date') : t('Contract end date (optional)')
          }
          required={status === 'COMPLETED'}
          hint={t(
            'On or after the start date. Required when the status is Completed; leave empty for a contract that runs on.',
          )}
          error={err('end_date')}
          {...register('end_date')}
        />
        <TextField
          label={t('Job title')}
          required
          maxLength={200}
          className="sm:col-span-2"
          hint={t('For example: Domestic helper for a family of four.')}
          error={err('job_title')}
          {...register('job_title')}
        />
        <TextField
          type="number"
          label={t('Working hours per week')}
          required
          inputMode="decimal"
          min={0}
          max={168}
          step="0.25"
          hint={t('Above 0 and at most 168.')}
          error={err('working_hours_per_week')}
          {...register('working_hours_per_week')}
        />
      </FormSection>

      {beforePay}
      <FormSection title={t('Pay and living arrangements')}>
        <TextField
          label={t('Salary (HK$ a month)')}
          required
          inputMode="decimal"
          hint={t(
            'Above 0 and at least the Minimum Allowable Wage for foreign domestic helpers: {{wage}} a month for contracts signed on or after {{date}}.',
            minimum,
          )}
          error={err('salary_amount')}
          {...register('salary_amount')}
        />
        <TextField
          label={t('Food allowance (HK$ a month, optional)')}
          inputMode="decimal"
          hint={t(
            'Leave empty or enter 0 when food is provided free. A paid food allowance must be at least {{food}} a month for contracts signed on or after {{date}}.',
            minimum,
          )}
          error={err('food_allowance_amount')}
          {...register('food_allowance_amount')}
        />
        <SelectField
          label={t('Rest day (optional)')}
          placeholder={t('No fixed rest day')}
          options={Object.entries(REST_DAY_LABELS).map(([value, label]) => ({
            value,
            label: t(label),
          }))}
          hint={t(
            'The weekly rest day of a 6-day week. Leave days and holiday substitutes are counted around it.',
          )}
          error={err('exclude_day_type')}
          {...register('exclude_day_type')}
        />
        <SelectField
          label={t('Accommodation (optional)')}
          placeholder={t('Not stated')}
          options={ACCOMMODATION_TYPES.map((value) => ({
            value,
            label: t(ACCOMMODATION_LABELS[value] ?? value),
          }))}
          error={err('accommodation_type')}
          {...register('accommodation_type')}
        />
      </FormSection>

      <FormSection title={t('Status of the contract')}>
        <div className="sm:col-span-2">
          <SelectField
            label={t('Status of the contract')}
            required
            options={statuses.map((value) => ({
              value,
              label: t(CONTRACT_STATUS_LABELS[value]),
            }))}
            hint={t(
              'Completed needs an end date. A helper can have only one active contract at a time.',
            )}
            error={err('status')}
            {...register('status')}
          />
          {note ? <div className="mt-2">{note}</div> : null}
        </div>
      </FormSection>
    </>
  )
}

/** §2: the red note under the status when a contract becomes ACTIVE. */
export function ActiveStatusNote() {
  const { t } = useTranslation()
  return (
    <p className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {t(
        'Active starts the employment: leave is counted from the start date, the contract cannot go back to Pending and its start date can no longer change.',
      )}
    </p>
  )
}
