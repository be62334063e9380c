// Shapes shared by every calculation module.

/** One explained figure: the UI shows `t(labelKey)`, the amount and the rule it comes from. */
/** A stretch of calendar dates, both ends included. */
export type Period = { from: string; to: string }

/** A line of a settlement; `period` names the days a wage line pays for, `note` its reason. */
export type BreakdownLine = {
  labelKey: string
  amountCents: number
  rule: string
  period?: Period
  note?: string
}

/**
 * The app's employee types: a foreign domestic helper on the Standard Employment Contract
 * (ID 407), a local domestic worker, or a driver (both under the Employment Ordinance only).
 */
export type EmployeeType = 'fdh' | 'local_domestic_worker' | 'driver'

/** How an employment ends (spec §8.1, §9). */
export type TerminationReason =
  | 'employer_notice'
  | 'employer_without_notice'
  | 'summary_dismissal'
  | 'helper_resignation'
  | 'contract_expiry'
  | 'redundancy'
  | 'death'

export const TERMINATION_REASONS: readonly TerminationReason[] = [
  'employer_notice',
  'employer_without_notice',
  'summary_dismissal',
  'helper_resignation',
  'contract_expiry',
  'redundancy',
  'death',
]
