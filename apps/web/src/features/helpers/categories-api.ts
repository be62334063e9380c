import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SavedHelperCategory } from '@hearth/shared/helper-search'
import { apiRequest } from '../../lib/api-client'
import { replaceSavedCategories, type SavedCategoryEntry } from '../../lib/helper-cache'

const PATH = '/applications/employer-saved-helpers/'

type AddResponse = {
  success: boolean
  error: unknown
  data: {
    uid: string
    helper_profile: string
    category: SavedHelperCategory
    categories: SavedCategoryEntry[]
  }
}
type RemoveResponse = { success: boolean; data: { categories: SavedCategoryEntry[] } }

/**
 * Adds a category. The server answers with the helper's whole list after its exclusions
 * (shortlisted⇄blacklisted, interested⇄not interested), which replaces the cached one.
 */
export function useAddCategory(helperUid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (category: SavedHelperCategory) =>
      apiRequest<AddResponse>(PATH, {
        method: 'POST',
        body: { helper_profile: helperUid, category },
      }),
    onSuccess: (response) =>
      replaceSavedCategories(queryClient, helperUid, response.data.categories),
  })
}

export function useRemoveCategory(helperUid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entryUid: string) =>
      apiRequest<RemoveResponse>(`${PATH}${encodeURIComponent(entryUid)}/`, { method: 'DELETE' }),
    onSuccess: (response) =>
      replaceSavedCategories(queryClient, helperUid, response.data.categories),
  })
}
