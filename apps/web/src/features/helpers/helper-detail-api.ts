import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { helperKeys, type HelperProfile } from '../../lib/helper-cache'

/** `GET /helpers/profiles/{uid}/`: what this viewer may see of the helper. */
export function useHelperProfile(viewer: string, uid: string) {
  return useQuery({
    queryKey: helperKeys.detail(viewer, uid),
    queryFn: ({ signal }) =>
      apiRequest<HelperProfile>(`/helpers/profiles/${encodeURIComponent(uid)}/`, { signal }),
    enabled: uid !== '',
  })
}
