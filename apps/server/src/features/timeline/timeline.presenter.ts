import { formatHongKongDate } from '@hearth/shared/format-date'
import type { Language } from '@hearth/shared/i18n-keys'
import { TIMELINE_DETAILS as D, TIMELINE_TITLES, type TimelineEvent } from '@hearth/shared/timeline'
import { translate } from '@hearth/shared/translate'
import type { EventLink, TimelineFact } from './timeline-events'

export type Party = 'employer' | 'helper'

/** "November 2026" / "2026年11月" for a `YYYY-MM` key. */
export function monthName(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)))
}

/** "12 Nov 2026" / "2026年11月12日" for a `YYYY-MM-DD` date, as the web's pages write dates. */
export function dayName(date: string, language: Language): string {
  return formatHongKongDate(date, language) ?? date
}

function detailOf(fact: TimelineFact, language: Language): string {
  const f = fact.facts
  const day = (date: string | null | undefined) => (date ? dayName(date, language) : '')
  const say = (key: string, values: Record<string, string | number> = {}) =>
    translate(key, language, { date: day(fact.date), ...values })
  const contract = {
    job_title: f.jobTitle ?? '',
    start_date: day(f.contractStart),
    end_date: day(f.contractEnd),
  }
  switch (fact.kind) {
    case 'contract_start':
      return say(f.contractEnd ? D.contractWithEnd : D.contractOpenEnded, contract)
    case 'contract_end':
      return say(f.terminated ? D.contractTerminated : D.contractEnds, contract)
    case 'renewal_window':
      return say(D.renewalWindow, contract)
    case 'document_expiry':
      return f.renewedUntil
        ? say(D.documentRenewed, { renewed_until: day(f.renewedUntil) })
        : say(D.documentExpiry)
    case 'severance_threshold':
      return say(D.severanceThreshold)
    case 'long_service_threshold':
      return say(D.longServiceThreshold)
    case 'leave_year':
      return say(D.leaveYear, { days: f.leaveDays ?? 0 })
    case 'payroll_due':
      if (f.finalised) {
        return f.paymentDate
          ? say(D.payrollPaid, { payment_date: day(f.paymentDate) })
          : say(D.payrollFinalised)
      }
      return say(f.finalMonth ? D.payrollFinalMonth : D.payrollDue)
  }
}

export function titleOf(fact: TimelineFact, language: Language): string {
  return translate(TIMELINE_TITLES[fact.kind], language, {
    title: fact.facts.documentTitle ?? '',
    number: fact.facts.leaveYear ?? 0,
    month: fact.facts.month ? monthName(fact.facts.month, language) : '',
  })
}

/** The web path where each party acts on an event. */
export function linkOf(link: EventLink, party: Party, employmentUid: string): string {
  const uid = encodeURIComponent(employmentUid)
  if (party === 'helper') {
    if (link === 'payroll') return '/my-employment/payslips'
    if (link === 'leave') return `/helper/${uid}/leave`
    return '/my-employment'
  }
  if (link === 'documents') return '/manage-employment/documents'
  if (link === 'payroll') return `/employment-management/${uid}/payroll`
  if (link === 'leave') return `/employment-management/${uid}/leave`
  return `/employment-management/${uid}/contracts`
}

/** Where each party reads the whole timeline (the reminder e-mails link to it). */
export function timelinePathOf(party: Party, employmentUid: string): string {
  return party === 'helper'
    ? '/my-employment'
    : `/employment-management/${encodeURIComponent(employmentUid)}/timeline`
}

export function presentEvent(
  fact: TimelineFact,
  today: string,
  party: Party,
  employmentUid: string,
  language: Language,
): TimelineEvent {
  return {
    key: fact.key,
    kind: fact.kind,
    date: fact.date,
    title: titleOf(fact, language),
    detail: detailOf(fact, language),
    status: fact.date < today ? 'past' : fact.date === today ? 'today' : 'upcoming',
    link: linkOf(fact.link, party, employmentUid),
  }
}
