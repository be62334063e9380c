import { useTranslation } from 'react-i18next'
import type { ContractStatus, Employment } from '@hearth/shared/employments'
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge'
import { CONTRACT_STATUS_LABELS } from './employment-format'

const CONTRACT_TONES: Record<ContractStatus, BadgeTone> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  COMPLETED: 'neutral',
  TERMINATED_MUTUAL: 'danger',
  TERMINATED_EMPLOYER: 'danger',
  TERMINATED_HELPER: 'danger',
  CANCELLED: 'danger',
}

/** A contract's status (docs/spec/employment.md §4 "Contract status"), named for screen readers. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation()
  return (
    <StatusBadge tone={CONTRACT_TONES[status]} name={t('Contract status:')}>
      {t(CONTRACT_STATUS_LABELS[status])}
    </StatusBadge>
  )
}

/** §4 "Employment active": active or inactive, as the server decides it. */
export function EmploymentStatusBadge({ status }: { status: Employment['status'] }) {
  const { t } = useTranslation()
  return status === 'active' ? (
    <StatusBadge tone="success">{t('Active employment')}</StatusBadge>
  ) : (
    <StatusBadge tone="muted">{t('Inactive employment')}</StatusBadge>
  )
}
