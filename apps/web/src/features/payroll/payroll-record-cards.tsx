import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertTriangle } from 'lucide-react'
import {
  DEDUCTION_KIND_LABELS,
  DEDUCTION_LIMIT_LABELS,
  MPF_NOTE_LABELS,
  PAYROLL_LEAVE_KIND_LABELS,
  PAYROLL_LEAVE_KINDS,
  PAYROLL_WARNING_LABELS,
  PRORATION_METHOD_LABELS,
  type PayrollRecord,
} from '@hearth/shared/payrolls'
import { AdjustmentStatusBadge } from './payroll-badges'
import { formatDay, formatDays, formatMoney } from './payroll-format'
import { EmptyNote, PayrollSection } from './payroll-page-layout'

/** A label and its value, in a card's definition list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-stone-100 py-2 last:border-b-0">
      <dt className="text-stone-700">{label}</dt>
      <dd className="font-semibold text-stone-900 tabular-nums">{children}</dd>
    </div>
  )
}

/** A label from a table of catalog keys, or the raw value when the table lacks it. */
function labelOf(
  t: (key: string) => string,
  labels: Readonly<Record<string, string>>,
  value: string,
) {
  const key = labels[value]
  return key ? t(key) : value
}

/** What is paid, when, and how it was reached (employment.md §2 "payment summary"). */
export function PaymentSummaryCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <PayrollSection id="summary" title={t('Payment summary')}>
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
    </PayrollSection>
  )
}

/** Every line of the pay with the rule it follows; the lines add up to the total. */
export function SalaryBreakdownCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <PayrollSection id="breakdown" title={t('Salary breakdown')}>
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
    </PayrollSection>
  )
}

/** Leave days and leave pay of the period, per leave type. */
export function LeaveCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <PayrollSection id="leave" title={t('Leave in the period')}>
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
    </PayrollSection>
  )
}

/** MPF and other contributions (employee, employer, other). */
export function ContributionsCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <PayrollSection id="contributions" title={t('Contributions')}>
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
    </PayrollSection>
  )
}

/** How and when the record was made. */
export function RecordInformationCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <PayrollSection id="information" title={t('Record information')}>
      <dl className="text-sm">
        <Fact label={t('Record status')}>{record.finalised ? t('Finalised') : t('Draft')}</Fact>
        {record.finalised_at ? (
          <Fact label={t('Finalised on')}>{formatDay(record.finalised_at.slice(0, 10))}</Fact>
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
    </PayrollSection>
  )
}

/** The average daily wage (EO s.2) behind sickness allowance, holiday and leave pay. */
export function AdwCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  const considered =
    record.adw_consideration_start_date && record.adw_consideration_last_date
      ? t('{{from}} – {{to}}', {
          from: formatDay(record.adw_consideration_start_date),
          to: formatDay(record.adw_consideration_last_date),
        })
      : t('None in this period')
  return (
    <PayrollSection id="adw" title={t('ADW information')}>
      <dl className="text-sm">
        <Fact label={t('ADW on the first day of the period')}>
          {formatMoney(record.adw_amount)}
        </Fact>
        <Fact label={t('Pay this month based on the ADW')}>
          {formatMoney(record.get_adw_amount)}
        </Fact>
        <Fact label={t('The 12 months considered')}>{considered}</Fact>
        <Fact label={t('Days left out')}>{formatDays(record.adw_excluded_days)}</Fact>
        <Fact label={t('Wages left out')}>{formatMoney(record.adw_excluded_salary)}</Fact>
      </dl>
      <p className="mt-3 text-sm text-stone-700">
        {t(
          'EO s.2: the wages of the 12 months before, divided by their days, leaving out days of leave and the pay for them.',
        )}
      </p>
    </PayrollSection>
  )
}

/** The month's salary adjustments, and what EO s.32 allowed of each deduction. */
export function AdjustmentsCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <PayrollSection id="record-adjustments" title={t('Adjustments in this month')}>
      {record.adjustments.length === 0 ? (
        <EmptyNote>{t('No salary adjustments in this month.')}</EmptyNote>
      ) : (
        <ul className="space-y-2 text-sm">
          {record.adjustments.map((adjustment) => (
            <li
              key={adjustment.id}
              className="flex flex-wrap items-start justify-between gap-2 border-b border-stone-100 pb-2 last:border-b-0"
            >
              <span className="min-w-0 break-words">
                <span className="block font-semibold text-stone-900">{adjustment.description}</span>
                <span className="block text-stone-600">
                  {formatDay(adjustment.effective_date)}
                  {adjustment.deduction_kind
                    ? ` · ${t(DEDUCTION_KIND_LABELS[adjustment.deduction_kind])}`
                    : null}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatMoney(adjustment.adjustment_amount)}
                </span>
                <AdjustmentStatusBadge paid={adjustment.paid} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {record.deductions.some((deduction) => deduction.disallowed !== '0.00') ? (
        <div className="mt-4">
          <h3 className="text-base font-bold text-stone-900">
            {t('Deductions limited by EO s.32')}
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {record.deductions
              .filter((deduction) => deduction.disallowed !== '0.00')
              .map((deduction, index) => (
                <li key={`${deduction.kind}-${index}`} className="break-words text-stone-800">
                  {t('{{description}}: {{requested}} asked, {{applied}} deducted.', {
                    description: deduction.description,
                    requested: formatMoney(deduction.requested),
                    applied: formatMoney(deduction.applied),
                  })}{' '}
                  {deduction.limited_by
                    ? labelOf(t, DEDUCTION_LIMIT_LABELS, deduction.limited_by)
                    : null}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </PayrollSection>
  )
}

/** Warnings the engine or the server attached (a late payment date, EO s.23). */
export function WarningsCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  if (record.warnings.length === 0) return null
  return (
    <PayrollSection id="warnings" title={t('Warnings')} className="border-amber-300 bg-amber-50">
      <ul className="space-y-2 text-sm text-amber-950">
        {record.warnings.map((warning) => (
          <li key={warning} className="flex gap-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{labelOf(t, PAYROLL_WARNING_LABELS, warning)}</span>
          </li>
        ))}
      </ul>
    </PayrollSection>
  )
}
