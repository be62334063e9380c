import { useQuery } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { Timeline } from '@hearth/shared/timeline'
import { apiRequest } from '../../lib/api-client'
import { paths } from '../../lib/paths'

export const timelineKeys = {
  employment: (viewer: string, employmentUid: string) =>
    ['employments', viewer, 'timeline', employmentUid] as const,
}

/** `GET /employments/{uid}/timeline/`: the employment's dated events, to either party. */
export function useTimeline(viewer: string, employmentUid: string, enabled = true) {
  return useQuery({
    queryKey: timelineKeys.employment(viewer, employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<Timeline>(apiPath(API_PATHS.timeline.employment, { uid: employmentUid }), {
        signal,
      }),
    enabled: enabled && employmentUid !== '',
  })
}

/** The employer's timeline page of an employment, with the helper's name for its title. */
export function timelinePath(employment: { uid: string; helper_details: { full_name: string } }) {
  return paths.timeline(employment.uid, { name: employment.helper_details.full_name })
}
