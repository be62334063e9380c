import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Trash2 } from 'lucide-react'
import { DEDUCTION_KIND_LABELS, type SalaryAdjustment } from '@hearth/shared/payrolls'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { EmptyNote } from '../../components/ui/empty-note'
import { useDeleteSalaryAdjustment, useSalaryAdjustments } from './payroll-api'
import { AdjustmentStatusBadge } from './payroll-badges'
import { formatDay, formatMoney } from './payroll-format'
import { SalaryAdjustmentForm } from './salary-adjustment-form'
import { SectionCard } from '../../components/ui/section-card'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'
import { QueryState } from '../../components/ui/query-state'

/** Salary adjustments of an employment (§3, §4): bonuses and deductions, Pending or Paid. */
export function SalaryAdjustmentsSection({
  viewer,
  employmentUid,
  helperProfile,
}: {
  viewer: string
  employmentUid: string
  helperProfile: string
}) {
  const { t } = useTranslation()
  const adjustments = useSalaryAdjustments(viewer, employmentUid)
  const remove = useDeleteSalaryAdjustment()
  const [deleting, setDeleting] = useState<SalaryAdjustment | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  function confirmDelete() {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null)
        setOutcome({ kind: 'success', text: t('Salary adjustment deleted.') })
      },
      onError: (error) => {
        setDeleting(null)
        setOutcome(outcomeOf(error, t('Failed to delete salary adjustment')))
      },
    })
  }

  const list = (
    <QueryState
      query={adjustments}
      inline
      failed={t('Failed to load the salary adjustments.')}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyNote>{t('No salary adjustments yet.')}</EmptyNote>}
    >
      {(data) => (
        <ul className="space-y-3">
          {[...data]
            .sort((a, b) => b.effective_date.localeCompare(a.effective_date) || b.id - a.id)
            .map((adjustment) => (
              <li key={adjustment.id}>
                <AdjustmentItem
                  adjustment={adjustment}
                  onDelete={() => {
                    setOutcome(null)
                    setDeleting(adjustment)
                  }}
                />
              </li>
            ))}
        </ul>
      )}
    </QueryState>
  )

  return (
    <SectionCard title={t('Salary adjustments')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <OutcomeAlert outcome={outcome} />
          {list}
        </div>
        <SalaryAdjustmentForm employmentUid={employmentUid} helperProfile={helperProfile} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete this salary adjustment?')}
        confirmLabel={t('Delete adjustment')}
        busy={remove.isPending}
        busyLabel={t('Deleting…')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? (
          <p className="break-words">
            {formatMoney(deleting.adjustment_amount)} · {deleting.description}
          </p>
        ) : null}
      </ConfirmDialog>
    </SectionCard>
  )
}

function AdjustmentItem({
  adjustment,
  onDelete,
}: {
  adjustment: SalaryAdjustment
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const deduction = adjustment.adjustment_amount.startsWith('-')
  const amount = formatMoney(adjustment.adjustment_amount)
  return (
    <article className="rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold text-stone-900">
          <span className="sr-only">{deduction ? t('Deduction') : t('Bonus or allowance')}: </span>
          <span className={deduction ? 'text-red-800' : 'text-green-800'}>{amount}</span>
        </p>
        <AdjustmentStatusBadge paid={adjustment.paid} />
      </div>
      <p className="mt-1 break-words text-stone-800">{adjustment.description}</p>
      <dl className="mt-2 grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-stone-600">{t('Takes effect on')}</dt>
          <dd>{formatDay(adjustment.effective_date)}</dd>
        </div>
        {adjustment.deduction_kind ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-stone-600">{t('Deduction under EO s.32')}</dt>
            <dd className="min-w-0 break-words">
              {t(DEDUCTION_KIND_LABELS[adjustment.deduction_kind])}
            </dd>
          </div>
        ) : null}
      </dl>
      {adjustment.paid ? null : (
        <Button variant="ghost" size="sm" className="mt-2" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('Delete adjustment')}
          <span className="sr-only">
            : {amount}, {adjustment.description}
          </span>
        </Button>
      )}
    </article>
  )
}
