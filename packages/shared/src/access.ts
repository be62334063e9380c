/**
 * Employer access is active only while `access_end_date` is a valid instant in the future
 * (docs/spec/marketplace.md §4 "Employer access"). The one copy of the rule: the server's
 * access service and the web ask it. Accepts the wire string or the server's `Date`.
 */
export function isAccessActive(accessEndsAt: Date | string | null | undefined, now: Date): boolean {
  if (accessEndsAt === null || accessEndsAt === undefined) return false
  const end = typeof accessEndsAt === 'string' ? Date.parse(accessEndsAt) : accessEndsAt.getTime()
  return !Number.isNaN(end) && end > now.getTime()
}
