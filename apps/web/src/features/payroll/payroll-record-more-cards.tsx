import { useTranslation } from 'react-i18next'
import { AlertTriangle } from 'lucide-react'
import {
  DEDUCTION_KIND_LABELS,
  DEDUCTION_LIMIT_LABELS,
  PAYROLL_WARNING_LABELS,
  type PayrollRecord,
} from '@hearth/shared/payrolls'
import { EmptyNote } from '../../components/ui/empty-note'
import { AdjustmentStatusBadge } from './payroll-badges'
import { Fact, labelOf } from './payroll-fact'
import { formatDay, formatDays, formatMoney } from './payroll-format'
import { SectionCard } from '../../components/ui/section-card'

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
    <SectionCard title={t('ADW information')}>
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
    </SectionCard>
  )
}

/** The month's salary adjustments, and what EO s.32 allowed of each deduction. */
export function AdjustmentsCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('Adjustments in this month')}>
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
    </SectionCard>
  )
}

/** Warnings the engine or the server attached (a late payment date, EO s.23). */
export function WarningsCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  if (record.warnings.length === 0) return null
  return (
    <SectionCard title={t('Warnings')} className="border-amber-300 bg-amber-50">
      <ul className="space-y-2 text-sm text-amber-950">
        {record.warnings.map((warning) => (
          <li key={warning} className="flex gap-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{labelOf(t, PAYROLL_WARNING_LABELS, warning)}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
