import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DURATION_LABELS,
  LEAVE_STATUS_LABELS,
  LEAVE_TYPE_LABELS,
  type LeaveAdjustment,
  type LeaveBalance,
  type LeaveRequest,
  type LeaveStatus,
} from '@hearth/shared/leaves'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { type BadgeTone, StatusBadge } from '../../components/ui/status-badge'
import { formatDay, formatDays } from './employment-format'
import { SectionCard } from '../../components/ui/section-card'
import { ScrollRegion } from '../../components/ui/scroll-region'

// The pieces both leave pages show (docs/spec/employment.md §2 "Helper leave page").

const STATUS_TONES: Record<LeaveStatus, BadgeTone> = {
  SU: 'info',
  AP: 'success',
  RJ: 'danger',
  CA: 'muted',
  RE: 'muted',
  PC: 'warning',
  CR: 'accent',
}

/** A request's state (§4 "Leave status_type"), named for screen readers too. */
export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  const { t } = useTranslation()
  return (
    <StatusBadge tone={STATUS_TONES[status]} name={t('Leave status:')}>
      {t(LEAVE_STATUS_LABELS[status])}
    </StatusBadge>
  )
}

function Figure({
  label,
  value,
  strong = false,
}: {
  label: string
  value: string
  strong?: boolean
}) {
  return (
    <div>
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className={`mt-0.5 text-stone-900 ${strong ? 'text-2xl font-bold' : 'text-lg'}`}>
        {value}
      </dd>
    </div>
  )
}

/** The balance card: every figure is the API's (GET /leaves/balances/). */
export function LeaveBalanceCard({ balance }: { balance: LeaveBalance }) {
  const { t } = useTranslation()
  const days = (value: number) => formatDays(value)
  const { annual, sick, no_pay: noPay } = balance
  return (
    <SectionCard title={t('Leave balance')}>
      <p className="text-sm text-stone-600">
        {t('In days, as of {{date}}', { date: formatDay(balance.as_of) })}
      </p>
      <h3 className="mt-3 font-semibold text-stone-900">{t('Annual leave')}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label={t('Balance')} value={days(annual.balance)} strong />
        <Figure label={t('Granted')} value={days(annual.granted)} />
        <Figure label={t('Adjustments')} value={days(annual.adjustments)} />
        <Figure label={t('Taken')} value={days(annual.taken)} />
        <Figure label={t('Awaiting approval')} value={days(annual.pending)} />
        <Figure
          label={t('Expires on')}
          value={annual.expiry_date ? formatDay(annual.expiry_date) : t('No expiry date')}
        />
      </dl>
      <div className="mt-4 grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-stone-900">{t('Sick leave')}</h3>
          <dl className="mt-2 grid grid-cols-3 gap-x-4">
            <Figure label={t('Accrued')} value={days(sick.accrued)} />
            <Figure label={t('Taken')} value={days(sick.taken)} />
            <Figure label={t('Balance')} value={days(sick.balance)} />
          </dl>
          <p className="mt-2 text-sm text-stone-600">
            {t(
              'Paid sickness days: only sick leave of 4 or more days in a row uses them (Employment Ordinance s.33).',
            )}
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-stone-900">{t('No-pay leave')}</h3>
          <dl className="mt-2">
            <Figure label={t('Taken')} value={days(noPay.taken)} />
          </dl>
        </div>
      </div>
    </SectionCard>
  )
}

/** The adjustments table: shown only when there are any. */
export function LeaveAdjustmentsTable({ adjustments }: { adjustments: LeaveAdjustment[] }) {
  const { t } = useTranslation()
  if (adjustments.length === 0) return null
  return (
    <SectionCard title={t('Leave adjustments')}>
      <ScrollRegion label={t('Leave adjustments table')}>
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('Effective date')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('Leave type')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('Days')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('Reason for the adjustment')}
              </th>
            </tr>
          </thead>
          <tbody>
            {adjustments.map((adjustment) => (
              <tr key={adjustment.id} className="border-b border-stone-100 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">
                  {formatDay(adjustment.effective_date)}
                </td>
                <td className="py-2 pr-4">{t(LEAVE_TYPE_LABELS[adjustment.leave_type_code])}</td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {adjustment.adjustment_amount > 0 ? '+' : ''}
                  {formatDays(adjustment.adjustment_amount)}
                </td>
                <td className="py-2 break-words">{adjustment.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </SectionCard>
  )
}

/** One request: type, dates, duration, days, reason, documents, and the page's actions. */
export function LeaveRequestItem({
  request,
  actions,
}: {
  request: LeaveRequest
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = `leave-request-${request.id}`
  const dates =
    request.from_date === request.to_date
      ? formatDay(request.from_date)
      : t('{{from}} to {{to}}', {
          from: formatDay(request.from_date),
          to: formatDay(request.to_date),
        })
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-bold break-words text-stone-900">
          {t(LEAVE_TYPE_LABELS[request.leave_type_code])}: {dates}
        </h3>
        <LeaveStatusBadge status={request.status_type} />
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {t(DURATION_LABELS[request.duration_type])} ·{' '}
        {t('Working days: {{days}}', { days: formatDays(request.days) })}
      </p>
      {request.back_entry || request.leave_type_code === 'SL' ? (
        <p className="mt-1 text-sm text-stone-700">
          {[
            request.back_entry ? t('Recorded by the employer after it was taken') : null,
            request.leave_type_code === 'SL'
              ? request.medical_certificate
                ? t('Medical certificate produced')
                : t('No medical certificate: no sickness allowance')
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-800">
        {request.reason}
      </p>
      {request.documents.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-3 text-sm">
          {request.documents.map((document) => (
            <li key={document.file}>
              <a href={document.file} className={LINK_CLASSES} target="_blank" rel="noreferrer">
                {document.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  )
}

/** Tabs over the list of requests (a tablist of buttons, arrow keys move between tabs). */
export function LeaveTabs<K extends string>({
  tabs,
  current,
  onChange,
  label,
}: {
  tabs: readonly { key: K; label: string; count: number }[]
  current: K
  onChange: (key: K) => void
  label: string
}) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`leave-tab-${tab.key}`}
          aria-selected={tab.key === current}
          aria-controls="leave-tab-panel"
          tabIndex={tab.key === current ? 0 : -1}
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
            const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1
            const next = tabs[(index + step) % tabs.length]
            if (!next) return
            onChange(next.key)
            document.getElementById(`leave-tab-${next.key}`)?.focus()
          }}
          className={`min-h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 ${
            tab.key === current
              ? 'border-orange-700 bg-orange-700 text-white'
              : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
          }`}
        >
          {tab.label} ({tab.count})
        </button>
      ))}
    </div>
  )
}
