import { useTranslation } from 'react-i18next'
import type { ContractStatus, Employment } from '@hearth/shared/employments'
import { CONTRACT_STATUS_LABELS } from './employment-format'

const BADGE =
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap'

const CONTRACT_TONES: Record<ContractStatus, string> = {
  PENDING: 'border-amber-300 bg-amber-50 text-amber-900',
  ACTIVE: 'border-green-300 bg-green-50 text-green-800',
  COMPLETED: 'border-stone-300 bg-stone-100 text-stone-800',
  TERMINATED_MUTUAL: 'border-red-300 bg-red-50 text-red-800',
  TERMINATED_EMPLOYER: 'border-red-300 bg-red-50 text-red-800',
  TERMINATED_HELPER: 'border-red-300 bg-red-50 text-red-800',
  CANCELLED: 'border-red-300 bg-red-50 text-red-800',
}

/** A contract's status (docs/spec/employment.md §4 "Contract status"), named for screen readers. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`${BADGE} ${CONTRACT_TONES[status]}`}>
      <span className="sr-only">{t('Contract status:')} </span>
      {t(CONTRACT_STATUS_LABELS[status])}
    </span>
  )
}

/** §4 "Employment active": active or inactive, as the server decides it. */
export function EmploymentStatusBadge({ status }: { status: Employment['status'] }) {
  const { t } = useTranslation()
  return status === 'active' ? (
    <span className={`${BADGE} border-green-300 bg-green-50 text-green-800`}>
      {t('Active employment')}
    </span>
  ) : (
    <span className={`${BADGE} border-stone-300 bg-stone-100 text-stone-700`}>
      {t('Inactive employment')}
    </span>
  )
}
