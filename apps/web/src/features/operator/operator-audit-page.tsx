import { useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AuditEntry } from '@hearth/shared/operator'
import { EmptyNote } from '../../components/ui/empty-note'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageFrame } from '../../components/ui/page-frame'
import { Pagination } from '../../components/ui/pagination'
import { QueryState } from '../../components/ui/query-state'
import { ScrollRegion } from '../../components/ui/scroll-region'
import { useAuth } from '../../lib/auth'
import { useLanguage } from '../../lib/i18n'
import { viewerOf } from '../../lib/viewer'
import { useAuditLog } from './operator-api'
import { formatWhen } from './operator-format'
import { useAuditActionLabels, useTargetTypeLabels } from './operator-labels'
import { OperatorNav } from './operator-nav'
import { operatorPaths } from './operator-paths'

/**
 * What an entry acted on: a report or a verification request links to its page; an account or a
 * thing shows its id.
 */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const types = useTargetTypeLabels()
  const kinds: Record<string, string> = {
    ...types,
    report: t('A report'),
    user: t('An account'),
    verification: t('A verification request'),
  }
  const kind = kinds[entry.target_type] ?? entry.target_type
  const pageOf: Record<string, ((id: string) => string) | undefined> = {
    report: operatorPaths.report,
    verification: operatorPaths.verification,
  }
  const page = pageOf[entry.target_type]
  return (
    <>
      <span className="block">{kind}</span>
      {page ? (
        <Link to={page(entry.target_id)} className={`${LINK_CLASSES} break-all`}>
          {entry.target_id}
        </Link>
      ) : (
        <code className="text-sm break-all">{entry.target_id}</code>
      )}
    </>
  )
}

const CELL = 'px-3 py-2.5 align-top'

/** `/operator/audit`: every operator action, newest first, a page at a time. */
export function OperatorAuditPage() {
  const { t } = useTranslation()
  const language = useLanguage()
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const requested = Number(params.get('page'))
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1
  const log = useAuditLog(viewerOf(user), page)
  const actions = useAuditActionLabels()
  const tableRef = useRef<HTMLTableElement>(null)

  return (
    <PageFrame
      title={t('Audit log')}
      intro={t('Every decision operators made, newest first. Entries are never changed.')}
    >
      <OperatorNav current="audit" />
      <QueryState
        query={log}
        loading={t('Loading the audit log…')}
        failed={t('The audit log could not be loaded.')}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyNote>{t('No operator has acted yet.')}</EmptyNote>}
      >
        {(data) => (
          <div className="space-y-6" aria-busy={log.isPlaceholderData || undefined}>
            <ScrollRegion
              label={t('Audit log entries')}
              className="rounded-2xl border border-stone-200 bg-white shadow-sm"
            >
              <table ref={tableRef} tabIndex={-1} className="w-full min-w-[44rem] text-left">
                <caption className="sr-only">{t('Audit log entries')}</caption>
                <thead className="border-b border-stone-200 bg-stone-50 text-sm text-stone-700">
                  <tr>
                    <th scope="col" className={CELL}>
                      {t('When')}
                    </th>
                    <th scope="col" className={CELL}>
                      {t('Operator')}
                    </th>
                    <th scope="col" className={CELL}>
                      {t('Action')}
                    </th>
                    <th scope="col" className={CELL}>
                      {t('On')}
                    </th>
                    <th scope="col" className={CELL}>
                      {t('Reason given')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100 text-stone-900">
                  {data.results.map((entry) => (
                    <tr key={entry.id}>
                      <td className={`${CELL} whitespace-nowrap`}>
                        <time dateTime={entry.created_at}>
                          {formatWhen(entry.created_at, language)}
                        </time>
                      </td>
                      <td className={`${CELL} break-all`}>{entry.operator.email}</td>
                      <th scope="row" className={`${CELL} font-semibold`}>
                        {actions[entry.action]}
                      </th>
                      <td className={CELL}>
                        <AuditTarget entry={entry} />
                      </td>
                      <td className={`${CELL} min-w-[14rem] whitespace-pre-wrap`}>
                        {entry.reason}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <Pagination
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.count / data.page_size))}
              onPage={(next) => {
                setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : {})
                tableRef.current?.focus({ preventScroll: true })
                tableRef.current?.scrollIntoView?.({ block: 'start' })
              }}
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  )
}
