import { useTranslation } from 'react-i18next'
import {
  MPF_NOTE_LABELS,
  PAYROLL_LEAVE_KIND_LABELS,
  PAYROLL_LEAVE_KINDS,
  PRORATION_METHOD_LABELS,
  type PayrollRecord,
} from '@hearth/shared/payrolls'
import { Fact, labelOf } from './payroll-fact'
import { formatDay, formatDays, formatMoney } from './payroll-format'
import { SectionCard } from '../../components/ui/section-card'

/** What is paid, when, and how it was reached (docs/spec/employment.md §2 "payment summary"). */
export function PaymentSummaryCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('Payment summary')}>
      <p className="text-sm text-stone-700">{t('Total to pay')}</p>
      <p className="text-3xl font-bold text-stone-900 tabular-nums">
        {formatMoney(record.total_salary)}
      </p>
      <dl className="mt-3 text-sm">
        <Fact label={t('Wage period')}>
          {t('{{from}} – {{to}}', {
            from: formatDay(record.from_date),
            to: formatDay(record.to_date),
          })}
        </Fact>
        <Fact label={t('Payment date')}>
          {record.payment_date ? formatDay(record.payment_date) : t('Not set')}
        </Fact>
        <Fact label={t('Pay by (EO s.23: within 7 days of the period’s end)')}>
          {formatDay(record.payment_due_date)}
        </Fact>
        <Fact label={t('Monthly wage in the contract')}>
          {formatMoney(record.reference_salary)}
        </Fact>
        <Fact label={t('Base salary for the period')}>{formatMoney(record.amount)}</Fact>
        <Fact label={t('Salary after leave')}>{formatMoney(record.salary_considerleave)}</Fact>
        <Fact label={t('Food allowance for the period')}>
          {formatMoney(record.food_allowance_calculated_amount)}
        </Fact>
        <Fact label={t('Total deductions')}>{formatMoney(record.total_deduction)}</Fact>
      </dl>
    </SectionCard>
  )
}

/** Every line of the pay with the rule it follows; the lines add up to the total. */
export function SalaryBreakdownCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('Salary breakdown')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {t('Each line of the pay, the rule it follows, and its amount')}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('Item and rule')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('In HK$')}
            </th>
          </tr>
        </thead>
        <tbody>
          {record.lines.map((line) => (
            <tr key={line.key} className="border-b border-stone-100 align-top">
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="block font-semibold break-words text-stone-900">{line.label}</span>
                <span className="mt-0.5 block break-words text-stone-600">{line.rule}</span>
              </th>
              <td
                className={`py-2 text-right font-semibold whitespace-nowrap tabular-nums ${line.amount.startsWith('-') ? 'text-red-800' : 'text-stone-900'}`}
              >
                {formatMoney(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-3 text-base font-bold text-stone-900">
              {t('Total to pay')}
            </th>
            <td className="pt-3 text-right text-base font-bold whitespace-nowrap text-stone-900 tabular-nums">
              {formatMoney(record.total_salary)}
            </td>
          </tr>
        </tfoot>
      </table>
    </SectionCard>
  )
}

/** Leave days and leave pay of the period, per leave type. */
export function LeaveCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('Leave in the period')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('Leave days and leave pay per leave type')}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('Type of leave')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('Days taken')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('Leave pay')}
            </th>
          </tr>
        </thead>
        <tbody>
          {PAYROLL_LEAVE_KINDS.map((kind) => (
            <tr key={kind} className="border-b border-stone-100">
              <th scope="row" className="py-2 pr-3 font-normal text-stone-900">
                {t(PAYROLL_LEAVE_KIND_LABELS[kind])}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatDays(record.leavetype_days[kind])}
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {formatMoney(record.leavetype_pays[kind])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  )
}

/** MPF and other contributions (employee, employer, other). */
export function ContributionsCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('Contributions')}>
      <dl className="text-sm">
        <Fact label={t('Employee’s contribution')}>
          {formatMoney(record.total_employee_contri)}
        </Fact>
        <Fact label={t('Employer’s contribution')}>
          {formatMoney(record.total_employer_contri)}
        </Fact>
        <Fact label={t('Other contributions')}>{formatMoney(record.total_other_contri)}</Fact>
      </dl>
      <p className="mt-3 text-sm text-stone-700">
        {record.mpf_note
          ? labelOf(t, MPF_NOTE_LABELS, record.mpf_note)
          : t('MPF applies only to employees it covers; a foreign domestic helper is exempt.')}
      </p>
    </SectionCard>
  )
}

/** How and when the record was made. */
export function RecordInformationCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('Record information')}>
      <dl className="text-sm">
        <Fact label={t('Record status')}>{record.finalised ? t('Finalised') : t('Draft')}</Fact>
        {record.finalised_at ? (
          <Fact label={t('Finalised on')}>{formatDay(record.finalised_at)}</Fact>
        ) : null}
        <Fact label={t('Calculated on')}>{formatDay(record.input_date)}</Fact>
        <Fact label={t('Effective from')}>{formatDay(record.effective_date)}</Fact>
        <Fact label={t('Proration')}>
          {labelOf(t, PRORATION_METHOD_LABELS, record.proration_method)}
        </Fact>
        <Fact label={t('Calculated')}>
          {record.calculatedbyhirlab
            ? t('By Hearth’s payroll engine')
            : t('Entered outside Hearth')}
        </Fact>
        <Fact label={t('Currency')}>{record.currency}</Fact>
      </dl>
    </SectionCard>
  )
}
