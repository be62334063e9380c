import type { Employment } from '@hearth/shared/employments'
import { employmentQuery, paths } from '../../lib/paths'

/**
 * The leave page of an employment (docs/spec/employment.md §2): the employer's
 * /employment-management/{id}/leave or the helper's /helper/{id}/leave, with the optional `name`
 * and `helper_profile` query parameters.
 */
export function leavePath(
  party: 'employer' | 'helper',
  employment: Pick<Employment, 'uid' | 'helper_profile' | 'helper_details'>,
): string {
  const query = employmentQuery(employment)
  return party === 'employer'
    ? paths.employerLeave(employment.uid, query)
    : paths.helperLeave(employment.uid, query)
}

/** The employer's payroll page of an employment (§2), with the same query parameters. */
export function payrollPath(
  employment: Pick<Employment, 'uid' | 'helper_profile' | 'helper_details'>,
): string {
  return paths.payroll(employment.uid, employmentQuery(employment))
}
