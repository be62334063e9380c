import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { tk } from '@hearth/shared/i18n-keys'
import type { Opening, OpeningStatus } from '@hearth/shared/employment-openings'
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge'
import { formatMonth } from '../../lib/format-month'
import { formatAmount, formatDay, formatDays } from './employment-format'

// The opening figures of an employment (issue 22; ADR 0028) as both parties read them: the
// employer's onboarding page and contracts page, the helper's My employment.

const STATUS: Record<OpeningStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: tk('Waiting for the helper'), tone: 'warning' },
  CONFIRMED: { label: tk('Confirmed by the helper'), tone: 'success' },
  DISPUTED: { label: tk('Disputed by the helper'), tone: 'danger' },
}

export function OpeningStatusBadge({ status }: { status: OpeningStatus }) {
  const { t } = useTranslation()
  return (
    <StatusBadge tone={STATUS[status].tone} name={t('Opening figures')}>
      {t(STATUS[status].label)}
    </StatusBadge>
  )
}

/** "2025-03" → "March 2025" in the reader's language. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number]
  return formatMonth(year, month)
}

/** The figures as a list of terms, the same for both parties. */
export function OpeningFigures({ opening }: { opening: Opening }) {
  const { t } = useTranslation()
  const leaveYears = opening.annual_leave.filter((year) => year.days_left > 0)
  const rows: [string, ReactNode][] = [
    [t('Opening date'), formatDay(opening.as_of)],
    [t('Continuous service from'), formatDay(opening.service_start)],
    [
      t('Annual leave days left'),
      <>
        {t('{{days}} days', { days: formatDays(opening.annual_leave_days_left) })}
        {leaveYears.length > 0 ? (
          <ul className="mt-1 text-stone-700">
            {leaveYears.map((year) => (
              <li key={year.leave_year}>
                {t('Leave year {{year}}: {{days}} days', {
                  year: year.leave_year,
                  days: formatDays(year.days_left),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </>,
    ],
    [
      t('Paid sickness days left'),
      t('{{days}} days', { days: formatDays(opening.sick_days_left) }),
    ],
    [
      t('Statutory holidays owed'),
      t('{{days}} days', { days: formatDays(opening.statutory_holidays_owed) }),
    ],
    [t('Wages paid up to'), formatDay(opening.wages_paid_up_to)],
    [
      t('Actual wages where they differed from the contract'),
      opening.past_wages.length === 0 ? (
        t('None: every month as the contract says')
      ) : (
        <ul className="text-stone-700">
          {opening.past_wages.map((month) => (
            <li key={month.month}>
              {monthLabel(month.month)}: {formatAmount(month.amount)}
            </li>
          ))}
        </ul>
      ),
    ],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="font-semibold text-stone-600">{label}</dt>
          <dd className="mt-0.5 break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const EVENT_TEXT = {
  ENTERED: tk('{{date}}: entered by {{name}} ({{role}})'),
  CONFIRMED: tk('{{date}}: confirmed by {{name}} ({{role}})'),
  DISPUTED: tk('{{date}}: disputed by {{name}} ({{role}}): “{{reason}}”'),
} as const

/** Who entered, confirmed or disputed the figures, and when, oldest first. */
export function OpeningHistory({ opening }: { opening: Opening }) {
  const { t } = useTranslation()
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-stone-700">{t('History of these figures')}</h3>
      <ol className="mt-1 space-y-1 text-sm text-stone-800">
        {opening.history.map((event) => {
          const role = event.role === 'employer' ? t('employer') : t('helper')
          return (
            <li key={`${event.at}-${event.action}`}>
              {t(EVENT_TEXT[event.action], {
                date: formatDay(event.at),
                name: event.name || role,
                role,
                reason: event.reason ?? '',
              })}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
