import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FileSearch, Trash2 } from 'lucide-react'
import type { PayrollRecord } from '@hearth/shared/payrolls'
import { Button, buttonClasses } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { EmptyNote } from '../../components/ui/empty-note'
import { useDeletePayrollRecord, usePayrollRecords } from './payroll-api'
import { RecordStatusBadge } from './payroll-badges'
import { formatDay, formatMoney, formatMonth, periodOf } from './payroll-format'
import { SectionCard } from '../../components/ui/section-card'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'
import { QueryState } from '../../components/ui/query-state'

/** A record's month as the reader's language names it. */
export function recordMonth(record: Pick<PayrollRecord, 'from_date'>): string {
  const { year, month } = periodOf(record.from_date)
  return formatMonth(year, month)
}

/** Newest month first. */
export function sortRecords(records: PayrollRecord[]): PayrollRecord[] {
  return [...records].sort((a, b) => b.from_date.localeCompare(a.from_date))
}

/** The pay-period records of an employment, each with its detail and, for a draft, Delete. */
export function PayrollRecordsList({
  viewer,
  employmentUid,
  detailPath,
}: {
  viewer: string
  employmentUid: string
  detailPath: (record: PayrollRecord) => string
}) {
  const { t } = useTranslation()
  const records = usePayrollRecords(viewer, employmentUid)
  const remove = useDeletePayrollRecord()
  const [deleting, setDeleting] = useState<PayrollRecord | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  function confirmDelete() {
    if (!deleting) return
    const month = recordMonth(deleting)
    remove.mutate(deleting.uid, {
      onSuccess: () => {
        setDeleting(null)
        setOutcome({ kind: 'success', text: t('Payroll record of {{month}} deleted.', { month }) })
      },
      onError: (error) => {
        setDeleting(null)
        setOutcome(outcomeOf(error, t('Failed to delete payroll record.')))
      },
    })
  }

  const content = (
    <QueryState
      query={records}
      inline
      failed={t('Failed to load the payroll records.')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyNote>{t('No payroll records yet: generate a month above.')}</EmptyNote>}
    >
      {(list) => (
        <ul className="space-y-3">
          {sortRecords(list).map((record) => (
            <li key={record.uid}>
              <RecordItem
                record={record}
                detailPath={detailPath(record)}
                onDelete={() => {
                  setOutcome(null)
                  setDeleting(record)
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
  return (
    <SectionCard title={t('Pay period records')}>
      <div className="space-y-4">
        <OutcomeAlert outcome={outcome} />
        {content}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete this draft payroll record?')}
        confirmLabel={t('Delete draft')}
        busy={remove.isPending}
        busyLabel={t('Deleting…')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {deleting
            ? t('The draft of {{month}} is removed. You can generate the month again later.', {
                month: recordMonth(deleting),
              })
            : null}
        </p>
      </ConfirmDialog>
    </SectionCard>
  )
}

function RecordItem({
  record,
  detailPath,
  onDelete,
}: {
  record: PayrollRecord
  detailPath: string
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const month = recordMonth(record)
  const titleId = `payroll-record-${record.uid}`
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-stone-200 p-4 sm:flex sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="min-w-0 sm:flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-base font-bold text-stone-900">
            {month}
          </h3>
          <RecordStatusBadge finalised={record.finalised} />
        </div>
        {/* The wage period is the longest value: a wider column, the same in every record. */}
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1fr)]">
          <div>
            <dt className="font-semibold text-stone-600">{t('Total to pay')}</dt>
            <dd className="text-stone-900">{formatMoney(record.total_salary)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t('Wage period')}</dt>
            <dd className="text-stone-900">
              {t('{{from}} – {{to}}', {
                from: formatDay(record.from_date),
                to: formatDay(record.to_date),
              })}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t('Payment date')}</dt>
            <dd className="text-stone-900">
              {record.payment_date ? formatDay(record.payment_date) : t('Not set')}
            </dd>
          </div>
        </dl>
      </div>
      {/* A fixed width for the actions keeps the columns of a draft and a finalised month aligned. */}
      <div className="mt-3 flex flex-wrap gap-2 sm:mt-0 sm:w-44 sm:shrink-0 sm:flex-col sm:items-stretch">
        <Link to={detailPath} state={{ record }} className={buttonClasses('secondary', 'sm')}>
          <FileSearch aria-hidden="true" className="size-4 text-orange-700" />
          {t('Open record')}
          <span className="sr-only">: {month}</span>
        </Link>
        {record.finalised ? null : (
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Delete draft')}
            <span className="sr-only">: {month}</span>
          </Button>
        )}
      </div>
    </article>
  )
}
