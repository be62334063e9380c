/**
 * Every API path under `API_BASE_PATH`, once, in Fastify's `:param` form (docs/spec/marketplace.md
 * §7). The server registers its routes with these; the web fills them in with `apiPath`.
 * Trailing slashes are as the spec spells them; the server matches either way.
 */
export const API_PATHS = {
  accounts: {
    registration: '/hirlab/belmount/registration/',
    verifyEmail: '/hirlab/belmount/registration/verify-email/',
    resendEmail: '/hirlab/belmount/registration/resend-email/',
    login: '/hirlab/belmount/login',
    refresh: '/hirlab/belmount/token/refresh/',
    logout: '/hirlab/belmount/logout/',
    user: '/hirlab/belmount/user/',
    passwordReset: '/hirlab/belmount/password/reset/',
    passwordResetConfirm: '/hirlab/belmount/password/reset/confirm/',
  },
  countries: {
    list: '/countries',
  },
  employers: {
    view: '/employer/profiles/view/:id/',
    profile: '/employer/profiles/:id/',
  },
  helpers: {
    profiles: '/helpers/profiles/',
    own: '/helpers/profiles/me/',
    profile: '/helpers/profiles/:id/',
    photo: '/helpers/profiles/:id/photo/',
    thumbnail: '/helpers/profiles/:id/photo/thumbnail/',
    passport: '/helpers/profiles/:id/passport/',
    categories: '/applications/employer-saved-helpers/',
    category: '/applications/employer-saved-helpers/:id/',
  },
  chat: {
    send: '/chat/send-user-message/',
    conversations: '/chat/conversations/',
    markRead: '/chat/conversations/:uid/mark-read/',
    messages: '/chat/messages-by-profiles/',
    helperPartner: '/chat/partners/helper/:uid/',
    employerPartner: '/chat/partners/employer/:uid/',
  },
  jobs: {
    /** GET the employer's own postings (paginated), POST a new one. */
    postings: '/employer/postings/',
    /** GET a posting (owner: any status; others: ACTIVE only). The spec has no slash here. */
    posting: '/employer/postings/:uid',
    /** PUT an edit (owner only). */
    postingUpdate: '/employer/postings/:uid/',
    myWithApplications: '/employer/postings/my-with-applications/',
    /** The helper job search. */
    search: '/jobs/',
    /** Premium employers' ACTIVE postings for the home page (public). */
    featured: '/jobs/featured/',
    /** A posting as helpers and the public read it. */
    detail: '/jobs/:uid/',
    apply: '/applications/job-applications/',
    byJob: '/applications/job-applications/by-job/:uid',
    /**
     * GET one application: to the posting's owner or the helper who sent it. Not in the spec's
     * table (docs/spec/api-conventions.md: ours to design); its detail page opens with it.
     */
    application: '/applications/job-applications/:uid/',
    withdraw: '/applications/job-applications/:uid/withdraw/',
    updateStatus: '/applications/job-applications/:uid/update_status/',
  },
  plans: {
    list: '/hirlabusers/plans/',
    createCheckoutSession: '/hirlabusers/create-checkout-session/',
    /** The owner reads a session after the return; a paid Stripe session is fulfilled here too. */
    checkoutSession: '/hirlabusers/checkout-session/:sessionId/',
    /** The built-in test checkout's Pay (only without a Stripe key, outside production). */
    testCheckoutPay: '/hirlabusers/test-checkout/:sessionId/pay/',
    stripeWebhook: '/hirlabusers/stripe/webhook/',
    payments: '/hirlabusers/payments/',
    /** The owner's PDF receipt of one purchase (`?lang=en|zh-TW|zh-CN`). */
    paymentReceipt: '/hirlabusers/payments/:id/receipt/',
  },
  referrals: {
    summary: '/referrals/',
  },
  checklist: {
    /** GET the caller's hiring checklist; PUT sets or clears its start date. */
    state: '/checklist/',
    /** PATCH `{ is_completed }` toggles one sub-task and re-evaluates its step. */
    subItem: '/checklist/items/:id/sub-items/:subId/',
    /** POST a visitor's browser progress on sign-in, merged into the account's. */
    merge: '/checklist/merge/',
  },
  employments: {
    /** The caller's employments: an employer's, or (read-only) a helper's own. */
    detailed: '/employments/detailed-employments/',
    /** POST a contract (employers); GET `?employment__uid=` one employment's contracts. */
    contracts: '/employments/contracts/',
    contract: '/employments/contracts/:uid/',
    /** POST (the contract's helper): she confirms the contract is hers (issue 22). */
    contractConfirm: '/employments/contracts/:uid/confirm/',
    /** POST `{ reason }` (the contract's helper): she declines it; it becomes CANCELLED. */
    contractDecline: '/employments/contracts/:uid/decline/',
    /** GET (both parties), PUT (the employer): an employment's opening figures (issue 22). */
    openings: '/employments/:uid/opening-balances/',
    /** POST (the helper): she confirms the opening figures; from then on they count. */
    openingConfirm: '/employments/:uid/opening-balances/confirm/',
    /** POST `{ reason }` (the helper): she disputes them; they do not count. */
    openingDispute: '/employments/:uid/opening-balances/dispute/',
  },
  leaves: {
    /** GET `?employment_uid=`: an employment's leave requests, to both parties. */
    forEmployment: '/leaves/requests/leaves-for-employment/',
    /** POST a request (the employment's helper). */
    requests: '/leaves/requests/',
    /** PUT/PATCH: edit an SU request, or cancel with `status_type`. */
    request: '/leaves/requests/:id/',
    manageApproval: '/leaves/requests/:id/manage-approval/',
    /** A request's document 1 or 2, to the two parties only. */
    document: '/leaves/requests/:id/documents/:slot/',
    accrue: '/leaves/yearly-leaveaccrue/',
    adjustments: '/leaves/adjustments/',
    /** POST (the employer): leave already taken, recorded as approved (issue 22). */
    backEntries: '/leaves/back-entries/',
    adjustmentsByEmployment: '/leaves/adjustments/by-employment/',
    balances: '/leaves/balances/',
    holidays: '/leaves/holidays/',
  },
  termination: {
    /** POST the settlement of an employment (its employer); `?format=pdf` → the receipt PDF. */
    calculate: '/payrolls/accrue_calculation/',
  },
  documents: {
    /** GET `?employment_uid=` (both parties); POST multipart `employment`, `type`, `title`, `file`, `expiry_date`. */
    list: '/employments/documents/',
    /** The stored file, to the employment's two parties only. */
    file: '/employments/documents/:uid/file/',
    /** DELETE (the employer only). */
    document: '/employments/documents/:uid/',
  },
  payrolls: {
    /** POST (the employer): calculate one month; a draft is replaced, a finalised month is 409. */
    calculate: '/payrolls/calculate/',
    /** GET `?employment_uid=`: the employer sees every record, the helper only finalised ones. */
    recordsByEmployment: '/payrolls/pay-period-records/by-employment/',
    /** GET one record; PATCH `payment_date` / `finalised`; DELETE a draft. */
    record: '/payrolls/pay-period-records/:uid/',
    /** The wage receipt PDF (`?lang=en|zh-TW|zh-CN`). */
    receipt: '/payrolls/pay-period-records/:uid/receipt/',
    /** POST a salary adjustment (the employer). */
    adjustments: '/payrolls/salary-adjustments/',
    /** GET `?employment_uid=`. */
    adjustmentsByEmployment: '/payrolls/salary-adjustments/by-employment/',
    /** DELETE an unpaid adjustment. */
    adjustment: '/payrolls/salary-adjustments/:id/',
  },
  timeline: {
    /** GET `?from=&to=`: an employment's dated events, past and upcoming, to its two parties. */
    employment: '/employments/:uid/timeline/',
  },
  safety: {
    /** POST a report (signed-in, verified users). */
    reports: '/reports/',
    /** GET the caller's reports and their outcome. */
    myReports: '/reports/mine/',
    /** GET the caller's blocks; POST `{ user_id }` blocks someone. */
    blocks: '/blocks/',
    /** DELETE: unblock. */
    block: '/blocks/:user_id/',
  },
  operator: {
    /** GET `?status=&order=&page=`: the report queue (operators only; 404 to anyone else). */
    reports: '/operator/reports/',
    report: '/operator/reports/:id/',
    resolve: '/operator/reports/:id/resolve/',
    /** GET suspended accounts. */
    suspendedUsers: '/operator/users/suspended/',
    suspend: '/operator/users/:id/suspend/',
    unsuspend: '/operator/users/:id/unsuspend/',
    /** GET the append-only log of every operator action. */
    audit: '/operator/audit/',
    /** GET `?status=pending&page=`: verification requests, oldest first. */
    verifications: '/operator/verifications/',
    /** GET one request with its typed details. */
    verification: '/operator/verifications/:id/',
    /** GET the document (operators only; every opening is in the audit log). */
    verificationDocument: '/operator/verifications/:id/document/',
    decideVerification: '/operator/verifications/:id/decide/',
    /** POST `{ user_id, reason }`: ends a badge. */
    revokeVerification: '/operator/verifications/revoke/',
  },
  verifications: {
    /** POST a request (multipart: `kind`, `document`, `full_name`, `expires_on`). */
    requests: '/verifications/',
    /** GET the caller's requests and their status. */
    mine: '/verifications/mine/',
  },
  /** Issue 25: a person's rights over their data (ADR 0029). */
  account: {
    /** DELETE `{ password }`: deletes the caller's account (202). */
    self: '/account/',
    /** GET the newest export (or null); POST starts one (202; 429 within the hour). */
    exports: '/account/export/',
    /** GET one export: its status and, once ready, its download link. */
    export: '/account/export/:id/',
    /** GET `?token=`: the ZIP itself, for 24 hours, without a session (the link in the e-mail). */
    exportDownload: '/account/export/:id/download/',
    /** GET who opened the caller's documents. */
    documentAccess: '/account/document-access/',
  },
} as const

/** The `:name` parameters of a path pattern, e.g. `'id'` for `/helpers/profiles/:id/`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type PathParams<P extends string> = Record<PathParamName<P>, string>

/**
 * A path of the table with its parameters filled in and encoded:
 * `apiPath(API_PATHS.helpers.profile, { id: uid })`. A pattern without parameters takes none.
 */
export function apiPath<P extends string>(
  pattern: P,
  ...[params]: [PathParamName<P>] extends [never] ? [] : [PathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string>
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`apiPath: ${pattern} needs ${name}`)
    return encodeURIComponent(value)
  })
}

// The path-parameter schemas live apart, so the web's API client (which needs only the paths)
// does not bring zod into every page.
export { IdParamsSchema, UidParamsSchema } from './route-params'
