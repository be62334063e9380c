import { addDays, monthPeriodEnd } from '@hearth/hk-labour/dates'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { PERIOD_END_BEFORE_START, type Timeline, type TimelineQuery } from '@hearth/shared/timeline'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { runLabourAsync } from '../../lib/labour'
import { contractsOfEmployment, findEmploymentForParty } from '../contracts/employments.service'
import { serviceStartOf, timelineFacts, type TimelineFact } from './timeline-events'
import { presentEvent } from './timeline.presenter'
import { timelineSources } from './timeline-sources'

/** A date `months` calendar months after `date` (the same day, or the month's last day). */
export function monthsAfter(date: string, months: number): string {
  return addDays(monthPeriodEnd(date, months), 1)
}

/**
 * The facts of an employment from `from` to `to`. Payroll due dates and leave years are kept to
 * the 12 months either side of today, so a long employment does not list every month. Records
 * the engine cannot calculate throw its `RangeError`: a request turns it into a 400
 * (`timelineOfEmployment`), the reminders task skips that employment.
 */
export async function factsOfEmployment(
  deps: AppDeps,
  employmentUid: string,
  window: { today: string; from?: string; to?: string },
): Promise<{ facts: TimelineFact[]; from: string; to: string }> {
  const [contracts, documents, payrollMonths] = await Promise.all([
    contractsOfEmployment(deps, employmentUid),
    timelineSources.documentExpiriesOf(deps, employmentUid),
    timelineSources.payrollMonthsOf(deps, employmentUid),
  ])
  const { today } = window
  const firstStart = contracts
    .filter((contract) => contract.status !== 'CANCELLED')
    .map((contract) => contract.startDate)
    .sort()[0]
  const from = window.from ?? serviceStartOf(contracts) ?? firstStart ?? today
  const to = window.to ?? monthsAfter(today, 12)
  if (to < from) {
    throw new AppError('invalid', PERIOD_END_BEFORE_START, {
      fields: { to: [PERIOD_END_BEFORE_START] },
    })
  }
  const facts = timelineFacts({
    employmentUid,
    contracts,
    documents,
    payrollMonths,
    from,
    to,
    recurringFrom: monthsAfter(today, -12),
    recurringTo: monthsAfter(today, 12),
  })
  return { facts, from, to }
}

/** GET /employments/{uid}/timeline/: to the employment's two parties; anyone else gets 404. */
export async function timelineOfEmployment(
  deps: AppDeps,
  actor: Actor,
  employmentUid: string,
  query: TimelineQuery,
  language: Language,
): Promise<Timeline> {
  const employment = await findEmploymentForParty(deps, employmentUid, actor)
  if (!employment) throw new AppError('not_found', tk('Employment not found.'))
  const today = hongKongToday(deps.clock())
  // Records the engine refuses are a 400 `invalid`, not a 500.
  const { facts, from, to } = await runLabourAsync(() =>
    factsOfEmployment(deps, employment.uid, {
      today,
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
    }),
  )
  return {
    employment: employment.uid,
    today,
    from,
    to,
    events: facts.map((fact) =>
      presentEvent(fact, today, employment.party, employment.uid, language),
    ),
  }
}
