import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FilePlus2 } from 'lucide-react'
import type { Contract } from '@hearth/shared/employments'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { TextField } from '../../components/ui/text-field'
import { paths } from '../../lib/paths'
import { ContractStatusBadge } from './employment-badges'
import { formatAmount, formatDay, formatDays } from './employment-format'
import type { Form, LeaveYear } from './onboarding-form'
import { monthLabel } from './opening-figures'

// The first three steps of the onboarding flow (onboarding-page.tsx): contracts, balances, wages.

type FieldProps = {
  form: Form
  today: string
  set: (change: Partial<Form>, field: string) => void
  err: (key: string) => string | undefined
  fieldError: (field: string) => ReactNode
}

/** Step 1: the employment's contracts, and the way to add an earlier one. */
export function ContractsStep({
  contracts,
  start,
}: {
  contracts: readonly Contract[]
  start: string | null
}) {
  const { t } = useTranslation()
  return (
    <>
      <p className="text-sm text-stone-700">
        {t(
          'Enter every contract of this employment as it was signed, the earlier ones too: continuous service counts from the first start, for annual leave, long service and severance.',
        )}
      </p>
      <ul className="space-y-2">
        {contracts.map((contract) => (
          <li
            key={contract.uid}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-3 text-sm"
          >
            <span>
              <span className="font-semibold">{contract.job_title}</span>
              {' · '}
              {contract.end_date
                ? t('{{start}} to {{end}}', {
                    start: formatDay(contract.start_date),
                    end: formatDay(contract.end_date),
                  })
                : t('From {{start}}, no end date', {
                    start: formatDay(contract.start_date),
                  })}
              {' · '}
              {formatAmount(contract.salary_amount)}
            </span>
            <ContractStatusBadge status={contract.status} />
          </li>
        ))}
      </ul>
      {start ? (
        <p className="text-sm font-semibold text-stone-900">
          {t('Continuous service counts from {{date}}.', { date: formatDay(start) })}
        </p>
      ) : (
        <Alert tone="info">
          {t('No contract of this employment has started yet: enter the current one first.')}
        </Alert>
      )}
      <div>
        <Link
          to={paths.createContract({ status: 'COMPLETED' })}
          className={buttonClasses('secondary', 'sm')}
        >
          <FilePlus2 aria-hidden="true" className="size-4 text-orange-700" />
          {t('Add an earlier contract')}
        </Link>
        <p className="mt-1 text-sm text-stone-600">
          {t(
            'Use the same e-mail address of the helper and the status Completed, with its own dates and wage.',
          )}
        </p>
      </div>
    </>
  )
}

/** Step 2: the opening date, annual leave per completed leave year, sickness days, holidays. */
export function BalancesStep({
  form,
  today,
  set,
  err,
  fieldError,
  start,
  leaveYears,
  sickMax,
}: FieldProps & {
  start: string | null
  leaveYears: readonly LeaveYear[]
  sickMax: number | null
}) {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        type="date"
        label={t('Opening date')}
        hint={t(
          'The day the figures below stood, for example the day before you started using Hearth.',
        )}
        required
        min={start ?? undefined}
        max={today}
        value={form.as_of}
        onChange={(event) => set({ as_of: event.target.value }, 'as_of')}
        error={err('as_of')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-800">
          {t('Annual leave days still untaken, per completed leave year')}
        </legend>
        {leaveYears.length === 0 ? (
          <p className="text-sm text-stone-600">
            {t('No leave year was completed by the opening date: there is nothing to enter here.')}
          </p>
        ) : (
          leaveYears.map(({ year, from, to, days }) => (
            <TextField
              key={year}
              inputMode="decimal"
              label={t('Leave year {{year}} ({{from}} to {{to}})', {
                year,
                from: formatDay(from),
                to: formatDay(to),
              })}
              hint={t('Days left of its {{days}} days, in whole or half days.', {
                days: formatDays(days),
              })}
              value={form.leave[year] ?? ''}
              onChange={(event) =>
                set(
                  { leave: { ...form.leave, [year]: event.target.value } },
                  `annual_leave.${year}`,
                )
              }
              error={err(`annual_leave.${year}`)}
            />
          ))
        )}
        {fieldError('annual_leave')}
      </fieldset>
      <TextField
        inputMode="numeric"
        label={t('Paid sickness days left')}
        hint={
          sickMax === null
            ? t('Whole days, from 0 to 120.')
            : t('Whole days: at most {{days}} could be held on the opening date.', {
                days: sickMax,
              })
        }
        required
        value={form.sick_days_left}
        onChange={(event) => set({ sick_days_left: event.target.value }, 'sick_days_left')}
        error={err('sick_days_left')}
      />
      <TextField
        inputMode="numeric"
        label={t('Statutory holidays owed')}
        hint={t(
          'Holidays she worked or that fell on her rest day, not yet given as another day off.',
        )}
        required
        value={form.statutory_holidays_owed}
        onChange={(event) =>
          set({ statutory_holidays_owed: event.target.value }, 'statutory_holidays_owed')
        }
        error={err('statutory_holidays_owed')}
      />
    </>
  )
}

/** Step 3: the wages paid date and the actual wages of up to 12 months. */
export function WagesStep({
  form,
  today,
  set,
  err,
  fieldError,
  months,
}: FieldProps & { months: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        type="date"
        label={t('Wages paid up to')}
        hint={t('The last day whose wages she has been paid.')}
        required
        max={today}
        value={form.wages_paid_up_to}
        onChange={(event) => set({ wages_paid_up_to: event.target.value }, 'wages_paid_up_to')}
        error={err('wages_paid_up_to')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-800">
          {t('Actual wages of the last 12 months')}
        </legend>
        <p className="text-sm text-stone-600">
          {t(
            'Only where a month’s wages differed from the contract (no-pay leave, a rise, a bonus). Leave the others blank. They give the average daily wage of holiday pay, sickness allowance and a termination payment.',
          )}
        </p>
        {months.length === 0 ? (
          <p className="text-sm text-stone-600">{t('Enter the wages paid date first.')}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {months.map((month) => (
              <TextField
                key={month}
                inputMode="decimal"
                label={t('Wages for {{month}} (HK$)', { month: monthLabel(month) })}
                placeholder={t('As the contract')}
                value={form.wages[month] ?? ''}
                onChange={(event) =>
                  set(
                    { wages: { ...form.wages, [month]: event.target.value } },
                    `past_wages.${month}`,
                  )
                }
                error={err(`past_wages.${month}`)}
              />
            ))}
          </div>
        )}
        {fieldError('past_wages')}
      </fieldset>
    </>
  )
}
