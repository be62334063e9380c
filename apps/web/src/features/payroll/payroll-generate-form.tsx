import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Calculator } from 'lucide-react'
import { hongKongToday } from '@hearth/shared/form-values'
import {
  PAYROLL_MESSAGES,
  PAYROLL_YEAR_CHOICES,
  PayrollCalculateInputSchema,
} from '@hearth/shared/payrolls'
import { Button } from '../../components/ui/button'
import { SelectField } from '../../components/ui/select-field'
import { useCalculatePayroll } from './payroll-api'
import { formatMoney, formatMonth, monthName } from './payroll-format'
import { SectionCard } from '../../components/ui/section-card'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'

/** The year choices: the current year and the 4 before it (docs/spec/employment.md §9). */
export function yearChoices(today = hongKongToday()): number[] {
  const year = Number(today.slice(0, 4))
  return Array.from({ length: PAYROLL_YEAR_CHOICES }, (_, index) => year - index)
}

/** "Generate": calculates one month's pay record (a draft replaces the month's draft). */
export function PayrollGenerateForm({
  employmentUid,
  helperProfile,
}: {
  employmentUid: string
  helperProfile: string
}) {
  const { t } = useTranslation()
  const today = hongKongToday()
  const [month, setMonth] = useState(String(Number(today.slice(5, 7))))
  const [year, setYear] = useState(today.slice(0, 4))
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const calculate = useCalculatePayroll()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const parsed = PayrollCalculateInputSchema.safeParse({
      employmentId: employmentUid,
      helper_profile_id: helperProfile,
      year,
      month,
    })
    if (!parsed.success) {
      setOutcome({ kind: 'error', text: t(PAYROLL_MESSAGES.calculateRequired) })
      return
    }
    calculate.mutate(parsed.data, {
      onSuccess: (record) =>
        setOutcome({
          kind: 'success',
          text: t('Payroll calculated for {{month}}: {{total}} to pay.', {
            month: formatMonth(parsed.data.year, parsed.data.month),
            total: formatMoney(record.total_salary),
          }),
        }),
      onError: (error) => setOutcome(outcomeOf(error, t('Payroll calculation failed.'))),
    })
  }

  return (
    <SectionCard title={t('Generate a month’s payroll')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <OutcomeAlert outcome={outcome} />
        <p className="text-sm text-stone-700">
          {t(
            'Hearth works out the month’s pay from the contract, approved leave and salary adjustments. Generating a month again replaces its draft; a finalised month stays as it is.',
          )}
        </p>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,8rem)_auto] sm:items-end sm:justify-start">
          <SelectField
            label={t('Payroll month')}
            placeholder={t('Choose…')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            options={Array.from({ length: 12 }, (_, index) => ({
              value: String(index + 1),
              label: monthName(index + 1),
            }))}
          />
          <SelectField
            label={t('Payroll year')}
            placeholder={t('Choose…')}
            value={year}
            onChange={(event) => setYear(event.target.value)}
            options={yearChoices(today).map((choice) => ({
              value: String(choice),
              label: String(choice),
            }))}
          />
          <Button type="submit" busy={calculate.isPending} busyLabel={t('Working out the pay…')}>
            <Calculator aria-hidden="true" className="size-5" />
            {t('Generate')}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
