import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { UserSession } from '@hearth/shared/accounts'
import { summarisePlan } from '../../lib/account-display'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'

/** The subscription plan and its access end date, when the account has them. */
type PlanBadgeProps = {
  user: UserSession
  /** The short form for the top bar: "Premium plan · until 5 Jan 2027". */
  compact?: boolean
  /**
   * The shortest, for a crowded top bar: "until 5 Jan 2027" on screen (a bare date read as
   * nothing, issue 27 item 12); the plan is still read out and shown on hover.
   */
  dateOnly?: boolean
}

export function PlanBadge({ user, compact = false, dateOnly = false }: PlanBadgeProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const plan = summarisePlan(user)
  if (!plan) return null
  const date = plan.accessEndDate ? formatHongKongDate(plan.accessEndDate, language) : null
  const label = plan.planLabel ? t(plan.planLabel) : null
  let dateText: string | null = null
  if (date && (compact || dateOnly))
    dateText = plan.isActive ? t('until {{date}}', { date }) : t('ended {{date}}', { date })
  else if (date)
    dateText = plan.isActive
      ? t('Access until {{date}}', { date })
      : t('Access ended {{date}}', { date })
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full border py-1 text-sm font-medium ${
        dateOnly ? 'px-2.5' : 'px-3'
      } ${
        plan.isActive
          ? 'border-green-300 bg-green-50 text-green-800'
          : 'border-amber-300 bg-amber-50 text-amber-900'
      } ${compact || dateOnly ? 'whitespace-nowrap' : ''}`}
      title={dateOnly ? [label, dateText].filter(Boolean).join(' · ') : undefined}
    >
      {/* The top bar's shortest chip spends the icon's width on the word "until" instead. */}
      {dateOnly ? null : <CalendarClock aria-hidden="true" className="size-4 shrink-0" />}
      {dateOnly && dateText ? (
        <span>
          <span className="sr-only">{[label, dateText].filter(Boolean).join(' · ')}</span>
          <span aria-hidden="true">{dateText}</span>
        </span>
      ) : (
        <span>
          {label}
          {label && dateText ? ' · ' : null}
          {dateText}
        </span>
      )}
    </p>
  )
}
