import { checkPostingBudget } from '@hearth/hk-labour/wages'
import { tk } from '@hearth/shared/i18n-keys'
import { MAW_CONTRACT_TYPES, MAW_PROFILE_TYPES } from '@hearth/shared/job-options'
import type { JobPostingInput } from '@hearth/shared/jobs'
import { AppError } from '../../lib/errors'
import { runLabour } from '../../lib/labour'
import { formatAmount } from '../../lib/pdf/layout'

/** The contract form's own words (features/contracts/contracts.service.ts), one catalog key. */
const BELOW_MAW = tk(
  'The salary is below the Minimum Allowable Wage of HK${{amount}} for contracts signed on or after {{date}}.',
)

/**
 * A full-time domestic-helper posting whose whole budget lies below the Minimum Allowable Wage
 * in force today cannot lead to a lawful contract: 400 with the contract form's message, on
 * `budget_upper` (issue 27 item 2). A range that only reaches it at its top is allowed; the form
 * warns about it.
 */
export function refuseBudgetBelowMinimumWage(input: JobPostingInput, today: string): void {
  if (
    !MAW_PROFILE_TYPES.includes(input.profile_type) ||
    !MAW_CONTRACT_TYPES.includes(input.contract_type)
  )
    return
  const check = runLabour(() =>
    checkPostingBudget({ on: today, lowerHkd: input.budget_lower, upperHkd: input.budget_upper }),
  )
  if (check.standing !== 'below') return
  throw new AppError('invalid', BELOW_MAW, {
    fields: { budget_upper: [BELOW_MAW] },
    values: { amount: formatAmount(check.level.monthlyWageCents) },
    dates: { date: check.level.effectiveFrom },
  })
}
