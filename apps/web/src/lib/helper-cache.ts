import type { QueryClient } from '@tanstack/react-query'
import type {
  HelperListPage,
  HelperProfile,
  InteractionContext,
  SavedCategoryEntry,
} from '@hearth/shared/helpers'

// The query keys the helper screens cache the helper API's answers under (the wire shapes are
// the schemas of `@hearth/shared/helpers`). Keys carry the viewer, because what the API shows
// depends on who asks (contacts, categories).

export const helperKeys = {
  all: ['helpers'] as const,
  lists: (viewer: string) => ['helpers', viewer, 'list'] as const,
  list: (viewer: string, search: string) => ['helpers', viewer, 'list', search] as const,
  detail: (viewer: string, uid: string) => ['helpers', viewer, 'detail', uid] as const,
  mine: (viewer: string) => ['helpers', viewer, 'mine'] as const,
}

function isListPage(data: unknown): data is HelperListPage {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as HelperListPage).results)
  )
}

function isProfile(data: unknown): data is HelperProfile {
  return (
    typeof data === 'object' && data !== null && typeof (data as HelperProfile).uid === 'string'
  )
}

/**
 * Puts the server's answer (the helper's full category list for this employer) into every cached
 * list page and detail that shows that helper, so the change appears in place without a reload.
 */
export function replaceSavedCategories(
  queryClient: QueryClient,
  helperUid: string,
  entries: SavedCategoryEntry[],
) {
  const context: InteractionContext = { saved_by_employer: entries }
  queryClient.setQueriesData({ queryKey: helperKeys.all }, (data: unknown) => {
    if (isListPage(data)) {
      if (!data.results.some((item) => item.id === helperUid)) return data
      return {
        ...data,
        results: data.results.map((item) =>
          item.id === helperUid ? { ...item, employer_interaction_context: context } : item,
        ),
      }
    }
    if (isProfile(data) && data.uid === helperUid)
      return { ...data, employer_interaction_context: context }
    return data
  })
}
