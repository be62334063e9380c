import { useTranslation } from 'react-i18next'
import type { PlanId } from '@hearth/shared/plans'
import { formatHongKongDate } from '../../lib/format-date'
import { formatHkd } from '../../lib/format-money'
import { useLanguage } from '../../lib/i18n'
import { usePayments } from './plans-api'
import { ReceiptLink } from './receipt-link'
import { QueryState } from '../../components/ui/query-state'

type PurchaseHistoryProps = { viewer: string; planName: (id: PlanId) => string }

/** The caller's purchases, newest first: plan, amount, payment date, access period, receipt. */
export function PurchaseHistory({ viewer, planName }: PurchaseHistoryProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const payments = usePayments(viewer)
  const date = (value: string) => formatHongKongDate(value, language) ?? value

  const body = (
    <QueryState
      query={payments}
      inline
      loading={t('Loading your purchases…')}
      failed={t('Failed to load your purchases.')}
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-stone-700">{t('You have not bought a plan yet.')}</p>}
    >
      {(data) => (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {data.map((payment) => (
            <li
              key={payment.id}
              className="grid gap-1 px-5 py-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
            >
              <div>
                <p className="font-semibold text-stone-900">
                  {planName(payment.plan)} · {formatHkd(payment.amount)}
                </p>
                <p className="text-sm text-stone-700">
                  {t('Paid {{date}}', { date: date(payment.paid_at) })}
                </p>
                <p className="text-sm text-stone-700">
                  {t('Access {{start}} – {{end}}', {
                    start: date(payment.access_start),
                    end: date(payment.access_end),
                  })}
                </p>
              </div>
              {payment.receipt_url ? <ReceiptLink url={payment.receipt_url} /> : null}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )

  return (
    <section aria-labelledby="purchases-title" className="mt-12">
      <h2 id="purchases-title" className="text-xl font-bold text-stone-900">
        {t('Purchase history')}
      </h2>
      <div className="mt-4" aria-busy={payments.isPending || undefined}>
        {body}
      </div>
    </section>
  )
}
