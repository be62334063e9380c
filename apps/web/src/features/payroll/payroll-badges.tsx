import { useTranslation } from 'react-i18next'

const BADGE =
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap'

/** §4 "Payroll record": Draft or Finalised, named for screen readers. */
export function RecordStatusBadge({ finalised }: { finalised: boolean }) {
  const { t } = useTranslation()
  return (
    <span
      className={`${BADGE} ${finalised ? 'border-green-300 bg-green-50 text-green-800' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
    >
      <span className="sr-only">{t('Record status:')} </span>
      {finalised ? t('Finalised') : t('Draft')}
    </span>
  )
}

/** §4 "Salary adjustment": Pending or Paid. */
export function AdjustmentStatusBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation()
  return (
    <span
      className={`${BADGE} ${paid ? 'border-green-300 bg-green-50 text-green-800' : 'border-stone-300 bg-stone-100 text-stone-800'}`}
    >
      <span className="sr-only">{t('Adjustment status:')} </span>
      {paid ? t('Paid') : t('Pending')}
    </span>
  )
}
