import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { helperKeys, type HelperListPage } from '../../lib/helper-cache'

/** `GET /helpers/profiles/` with the page's filters; the last page stays shown while the next loads. */
export function useHelperList(viewer: string, query: string, enabled: boolean) {
  return useQuery({
    queryKey: helperKeys.list(viewer, query),
    queryFn: ({ signal }) => apiRequest<HelperListPage>(`/helpers/profiles/${query}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  })
}
