import type { Employment } from '@hearth/shared/employments'

/**
 * The leave page of an employment (docs/spec/employment.md §2): the employer's
 * /employment-management/{id}/leave or the helper's /helper/{id}/leave, with the optional `name`
 * and `helper_profile` query parameters.
 */
export function leavePath(
  party: 'employer' | 'helper',
  employment: Pick<Employment, 'uid' | 'helper_profile' | 'helper_details'>,
): string {
  const query = new URLSearchParams({
    name: employment.helper_details.full_name,
    helper_profile: employment.helper_profile,
  }).toString()
  const id = encodeURIComponent(employment.uid)
  return party === 'employer'
    ? `/employment-management/${id}/leave?${query}`
    : `/helper/${id}/leave?${query}`
}

/** The employer's payroll page of an employment (§2), with the same query parameters. */
export function payrollPath(
  employment: Pick<Employment, 'uid' | 'helper_profile' | 'helper_details'>,
): string {
  const query = new URLSearchParams({
    name: employment.helper_details.full_name,
    helper_profile: employment.helper_profile,
  }).toString()
  return `/employment-management/${encodeURIComponent(employment.uid)}/payroll?${query}`
}
