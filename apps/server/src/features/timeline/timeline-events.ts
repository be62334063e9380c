import { addDays, lastOfMonth, monthKey, monthPeriodEnd } from '@hearth/hk-labour/dates'
import { annualLeaveEntitlement } from '@hearth/hk-labour/leave'
import { TIMELINE_EVENT_KINDS, type TimelineEventKind } from '@hearth/shared/timeline'
import type { ContractRecord } from '../contracts/employments.service'

// The employment's dated events, computed from its contracts, documents and payroll months.
// Pure: no database, no clock, no language (timeline.presenter.ts words them for a reader).

/** Where the reader acts on an event; resolved to a web path per party. */
export type EventLink = 'contracts' | 'documents' | 'payroll' | 'leave'

export type TimelineFact = {
  /** Stable and unique across employments; it carries the date, so a moved date is new. */
  key: string
  kind: TimelineEventKind
  date: string
  link: EventLink
  /** What the wording needs; see timeline.presenter.ts. */
  facts: {
    contractStart?: string
    contractEnd?: string | null
    jobTitle?: string
    terminated?: boolean
    documentTitle?: string
    leaveYear?: number
    leaveDays?: number
    month?: string
    finalised?: boolean
    paymentDate?: string | null
    finalMonth?: boolean
    /** A document whose renewal is uploaded: the renewal's expiry date. */
    renewedUntil?: string
  }
}

export type DocumentExpiry = { uid: string; type: string; title: string; expiryDate: string }
export type PayrollMonth = {
  month: string
  finalised: boolean
  paymentDate: string | null
  paymentDueDate: string
}

export type TimelineInput = {
  employmentUid: string
  contracts: readonly ContractRecord[]
  documents: readonly DocumentExpiry[]
  payrollMonths: readonly PayrollMonth[]
  /** Events dated from `from` to `to`, both included. */
  from: string
  to: string
  /** Monthly and yearly events (payroll due dates, leave years) only within this span. */
  recurringFrom: string
  recurringTo: string
}

/** Renewal talks open 8 weeks before the contract's last day (issue 14). */
export const RENEWAL_WINDOW_DAYS = 56
/** EO s.23: wages are due within 7 days after the end of the wage period (s.25 on termination). */
export const WAGES_DUE_AFTER_DAYS = 7
/** EO Part VA: 24 months' continuous service for a severance payment; Part VB: 5 years for LSP. */
export const SEVERANCE_MONTHS = 24
export const LONG_SERVICE_MONTHS = 60

const TERMINATED = new Set(['TERMINATED_MUTUAL', 'TERMINATED_EMPLOYER', 'TERMINATED_HELPER'])

/** The first day of service: the earliest contract that was ever in force (as leave does). */
export function serviceStartOf(contracts: readonly ContractRecord[]): string | null {
  const served = contracts.filter(
    (c) => c.activatedAt !== null || (c.status !== 'PENDING' && c.status !== 'CANCELLED'),
  )
  return served.map((c) => c.startDate).sort()[0] ?? null
}

/**
 * The last day of service as the contracts stand: the latest contract's last day (its end date,
 * or the termination date of a terminated one); null while it runs with no end date. A renewal
 * is a new contract, so nothing is projected past the current one.
 */
export function serviceEndOf(contracts: readonly ContractRecord[]): string | null {
  const latest = contracts
    .filter((c) => c.status !== 'CANCELLED')
    .sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0))[0]
  return latest ? lastDayOf(latest) : null
}

/** The contract's last day: its termination date when it was terminated. */
function lastDayOf(contract: ContractRecord): string | null {
  return TERMINATED.has(contract.status)
    ? (contract.terminationDate ?? contract.endDate)
    : contract.endDate
}

function contractFacts(input: TimelineInput): TimelineFact[] {
  const facts: TimelineFact[] = []
  const id = input.employmentUid
  for (const contract of input.contracts) {
    if (contract.status === 'CANCELLED') continue
    const base = {
      contractStart: contract.startDate,
      contractEnd: contract.endDate,
      jobTitle: contract.jobTitle,
    }
    facts.push({
      key: `${id}:contract_start:${contract.uid}:${contract.startDate}`,
      kind: 'contract_start',
      date: contract.startDate,
      link: 'contracts',
      facts: base,
    })
    const last = lastDayOf(contract)
    if (!last) continue
    const terminated = TERMINATED.has(contract.status)
    facts.push({
      key: `${id}:contract_end:${contract.uid}:${last}`,
      kind: 'contract_end',
      date: last,
      link: 'contracts',
      facts: { ...base, contractEnd: last, terminated },
    })
    if (contract.endDate && (contract.status === 'ACTIVE' || contract.status === 'PENDING')) {
      const opens = addDays(contract.endDate, -RENEWAL_WINDOW_DAYS)
      facts.push({
        key: `${id}:renewal_window:${contract.uid}:${opens}`,
        kind: 'renewal_window',
        date: opens,
        link: 'contracts',
        facts: base,
      })
    }
  }
  return facts
}

