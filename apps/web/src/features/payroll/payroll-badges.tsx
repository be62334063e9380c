import { useTranslation } from 'react-i18next'
import { StatusBadge } from '../../components/ui/status-badge'

/** §4 "Payroll record": Draft or Finalised, named for screen readers. */
export function RecordStatusBadge({ finalised }: { finalised: boolean }) {
  const { t } = useTranslation()
  return (
    <StatusBadge tone={finalised ? 'success' : 'warning'} name={t('Record status:')}>
      {finalised ? t('Finalised') : t('Draft')}
    </StatusBadge>
  )
}

/** §4 "Salary adjustment": Pending or Paid. */
export function AdjustmentStatusBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation()
  return (
    <StatusBadge tone={paid ? 'success' : 'neutral'} name={t('Adjustment status:')}>
      {paid ? t('Paid') : t('Pending')}
    </StatusBadge>
  )
}
