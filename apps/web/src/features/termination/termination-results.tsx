import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { tk } from '@hearth/shared/i18n-keys'
import {
  TERMINATION_TYPE_LABELS,
  type TerminationItem,
  type TerminationResult,
} from '@hearth/shared/termination'
import { formatDay, formatMoney, formatNumber, isPassageInKind } from './termination-format'
import { TerminationTotals } from './termination-totals'

/**
 * The summary cards: the spec's display keys (docs/spec/employment.md §3 "Termination
 * result").
 */
const SUMMARY_CARDS = [
  ['Years Worked', tk('Years Worked')],
  ['Months Worked', tk('Months Worked')],
  ['Salary', tk('Salary per month')],
  ['Average Daily Wage', tk('Average Daily Wage')],
  ['Start Date of Employment', tk('Start Date of Employment')],
  ['Last Date', tk('Last Date')],
  ['Severance Payment', tk('Severance Payment')],
  ['Long Service Payment', tk('Long Service Payment')],
  ['Wage from remaining Leave Days', tk('Wage from remaining Leave Days')],
  ['Daily Food Allowance', tk('Daily Food Allowance')],
] as const satisfies readonly (readonly [keyof TerminationResult, string])[]

const LEAVE_FIGURES = [
  ['Annual Leave Total Allocated Balance', tk('Annual Leave Total Allocated Balance')],
  ['Used leaves', tk('Used leaves')],
  ['Accrued to Date', tk('Accrued to Date')],
  ['Last Accrual Year', tk('Last Accrual Year')],
  ['Last Allocated Balance', tk('Last Allocated Balance')],
  ['Days for calculation', tk('Days for calculation')],
  ['Last Accrued Leave', tk('Last Accrued Leave')],
] as const satisfies readonly (readonly [keyof TerminationResult, string])[]

const DATE_KEYS = new Set(['Start Date of Employment', 'Last Date'])
const COUNT_KEYS = new Set(['Years Worked', 'Months Worked'])

/** A summary card's value as shown: numbers, dates and money formatted, 'N/A' in the reader's words. */
export function valueOf(
  t: TFunction,
  result: TerminationResult,
  key: (typeof SUMMARY_CARDS)[number][0],
): string {
  const value = result[key]
  if (typeof value === 'number') return formatNumber(value)
  if (value === 'N/A') return t('N/A')
  if (DATE_KEYS.has(key)) return formatDay(value)
  return formatMoney(value)
}

/** A date that may wrap only between its year and the rest ("2025年" / "9月24日"), never before "日". */
function DateParts({ text }: { text: string }) {
  if (!text.includes('年')) return text
  return text.split(/(?<=年)/).map((part, index) => (
    <span key={index} className="whitespace-nowrap">
      {part}
    </span>
  ))
}

function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4 print:break-inside-avoid">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-base font-semibold break-words text-stone-900 tabular-nums sm:text-lg print:text-base">
        {children}
      </dd>
    </div>
  )
}