function serviceFacts(input: TimelineInput, start: string, end: string | null): TimelineFact[] {
  const id = input.employmentUid
  const facts: TimelineFact[] = []
  const thresholds = [
    ['severance_threshold', SEVERANCE_MONTHS],
    ['long_service_threshold', LONG_SERVICE_MONTHS],
  ] as const
  for (const [kind, months] of thresholds) {
    // The day the last month of the period ends: the service is complete at its end.
    const date = monthPeriodEnd(start, months)
    if (end && date > end) continue
    facts.push({ key: `${id}:${kind}:${start}:${date}`, kind, date, link: 'contracts', facts: {} })
  }
  // EO s.41AA: each 12 months from the start is a leave year (no common leave year, §4.1).
  for (let years = 1; ; years += 1) {
    const date = addDays(monthPeriodEnd(start, 12 * years), 1)
    if (date > input.recurringTo || (end && date > end)) break
    if (date < input.recurringFrom) continue
    facts.push({
      key: `${id}:leave_year:${start}:${years + 1}:${date}`,
      kind: 'leave_year',
      date,
      link: 'leave',
      facts: { leaveYear: years + 1, leaveDays: annualLeaveEntitlement(years) },
    })
  }
  return facts
}

function payrollFacts(input: TimelineInput, start: string, end: string | null): TimelineFact[] {
  const id = input.employmentUid
  const recorded = new Map(input.payrollMonths.map((month) => [month.month, month]))
  const facts: TimelineFact[] = []
  let [year, month] = start.split('-').map(Number) as [number, number]
  for (;;) {
    const periodStart = `${year}-${String(month).padStart(2, '0')}-01`
    if (end && periodStart > end) break
    const monthEnd = lastOfMonth(year, month)
    const finalMonth = end !== null && end <= monthEnd
    const key = monthKey(monthEnd)
    const record = recorded.get(key)
    const due =
      record?.paymentDueDate ?? addDays(finalMonth && end ? end : monthEnd, WAGES_DUE_AFTER_DAYS)
    if (due > input.recurringTo) break
    if (due >= input.recurringFrom) {
      facts.push({
        key: `${id}:payroll_due:${key}:${due}`,
        kind: 'payroll_due',
        date: due,
        link: 'payroll',
        facts: {
          month: key,
          finalised: record?.finalised ?? false,
          paymentDate: record?.paymentDate ?? null,
          finalMonth,
        },
      })
    }
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
  }
  return facts
}

/** Two uploads of one document: the same type ("other" documents only with the same title). */
function isSameDocument(a: DocumentExpiry, b: DocumentExpiry): boolean {
  return a.type === b.type && (a.type !== 'other' || a.title === b.title)
}

/**
 * The latest expiry of the document's renewals: the same document uploaded again with a later
 * expiry date (a new visa for the old one). Its own expiry then needs no action, as a paid month
 * needs none; the renewal has an expiry event of its own.
 */
function renewedUntilOf(
  document: DocumentExpiry,
  documents: readonly DocumentExpiry[],
): string | undefined {
  return documents
    .filter((other) => isSameDocument(other, document) && other.expiryDate > document.expiryDate)
    .map((other) => other.expiryDate)
    .sort()
    .at(-1)
}

function documentFacts(input: TimelineInput): TimelineFact[] {
  return input.documents.map((document) => {
    const renewedUntil = renewedUntilOf(document, input.documents)
    return {
      key: `${input.employmentUid}:document_expiry:${document.uid}:${document.expiryDate}`,
      kind: 'document_expiry' as const,
      date: document.expiryDate,
      link: 'documents' as const,
      facts: { documentTitle: document.title, ...(renewedUntil && { renewedUntil }) },
    }
  })
}

const ORDER = new Map(TIMELINE_EVENT_KINDS.map((kind, index) => [kind, index]))

/** Every event of the window, oldest first; one day's events in the order of the kinds. */
export function timelineFacts(input: TimelineInput): TimelineFact[] {
  const start = serviceStartOf(input.contracts)
  const end = serviceEndOf(input.contracts)
  const facts = [
    ...contractFacts(input),
    ...documentFacts(input),
    ...(start ? [...serviceFacts(input, start, end), ...payrollFacts(input, start, end)] : []),
  ]
  return facts
    .filter((fact) => fact.date >= input.from && fact.date <= input.to)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (ORDER.get(a.kind) ?? 0) - (ORDER.get(b.kind) ?? 0) ||
        a.key.localeCompare(b.key),
    )
}
