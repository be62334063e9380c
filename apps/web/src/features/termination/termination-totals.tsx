import { useTranslation } from 'react-i18next'
import type { TerminationResult } from '@hearth/shared/termination'
import { formatMoney } from './termination-format'

/**
 * The two totals of ADR 0014, led by what the employer must pay: the full settlement (every item)
 * in the highlighted box, then the spec's narrower `total` (docs/spec/employment.md §9), said to
 * be a part of it so that nobody pays it on top or mistakes it for the whole.
 */
export function TerminationTotals({ result }: { result: TerminationResult }) {
  const { t } = useTranslation()
  return (
    <dl className="space-y-3">
      <div className="rounded-xl border-2 border-orange-300 bg-orange-50 p-4 print:border-stone-800">
        <dt className="font-medium text-stone-800">{t('Full settlement total')}</dt>
        <dd className="mt-1 text-3xl font-bold text-stone-900" data-testid="settlement-total">
          {formatMoney(result.settlement_total)}
        </dd>
        <dd className="mt-2 text-sm text-stone-700">
          {t(
            'The amount you must pay: every item of the breakdown (final wages, notice pay, leave pay, severance or long service payment and the journey allowance).',
          )}
        </dd>
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-4">
        <dt className="text-sm font-medium text-stone-700">
          {t('Total estimated termination pay')}
        </dt>
        <dd className="mt-1 text-lg font-semibold text-stone-900" data-testid="termination-total">
          {formatMoney(result.total)}
        </dd>
        <dd className="mt-1 text-sm text-stone-700">
          {t(
            'Part of the full settlement, not paid on top of it: the wage from remaining leave days plus the long service payment, or the severance payment when there is no long service payment.',
          )}
        </dd>
      </div>
    </dl>
  )
}
