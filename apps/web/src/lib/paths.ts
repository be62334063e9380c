// Every app route, in one place (issue 21): links, redirects and `navigate` calls build their
// address here, never by hand. A builder takes the route's parameters (encoded here) and an
// optional query; the route table in app/routes.tsx declares the same patterns.

/** A query to append: a ready string (with or without `?`), URLSearchParams or plain pairs. */
export type Query = string | URLSearchParams | Record<string, string> | undefined

function withQuery(path: string, query?: Query): string {
  if (query === undefined) return path
  const text =
    typeof query === 'string'
      ? query.replace(/^\?/, '')
      : (query instanceof URLSearchParams ? query : new URLSearchParams(query)).toString()
  return text ? `${path}?${text}` : path
}

const part = encodeURIComponent

export const paths = {
  home: () => '/',

  // Accounts (docs/spec/marketplace.md §2).
  login: (query?: Query) => withQuery('/login', query),
  register: (query?: Query) => withQuery('/register', query),
  verifyEmail: (key: string) => `/verify-email/${part(key)}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  account: () => '/account',
  /** Issue 25: who opened the signed-in person's documents. */
  documentAccess: () => '/account/document-access',
  welcome: () => '/welcome',
  registerHelper: () => '/register-helper',
  editHelperProfile: () => '/edit-helper-profile',
  registerEmployer: () => '/register-employer',
  employerWelcome: () => '/employer/welcome',

  // Marketplace.
  findHelpers: (query?: Query) => withQuery('/find-helpers', query),
  helper: (id: string) => `/helper/${part(id)}`,
  chats: () => '/chats',
  chat: (partnerId: string) => `/chat/${part(partnerId)}`,
  subscription: (query?: Query) => withQuery('/subscription', query),
  findJob: (query?: Query) => withQuery('/find-job', query),
  job: (uid: string) => `/jobs/${part(uid)}`,
  viewJob: (uid: string) => `/view-job/${part(uid)}`,
  myPostings: () => '/employer/my-postings',
  createJob: () => '/employer/postings/create',
  /** The same form at its older address, where the success page sends a visit without a post. */
  createJobAlias: () => '/employer/create-job',
  editJob: (uid: string) => `/employer/postings/${part(uid)}/edit`,
  jobPostSuccess: () => '/employer/job-post-success',
  applications: (jobUid: string) => `/employer/postings/${part(jobUid)}/applications`,
  application: (uid: string) => `/employer/application/${part(uid)}`,
  checklist: () => '/checklist',
  faq: () => '/faq',
  stayingSafe: () => '/staying-safe',
  myReports: () => '/my-reports',

  // The operators' console (issue 23): operators only; anyone else finds no page there.
  operator: () => '/operator',
  operatorReport: (id: string) => `/operator/reports/${part(id)}`,
  operatorSuspended: () => '/operator/suspended',
  operatorAudit: () => '/operator/audit',
  // Issue 24: the verification requests and the decision on one.
  operatorVerifications: () => '/operator/verifications',
  operatorVerification: (id: string) => `/operator/verifications/${part(id)}`,
  referral: () => '/referral',

  // Employment (docs/spec/employment.md §2), employer side.
  manageEmployment: () => '/manage-employment',
  employmentHelpers: () => '/manage-employment/helpers',
  /** The same page at its older address, where the termination calculator sends back. */
  employmentHelpersAlias: () => '/employment-management/helpers',
  leaveArea: () => '/manage-employment/leaves',
  payrollArea: () => '/manage-employment/payroll',
  documentsArea: (query?: Query) => withQuery('/manage-employment/documents', query),
  contracts: (employmentId: string) => `/employment-management/${part(employmentId)}/contracts`,
  /** Issue 22: the opening figures of an employment that began before Hearth. */
  onboarding: (employmentId: string) => `/employment-management/${part(employmentId)}/onboarding`,
  createContract: (query?: Query) => withQuery('/employment-management/create-contract', query),
  updateContract: (contractId: string, query?: Query) =>
    withQuery(`/employment-management/contract/${part(contractId)}/update`, query),
  employerLeave: (employmentId: string, query?: Query) =>
    withQuery(`/employment-management/${part(employmentId)}/leave`, query),
  termination: (helperId: string, query?: Query) =>
    withQuery(`/employment-management/${part(helperId)}/termination-calculation`, query),
  timeline: (employmentId: string, query?: Query) =>
    withQuery(`/employment-management/${part(employmentId)}/timeline`, query),
  payroll: (employmentId: string, query?: Query) =>
    withQuery(`/employment-management/${part(employmentId)}/payroll`, query),
  payrollRecord: (employmentId: string, uid: string, query?: Query) =>
    withQuery(`/employment-management/${part(employmentId)}/payroll-record/${part(uid)}`, query),

  // Employment, helper side.
  myEmployment: () => '/my-employment',
  helperLeave: (employmentId: string, query?: Query) =>
    withQuery(`/helper/${part(employmentId)}/leave`, query),
  helperDocuments: (employmentId: string) => `/my-employment/documents/${part(employmentId)}`,
  payslips: () => '/my-employment/payslips',
  payslip: (uid: string) => `/my-employment/payslips/${part(uid)}`,

  // Legal and the mobile app.
  privacy: (language?: 'en' | 'zh-TW' | 'zh-CN') =>
    language ? `/privacy/${language}` : '/privacy',
  terms: () => '/terms',
  appDownload: () => '/app/download',
} as const

/**
 * The query an employment's pages carry (docs/spec/employment.md §2): the helper's `name` for the
 * heading and her `helper_profile`, in that order.
 */
export function employmentQuery(employment: {
  helper_profile: string
  helper_details: { full_name: string }
}): Record<string, string> {
  return { name: employment.helper_details.full_name, helper_profile: employment.helper_profile }
}
