import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Employment } from '@hearth/shared/employments'
import type { LeaveRequest } from '@hearth/shared/leaves'
import { Alert } from '../../components/ui/alert'
import { EmptyNote } from '../../components/ui/empty-note'
import { HolidayCalendar } from './holiday-calendar'
import { useLeaveAdjustments, useLeaveBalance, useLeaveRequests } from './leave-api'
import { LeaveAdjustmentsTable, LeaveBalanceCard, LeaveRequestItem, LeaveTabs } from './leave-parts'
import { SectionCard } from '../../components/ui/section-card'
import { QueryState } from '../../components/ui/query-state'

/** Requests of a tab, newest first. */
export function requestsOf(
  requests: LeaveRequest[],
  statuses: readonly string[] | null,
): LeaveRequest[] {
  return requests
    .filter((request) => statuses === null || statuses.includes(request.status_type))
    .sort((a, b) => b.from_date.localeCompare(a.from_date) || b.id - a.id)
}

const ENDED = [
  'COMPLETED',
  'TERMINATED_MUTUAL',
  'TERMINATED_EMPLOYER',
  'TERMINATED_HELPER',
  'CANCELLED',
]

/** The warning when the employment lacks the contract details leave is counted from. */
export function ContractWarning({ employment }: { employment: Employment | undefined }) {
  const { t } = useTranslation()
  if (!employment) return null
  const contract = employment.latest_contract_details
  if (!contract || ENDED.includes(contract.status))
    return (
      <Alert tone="info">
        {t(
          'Contract details are missing: there is no active contract, so leave balances may be incomplete.',
        )}
      </Alert>
    )
  if (contract.exclude_day_type === null)
    return (
      <Alert tone="info">
        {t(
          'Contract details are missing: the contract names no rest day, so every day counts as a working day.',
        )}
      </Alert>
    )
  return null
}

/** Balance, adjustments and the holiday calendar: the parts both leave pages share. */
export function useLeaveFacts(employmentUid: string) {
  const { t } = useTranslation()
  const balance = useLeaveBalance(employmentUid)
  const adjustments = useLeaveAdjustments(employmentUid)
  return {
    balance: (
      <QueryState
        query={balance}
        inline
        failed={t('Failed to fetch leave requests.')}
        notFound={t('This employment was not found, or it is not yours.')}
      >
        {(data) => <LeaveBalanceCard balance={data} />}
      </QueryState>
    ),
    adjustments: adjustments.data ? <LeaveAdjustmentsTable adjustments={adjustments.data} /> : null,
    holidays: <HolidayCalendar employmentUid={employmentUid} />,
  }
}

/** The list of requests with its tabs, each request with the page's actions. */
export function LeaveRequestsSection<K extends string>({
  employmentUid,
  tabs,
  current,
  onTab,
  actionsOf,
}: {
  employmentUid: string
  tabs: readonly { key: K; label: string; statuses: readonly string[] | null }[]
  current: K
  onTab: (key: K) => void
  actionsOf: (request: LeaveRequest) => ReactNode
}) {
  const { t } = useTranslation()
  const requests = useLeaveRequests(employmentUid)
  const tab = tabs.find((item) => item.key === current) ?? tabs[0]
  return (
    <SectionCard title={t('Leave requests')}>
      <QueryState
        query={requests}
        inline
        failed={t('Failed to fetch leave requests.')}
        notFound={t('This employment was not found, or it is not yours.')}
      >
        {(data) => (
          <>
            <>
              <LeaveTabs
                label={t('Leave requests')}
                tabs={tabs.map((item) => ({
                  key: item.key,
                  label: item.label,
                  count: requestsOf(data, item.statuses).length,
                }))}
                current={current}
                onChange={onTab}
              />
              <div
                id="leave-tab-panel"
                role="tabpanel"
                aria-labelledby={`leave-tab-${current}`}
                className="mt-4"
              >
                {(() => {
                  const shown = requestsOf(data, tab?.statuses ?? null)
                  return shown.length === 0 ? (
                    <EmptyNote>{t('No leave requests here.')}</EmptyNote>
                  ) : (
                    <ul className="space-y-3">
                      {shown.map((request) => (
                        <li key={request.id}>
                          <LeaveRequestItem request={request} actions={actionsOf(request)} />
                        </li>
                      ))}
                    </ul>
                  )
                })()}
              </div>
            </>
          </>
        )}
      </QueryState>
    </SectionCard>
  )
}
