import { useMutation, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { SavedHelperCategory, SavedHelperInput } from '@hearth/shared/helper-search'
import type { AddCategoryResponse, RemoveCategoryResponse } from '@hearth/shared/helpers'
import { apiRequest } from '../../lib/api-client'
import { replaceSavedCategories } from '../../lib/helper-cache'

/**
 * Adds a category. The server answers with the helper's whole list after its exclusions
 * (shortlisted⇄blacklisted, interested⇄not interested), which replaces the cached one.
 */
export function useAddCategory(helperUid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (category: SavedHelperCategory) =>
      apiRequest<AddCategoryResponse>(API_PATHS.helpers.categories, {
        method: 'POST',
        body: { helper_profile: helperUid, category } satisfies SavedHelperInput,
      }),
    onSuccess: (response) =>
      replaceSavedCategories(queryClient, helperUid, response.data.categories),
  })
}

export function useRemoveCategory(helperUid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entryUid: string) =>
      apiRequest<RemoveCategoryResponse>(apiPath(API_PATHS.helpers.category, { id: entryUid }), {
        method: 'DELETE',
      }),
    onSuccess: (response) =>
      replaceSavedCategories(queryClient, helperUid, response.data.categories),
  })
}
