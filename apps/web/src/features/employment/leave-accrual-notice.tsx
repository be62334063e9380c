import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { Employment } from '@hearth/shared/employments'
import { Alert } from '../../components/ui/alert'
import { currentLanguage, DATE_LOCALES } from '../../lib/i18n'
import { formatDays } from './employment-format'
import { leavePath } from './employment-paths'

type AccrualDue = NonNullable<Employment['leave_accrual_due']>

/** Leave years as the reader's language lists them: "1", "1 and 2", "1, 2 and 3". */
export function formatLeaveYears(years: readonly number[]): string {
  return new Intl.ListFormat(DATE_LOCALES[currentLanguage()], { type: 'conjunction' }).format(
    years.map((year) => String(year)),
  )
}

/** What the next accrual run would grant, in one sentence. */
export function accrualDueText(t: TFunction, due: AccrualDue): string {
  const values = { years: formatLeaveYears(due.leave_years), days: formatDays(due.days) }
  return due.leave_years.length === 1
    ? t('Leave year {{years}} has completed: {{days}} days of annual leave are due.', values)
    : t('Leave years {{years}} have completed: {{days}} days of annual leave are due.', values)
}

/**
 * The hub's notice (docs/spec/employment.md §5: becoming ACTIVE grants nothing by itself; the
 * hub tells the employer when a leave year has completed and accrual has not been run): each
 * helper whose completed leave years are not granted yet, what is due, and the way to the leave
 * page where the yearly accrual runs. Nothing when every employment is up to date.
 */
export function AccrualDueNotice({
  employments,
  className = '',
}: {
  employments: readonly Employment[]
  className?: string
}) {
  const { t } = useTranslation()
  const due = employments.filter((employment) => employment.leave_accrual_due !== null)
  if (due.length === 0) return null
  return (
    <Alert tone="info" className={className}>
      <p className="font-semibold">{t('Annual leave is waiting to be granted')}</p>
      <p>
        {t(
          'A leave year has completed and the yearly accrual has not been run, so the leave is not yet in the balance.',
        )}
      </p>
      <ul className="space-y-2">
        {due.map((employment) => (
          <li key={employment.uid}>
            <span className="font-semibold">{employment.helper_details.full_name}</span>
            {': '}
            {employment.leave_accrual_due
              ? accrualDueText(t, employment.leave_accrual_due)
              : null}{' '}
            <Link
              to={leavePath('employer', employment)}
              className="font-semibold whitespace-nowrap underline underline-offset-2"
            >
              {t('Run yearly accrual')}
              <span className="sr-only">: {employment.helper_details.full_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  )
}
