import { useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { REPORT_STATUSES, type ReportStatus } from '@hearth/shared/safety'
import { EmptyNote } from '../../components/ui/empty-note'
import { PageFrame } from '../../components/ui/page-frame'
import { Pagination } from '../../components/ui/pagination'
import { QueryState } from '../../components/ui/query-state'
import { useAuth } from '../../lib/auth'
import { viewerOf } from '../../lib/viewer'
import { useReportQueue, type QueueQuery, type ReportOrder } from './operator-api'
import { useStatusLabels } from './operator-labels'
import { OperatorNav } from './operator-nav'
import { ReportCard } from './report-card'
import { SegmentedLinks } from './segmented-links'

const ORDERS: readonly ReportOrder[] = ['newest', 'most_reported']

/** The queue's place from the address: unknown values fall back to open, newest, page 1. */
function queryOf(params: URLSearchParams): QueueQuery {
  const status = params.get('status')
  const order = params.get('order')
  const page = Number(params.get('page'))
  return {
    status: REPORT_STATUSES.find((value) => value === status) ?? 'open',
    order: ORDERS.find((value) => value === order) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The address of the queue at `query`, leaving the defaults out. */
function searchOf(query: QueueQuery): string {
  const params = new URLSearchParams()
  if (query.status !== 'open') params.set('status', query.status)
  if (query.order !== 'newest') params.set('order', query.order)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** `/operator`: the reports waiting for a decision (or decided), newest or most reported first. */
export function OperatorReportsPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const query = queryOf(params)
  const queue = useReportQueue(viewerOf(user), query)
  const total = useRef<HTMLParagraphElement>(null)
  const statusLabels = useStatusLabels()
  const empty: Record<ReportStatus, string> = {
    open: t('No open reports.'),
    actioned: t('No actioned reports.'),
    dismissed: t('No dismissed reports.'),
  }

  return (
    <PageFrame
      title={t('Reports')}
      intro={t('What people and Hearth’s scam check reported. Open a report to decide on it.')}
    >
      <OperatorNav current="reports" />
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <SegmentedLinks
          label={t('Report status')}
          options={REPORT_STATUSES.map((value) => ({ value, label: statusLabels[value] }))}
          chosen={query.status}
          searchFor={(status) => searchOf({ ...query, status, page: 1 })}
        />
        <SegmentedLinks
          label={t('Order')}
          options={[
            { value: 'newest', label: t('Newest first') },
            { value: 'most_reported', label: t('Most reported first') },
          ]}
          chosen={query.order}
          searchFor={(order) => searchOf({ ...query, order, page: 1 })}
        />
      </div>
      <QueryState
        query={queue}
        loading={t('Loading reports…')}
        failed={t('The reports could not be loaded.')}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyNote>{empty[query.status]}</EmptyNote>}
      >
        {(data) => (
          <div className="space-y-4" aria-busy={queue.isPlaceholderData || undefined}>
            <p ref={total} tabIndex={-1} className="text-sm text-stone-700 focus:outline-none">
              {t('{{count}} reports', { count: data.count })}
            </p>
            <ul className="space-y-3">
              {data.results.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.count / data.page_size))}
              onPage={(page) => {
                setParams(new URLSearchParams(searchOf({ ...query, page })))
                total.current?.focus({ preventScroll: true })
                total.current?.scrollIntoView?.({ block: 'start' })
              }}
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  )
}