function Items({ items, caption }: { items: readonly TerminationItem[]; caption: string }) {
  const { t } = useTranslation()
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white print:overflow-visible">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('Settlement item')}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell print:table-cell">
              {t('Legal basis')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('Amount due')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {items.map((item, index) => (
            <tr key={`${item.key}-${index}`}>
              <th scope="row" className="px-3 py-2 font-normal text-stone-900">
                {item.label}
                {/* The days a wage item pays for, or why arrears are owed (issue 22). */}
                {item.period ? (
                  <span className="mt-0.5 block text-stone-700">
                    {t('{{start}} to {{end}}', {
                      start: formatDay(item.period.from),
                      end: formatDay(item.period.to),
                    })}
                  </span>
                ) : item.note ? (
                  <span className="mt-0.5 block break-words text-stone-700">{item.note}</span>
                ) : null}
                {/* On a phone the legal basis goes under the item so the amount stays in view. */}
                <span className="mt-0.5 block text-stone-600 sm:hidden print:hidden">
                  {item.rule}
                </span>
              </th>
              <td className="hidden px-3 py-2 text-stone-600 sm:table-cell print:table-cell">
                {item.rule}
              </td>
              {isPassageInKind(item) ? (
                <td className="px-3 py-2 text-right text-stone-900">
                  {t('Provided in kind (ticket)')}
                </td>
              ) : (
                <td className="px-3 py-2 text-right whitespace-nowrap text-stone-900 tabular-nums">
                  {formatMoney(item.amount)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 print:break-inside-avoid">
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  )
}

/**
 * What the calculator answered: the two totals first (what the employer must pay leads), then the
 * cards, the explained breakdown, dates and warnings.
 */
export function TerminationResults({ result }: { result: TerminationResult }) {
  const { t } = useTranslation()
  const leaveDays = (key: (typeof LEAVE_FIGURES)[number][0]) =>
    key === 'Last Accrual Year'
      ? formatNumber(result[key])
      : t('{{days}} leave days', { days: formatNumber(result[key]) })
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h2 className="text-xl font-bold text-stone-900">
          {result.helper_name
            ? t('Termination payment for {{name}}', { name: result.helper_name })
            : t('Termination settlement')}
        </h2>
        <p className="text-stone-700">
          {t(TERMINATION_TYPE_LABELS[result.termination_type])}
          {' · '}
          {t('Last day {{date}}', { date: formatDay(result.termination_date) })}
        </p>
        <p className="text-stone-700">
          {t('Wages paid up to {{date}}', { date: formatDay(result.wages_paid_up_to) })}
        </p>
      </header>

      <Section title={t('Settlement totals')}>
        <TerminationTotals result={result} />
      </Section>

      <Section title={t('Service and pay summary')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 print:grid-cols-3">
          {SUMMARY_CARDS.map(([key, label]) => (
            <Card key={key} label={t(label)}>
              {COUNT_KEYS.has(key) ? (
                formatNumber(result[key] as number)
              ) : DATE_KEYS.has(key) ? (
                <DateParts text={valueOf(t, result, key)} />
              ) : (
                valueOf(t, result, key)
              )}
            </Card>
          ))}
        </dl>
      </Section>

      <Section title={t('Annual leave figures')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 print:grid-cols-3">
          {LEAVE_FIGURES.map(([key, label]) => (
            <Card key={key} label={t(label)}>
              {leaveDays(key)}
            </Card>
          ))}
        </dl>
      </Section>

      <Section title={t('Settlement breakdown')}>
        <Items items={result.items} caption={t('Settlement breakdown')} />
      </Section>

      {result.payable_by_helper.length > 0 ? (
        <Section title={t('Payable by the helper')}>
          <p className="text-sm text-stone-700">
            {t(
              'The helper owes these sums ({{total}}); they are not deducted from the settlement.',
              {
                total: formatMoney(result.payable_by_helper_total),
              },
            )}
          </p>
          <Items items={result.payable_by_helper} caption={t('Payable by the helper')} />
        </Section>
      ) : null}

      <Section title={t('Deadlines after termination')}>
        <ul className="list-disc space-y-1 pl-5 text-stone-800">
          <li>
            {t('Pay the settlement by {{date}} (within 7 days of the last day).', {
              date: formatDay(result.payment_due_by),
            })}
          </li>
          {result['Severance Payment'] !== 'N/A' ? (
            <li>
              {t('A severance payment is due within 2 months of the helper’s written claim.')}
            </li>
          ) : null}
          {result.immigration_notification_due_by ? (
            <li>
              {t('Notify the Immigration Department in writing by {{date}}.', {
                date: formatDay(result.immigration_notification_due_by),
              })}
            </li>
          ) : null}
          {result.helper_departure_by ? (
            <li>
              {t('The helper must leave Hong Kong by {{date}} unless she has a new visa.', {
                date: formatDay(result.helper_departure_by),
              })}
            </li>
          ) : null}
        </ul>
      </Section>

      {result.warnings.length > 0 ? (
        <Section title={t('Points to check')}>
          <ul className="list-disc space-y-1 pl-5 text-stone-800">
            {result.warnings.map((warning) => (
              <li key={warning.code}>{warning.message}</li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  )
}
