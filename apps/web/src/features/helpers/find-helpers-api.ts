import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { API_PATHS } from '@hearth/shared/api-paths'
import type { HelperListPage } from '@hearth/shared/helpers'
import { apiRequest } from '../../lib/api-client'
import { helperKeys } from '../../lib/helper-cache'

/** `GET /helpers/profiles/` with the page's filters; the last page stays shown while the next loads. */
export function useHelperList(viewer: string, query: string, enabled: boolean) {
  return useQuery({
    queryKey: helperKeys.list(viewer, query),
    queryFn: ({ signal }) =>
      apiRequest<HelperListPage>(`${API_PATHS.helpers.profiles}${query}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  })
}
