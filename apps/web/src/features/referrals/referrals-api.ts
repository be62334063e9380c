import { useQuery } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { ReferralSummary } from '@hearth/shared/referrals'
import { apiRequest } from '../../lib/api-client'
import { paths } from '../../lib/paths'

export const referralKeys = {
  summary: (viewer: string) => ['referrals', viewer, 'summary'] as const,
}

/** `GET /referrals/`: the caller's code, the people referred and the rewards. */
export function useReferralSummary(viewer: string) {
  return useQuery({
    queryKey: referralKeys.summary(viewer),
    queryFn: ({ signal }) =>
      apiRequest<ReferralSummary>(apiPath(API_PATHS.referrals.summary), { signal }),
  })
}

/** The sign-up address with the code filled in: what a referrer shares. */
export function shareLinkOf(code: string, origin = window.location.origin): string {
  return `${origin}${paths.register({ ref: code })}`
}

/** HK$ amounts as whole dollars ("HK$1,050"); the same in every language. */
export function formatHkd(amount: number): string {
  return `HK$${amount.toLocaleString('en-HK', { maximumFractionDigits: 2 })}`
}
