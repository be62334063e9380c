import type { Employment } from '@hearth/shared/employments'

// The payroll pages (docs/spec/employment.md §2), with the optional `name` and `helper_profile`
// query parameters the employment pages pass along.

export const PAYROLL_AREA_PATH = '/manage-employment/payroll'
export const PAYSLIPS_PATH = '/my-employment/payslips'

/** /employment-management/{employmentId}/payroll?name=&helper_profile= */
export function payrollPath(
  employment: Pick<Employment, 'uid' | 'helper_profile' | 'helper_details'>,
): string {
  const query = new URLSearchParams({
    name: employment.helper_details.full_name,
    helper_profile: employment.helper_profile,
  }).toString()
  return `/employment-management/${encodeURIComponent(employment.uid)}/payroll?${query}`
}

/** The employer's record page; `search` keeps the list page's query for the way back. */
export function recordPath(employmentUid: string, uid: string, search = ''): string {
  return `/employment-management/${encodeURIComponent(employmentUid)}/payroll-record/${encodeURIComponent(uid)}${search}`
}

/** The helper's read-only payslip page. */
export function payslipPath(uid: string): string {
  return `${PAYSLIPS_PATH}/${encodeURIComponent(uid)}`
}
