import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  TERMINATION_TYPE_LABELS,
  TERMINATION_TYPES,
  TerminationInputSchema,
  UNPAID_WAGES_REASON_MAX_LENGTH,
  type TerminationInput,
} from '@hearth/shared/termination'
import { Button } from '../../components/ui/button'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'

export type TerminationFormValues = {
  termination_type: string
  termination_date: string
  notice_given_days: string
  journey_days: string
  untaken_statutory_holidays: string
  wages_paid_up_to: string
  unpaid_wages: string
  unpaid_wages_reason: string
}

export const EMPTY_FORM: TerminationFormValues = {
  termination_type: 'employer_notice',
  termination_date: '',
  notice_given_days: '',
  journey_days: '',
  untaken_statutory_holidays: '',
  wages_paid_up_to: '',
  unpaid_wages: '',
  unpaid_wages_reason: '',
}

/** The first message the schema gives for each field. */
export function fieldIssues(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const found: Record<string, string> = {}
  for (const issue of error.issues) found[String(issue.path[0] ?? '')] ??= issue.message
  return found
}

/**
 * The calculator's form (docs/spec/employment.md §2, §5: helper id and termination date both
 * required): how the employment ends, its last day, notice served and the journey home.
 */
export function TerminationForm({
  helperId,
  busy,
  serverErrors,
  onCalculate,
}: {
  helperId: string
  busy: boolean
  serverErrors: Record<string, string>
  onCalculate: (input: TerminationInput) => void
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState<TerminationFormValues>(EMPTY_FORM)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const shown = { ...serverErrors, ...errors }

  function set(name: keyof TerminationFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: '' }))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = TerminationInputSchema.safeParse({ ...values, helper_profile: helperId })
    if (!parsed.success) {
      setErrors(fieldIssues(parsed.error))
      return
    }
    setErrors({})
    onCalculate(parsed.data)
  }

  const error = (name: string) => (shown[name] ? t(shown[name]) : undefined)
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('Termination details')}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 print:hidden"
    >
      <SelectField
        label={t('How the employment ends')}
        className="sm:col-span-2"
        value={values.termination_type}
        onChange={(event) => set('termination_type', event.target.value)}
        options={TERMINATION_TYPES.map((value) => ({
          value,
          label: t(TERMINATION_TYPE_LABELS[value]),
        }))}
        error={error('termination_type')}
      />
      <TextField
        type="date"
        label={t('Termination date (last day of employment)')}
        required
        value={values.termination_date}
        onChange={(event) => set('termination_date', event.target.value)}
        error={error('termination_date')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('Notice given (days)')}
        value={values.notice_given_days}
        onChange={(event) => set('notice_given_days', event.target.value)}
        hint={t('Leave empty when the full month’s notice was given.')}
        error={error('notice_given_days')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('Journey days home')}
        value={values.journey_days}
        onChange={(event) => set('journey_days', event.target.value)}
        hint={t('HK$100 a day for food and travel; leave empty for 1 day.')}
        error={error('journey_days')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('Statutory holidays not given')}
        value={values.untaken_statutory_holidays}
        onChange={(event) => set('untaken_statutory_holidays', event.target.value)}
        hint={t(
          'Holidays the helper worked and did not get another day for; paid at the average daily wage.',
        )}
        error={error('untaken_statutory_holidays')}
      />
      <TextField
        type="date"
        label={t('Wages paid up to')}
        value={values.wages_paid_up_to}
        onChange={(event) => set('wages_paid_up_to', event.target.value)}
        hint={t(
          'The last day the helper’s wages were paid for. Leave empty to use the last finalised payroll month, or else the end of the month before the last one.',
        )}
        error={error('wages_paid_up_to')}
      />
      <TextField
        inputMode="decimal"
        label={t('Earlier wages still unpaid (HK$)')}
        value={values.unpaid_wages}
        onChange={(event) => set('unpaid_wages', event.target.value)}
        hint={t('Arrears from before the paid-up-to date, such as a short payment.')}
        error={error('unpaid_wages')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('What the unpaid wages are for')}
        maxLength={UNPAID_WAGES_REASON_MAX_LENGTH}
        value={values.unpaid_wages_reason}
        onChange={(event) => set('unpaid_wages_reason', event.target.value)}
        error={error('unpaid_wages_reason')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy} busyLabel={t('Calculating…')}>
          {t('Calculate termination payment')}
        </Button>
      </div>
    </form>
  )
}
