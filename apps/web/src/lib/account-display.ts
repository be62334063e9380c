import type { UserSession, UserType } from '@hearth/shared/accounts'
import { isAccessActive } from '@hearth/shared/access'
import { tk } from '@hearth/shared/i18n-keys'

export const ACCOUNT_TYPE_LABELS: Record<UserType, string> = {
  employer: tk('Employer'),
  helper: tk('Helper'),
}

const PLAN_LABELS: Record<string, string> = {
  weekly: tk('Weekly plan'),
  monthly: tk('Monthly plan'),
  premium: tk('Premium plan'),
}

export type PlanSummary = {
  /** An i18n key for a known plan, otherwise the server's name as is. */
  planLabel: string | null
  accessEndDate: string | null
  isActive: boolean
}

/** The subscription shown in the top bar, or null when the user has neither a plan nor an end date. */
export function summarisePlan(user: UserSession, now = new Date()): PlanSummary | null {
  const { subscription_type: plan, access_end_date: end } = user.profile
  if (!plan && !end) return null
  return {
    planLabel: plan ? (PLAN_LABELS[plan.toLowerCase()] ?? plan) : null,
    accessEndDate: end,
    // access.ts, not accounts.ts: the shell must not pull zod in with the account schemas.
    isActive: isAccessActive(user.profile.access_end_date, now),
  }
}
