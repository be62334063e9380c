import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hongKongToday } from '@hearth/shared/form-values'
import { SelectField } from '../../components/ui/select-field'
import { formatDay, labelOf, REST_DAY_LABELS } from './employment-format'
import { useHolidays } from './leave-api'
import { SectionCard } from '../../components/ui/section-card'
import { QueryState } from '../../components/ui/query-state'

/**
 * The statutory holidays of a year for this employment (GET /leaves/holidays/), with the day
 * given instead when a holiday falls on the helper's rest day (Employment Ordinance s.39).
 */
export function HolidayCalendar({ employmentUid }: { employmentUid: string }) {
  const { t } = useTranslation()
  const thisYear = Number(hongKongToday().slice(0, 4))
  const [year, setYear] = useState(thisYear)
  const calendar = useHolidays(employmentUid, year)
  const years = [thisYear - 1, thisYear, thisYear + 1]
  return (
    <SectionCard title={t('Statutory holidays')}>
      <SelectField
        label={t('Year')}
        className="max-w-40"
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
        options={years.map((value) => ({ value: String(value), label: String(value) }))}
      />
      <div className="mt-4" aria-live="polite">
        <QueryState query={calendar} inline failed={t('Failed to fetch the holiday calendar.')}>
          {(data) => (
            <>
              <>
                <p className="text-sm text-stone-700">
                  {data.rest_day === null
                    ? t('No fixed rest day is set in the contract.')
                    : t('Rest day: {{day}}', {
                        day: labelOf(t, REST_DAY_LABELS, String(data.rest_day)),
                      })}
                </p>
                {data.provisional ? (
                  <p className="mt-1 text-sm text-amber-900">
                    {t(
                      'The holidays of this year are not yet published; the dates are provisional.',
                    )}
                  </p>
                ) : null}
                <ul className="mt-3 divide-y divide-stone-100">
                  {data.holidays.map((holiday) => (
                    <li
                      key={`${holiday.date}-${holiday.name_key}`}
                      className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm"
                    >
                      <span className="font-semibold text-stone-900">{holiday.name}</span>
                      <span className="text-stone-700">
                        {formatDay(holiday.date)}
                        {holiday.substitute_date
                          ? ` — ${t('falls on the rest day; substitute day {{date}}', {
                              date: formatDay(holiday.substitute_date),
                            })}`
                          : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            </>
          )}
        </QueryState>
      </div>
    </SectionCard>
  )
}
