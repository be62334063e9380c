import { useQuery } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { HelperProfile } from '@hearth/shared/helpers'
import { apiRequest } from '../../lib/api-client'
import { helperKeys } from '../../lib/helper-cache'

/** `GET /helpers/profiles/{uid}/`: what this viewer may see of the helper. */
export function useHelperProfile(viewer: string, uid: string) {
  return useQuery({
    queryKey: helperKeys.detail(viewer, uid),
    queryFn: ({ signal }) =>
      apiRequest<HelperProfile>(apiPath(API_PATHS.helpers.profile, { id: uid }), { signal }),
    enabled: uid !== '',
  })
}
