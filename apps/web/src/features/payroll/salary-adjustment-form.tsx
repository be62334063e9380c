import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus } from 'lucide-react'
import {
  DEDUCTION_KIND_LABELS,
  PAYROLL_DEDUCTION_KINDS,
  PAYROLL_MESSAGES,
  SalaryAdjustmentInputSchema,
} from '@hearth/shared/payrolls'
import { Button } from '../../components/ui/button'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { useCreateSalaryAdjustment } from './payroll-api'
import { formatMoney } from './payroll-format'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'

const FIELDS = ['adjustment_amount', 'description', 'effective_date', 'deduction_kind'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
const EMPTY: Values = {
  adjustment_amount: '',
  description: '',
  effective_date: '',
  deduction_kind: '',
}

/** The first message for each field, from the shared schema or the server's answer. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Partial<Values> {
  const found: Partial<Values> = {}
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '') as Field
    if (FIELDS.includes(name)) found[name] ??= issue.message
  }
  return found
}

/** Adds a bonus or allowance (positive) or an EO s.32 deduction (negative, with its kind). */
export function SalaryAdjustmentForm({
  employmentUid,
  helperProfile,
}: {
  employmentUid: string
  helperProfile: string
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Partial<Values>>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const create = useCreateSalaryAdjustment()
  const isDeduction = values.adjustment_amount.trim().startsWith('-')

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const body = {
      employment: employmentUid,
      ...(helperProfile ? { helper_profile: helperProfile } : {}),
      adjustment_amount: values.adjustment_amount.trim(),
      description: values.description,
      effective_date: values.effective_date,
      adjustment_currency: 'HKD',
      ...(isDeduction && values.deduction_kind ? { deduction_kind: values.deduction_kind } : {}),
    }
    const parsed = SalaryAdjustmentInputSchema.safeParse(body)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues)
      setErrors(found)
      const missing =
        !values.adjustment_amount.trim() || !values.description.trim() || !values.effective_date
      if (missing) setOutcome({ kind: 'error', text: t(PAYROLL_MESSAGES.adjustmentRequired) })
      return
    }
    create.mutate(body, {
      onSuccess: (saved) => {
        setValues(EMPTY)
        setErrors({})
        setOutcome({
          kind: 'success',
          text: t('Salary adjustment created: {{amount}}.', {
            amount: formatMoney(saved.adjustment_amount),
          }),
        })
      },
      onError: (error) => {
        if (error instanceof ApiError)
          setErrors(
            fieldErrors(
              Object.entries(error.fields).map(([name, messages]) => ({
                path: [name],
                message: messages.join(' '),
              })),
            ),
          )
        setOutcome(outcomeOf(error, t('Failed to create salary adjustment.')))
      },
    })
  }

  const errorOf = (field: Field) => (errors[field] ? t(errors[field]) : undefined)

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="payroll-add-adjustment"
      className="space-y-4"
    >
      <h3 id="payroll-add-adjustment" className="text-base font-bold text-stone-900">
        {t('Add a salary adjustment')}
      </h3>
      <OutcomeAlert outcome={outcome} />
      <TextField
        type="number"
        inputMode="decimal"
        step="0.01"
        label={t('Amount in HK$')}
        required
        className="max-w-60"
        value={values.adjustment_amount}
        onChange={(event) => set('adjustment_amount')(event.target.value)}
        hint={t('Positive for a bonus or allowance, negative for a deduction.')}
        error={errorOf('adjustment_amount')}
      />
      {isDeduction ? (
        <SelectField
          label={t('What the deduction is for (EO s.32)')}
          required
          placeholder={t('Choose…')}
          value={values.deduction_kind}
          onChange={(event) => set('deduction_kind')(event.target.value)}
          options={PAYROLL_DEDUCTION_KINDS.map((kind) => ({
            value: kind,
            label: t(DEDUCTION_KIND_LABELS[kind]),
          }))}
          hint={t(
            'The Employment Ordinance allows only these deductions from wages, within its limits.',
          )}
          error={errorOf('deduction_kind')}
        />
      ) : null}
      <TextAreaField
        label={t('What it is for')}
        required
        rows={2}
        value={values.description}
        onChange={(event) => set('description')(event.target.value)}
        error={errorOf('description')}
      />
      <TextField
        type="date"
        label={t('Takes effect on')}
        required
        className="max-w-60"
        value={values.effective_date}
        onChange={(event) => set('effective_date')(event.target.value)}
        hint={t('The adjustment is paid with the month this date falls in.')}
        error={errorOf('effective_date')}
      />
      <Button type="submit" busy={create.isPending} busyLabel={t('Sending…')}>
        <Plus aria-hidden="true" className="size-5" />
        {t('Add adjustment')}
      </Button>
    </form>
  )
}
