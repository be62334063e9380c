import { useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { VERIFICATION_STATUSES, type VerificationStatus } from '@hearth/shared/verification'
import { EmptyNote } from '../../components/ui/empty-note'
import { PageFrame } from '../../components/ui/page-frame'
import { Pagination } from '../../components/ui/pagination'
import { QueryState } from '../../components/ui/query-state'
import { SectionCard } from '../../components/ui/section-card'
import { useAuth } from '../../lib/auth'
import { viewerOf } from '../../lib/viewer'
import { useVerificationQueue, type VerificationQuery } from './operator-api'
import { useVerificationStatusLabels } from './operator-labels'
import { OperatorNav } from './operator-nav'
import { RevokeBadgeForm } from './revoke-badge-form'
import { SegmentedLinks } from './segmented-links'
import { VerificationCard } from './verification-card'

/** The queue's place from the address: unknown values fall back to the requests to check, page 1. */
function queryOf(params: URLSearchParams): VerificationQuery {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    status: VERIFICATION_STATUSES.find((value) => value === status) ?? 'pending',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The address of the queue at `query`, leaving the defaults out. */
function searchOf(query: VerificationQuery): string {
  const params = new URLSearchParams()
  if (query.status !== 'pending') params.set('status', query.status)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/**
 * `/operator/verifications` (issue 24): the requests for a verified badge, oldest first, by
 * status; and revoking a badge by the person's user id.
 */
export function OperatorVerificationsPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const query = queryOf(params)
  const queue = useVerificationQueue(viewerOf(user), query)
  const total = useRef<HTMLParagraphElement>(null)
  const statusLabels = useVerificationStatusLabels()
  const empty: Record<VerificationStatus, string> = {
    pending: t('No request is waiting to be checked.'),
    approved: t('No request has been given a badge.'),
    rejected: t('No request has been turned down.'),
    expired: t('No badge has expired.'),
    revoked: t('No badge has been revoked.'),
  }

  return (
    <PageFrame
      title={t('Verifications')}
      intro={t(
        'Helpers and employers who asked for a verified badge, oldest first. Open a request to check its document and decide.',
      )}
    >
      <OperatorNav current="verifications" />
      <div className="space-y-6">
        <div className="space-y-5">
          <SegmentedLinks
            label={t('Verification status')}
            options={VERIFICATION_STATUSES.map((value) => ({ value, label: statusLabels[value] }))}
            chosen={query.status}
            searchFor={(status) => searchOf({ status, page: 1 })}
          />
          <QueryState
            query={queue}
            loading={t('Loading verification requests…')}
            failed={t('The verification requests could not be loaded.')}
            isEmpty={(data) => data.results.length === 0}
            empty={<EmptyNote>{empty[query.status]}</EmptyNote>}
          >
            {(data) => (
              <div className="space-y-4" aria-busy={queue.isPlaceholderData || undefined}>
                <p ref={total} tabIndex={-1} className="text-sm text-stone-700 focus:outline-none">
                  {t('{{count}} requests', { count: data.count })}
                </p>
                <ul className="space-y-3">
                  {data.results.map((verification) => (
                    <VerificationCard key={verification.id} verification={verification} />
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
        </div>
        <SectionCard
          title={t('Revoke a badge')}
          description={t(
            'For a badge that must end before its time: a visa cancelled, a document found to be false.',
          )}
        >
          <RevokeBadgeForm />
        </SectionCard>
      </div>
    </PageFrame>
  )
}
