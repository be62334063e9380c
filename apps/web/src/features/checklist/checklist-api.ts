import { useCallback, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import {
  buildChecklist,
  emptyChecklistProgress,
  progressOfChecklist,
  toggleChecklistSubItem,
  type Checklist,
  type ChecklistProgress,
} from '@hearth/shared/checklist'
import { hongKongToday } from '@hearth/shared/form-values'
import { apiRequest } from '../../lib/api-client'
import { useAuth } from '../../lib/auth'
import { checklistKeys, mergeVisitorChecklist } from './checklist-merge'
import { readVisitorChecklist, saveVisitorChecklist } from './visitor-checklist'

type SubItemChange = { itemId: string; subItemId: string; isCompleted: boolean }

export type ChecklistController = {
  /** Null while the signed-in user's checklist loads (or failed to). */
  progress: ChecklistProgress | null
  isPending: boolean
  isError: boolean
  retry: () => void
  toggle: (change: SubItemChange) => void
  setStartDate: (date: string | null) => void
  /** The sub-task being saved, as `item/sub`, to disable its box meanwhile. */
  saving: string | null
  saveFailed: boolean
}

/** `GET /checklist/`, after merging what the browser kept while signed out (§4). */
async function fetchChecklist(signal: AbortSignal): Promise<Checklist> {
  const merged = await mergeVisitorChecklist()
  return merged ?? apiRequest<Checklist>(apiPath(API_PATHS.checklist.state), { signal })
}

function useAccountChecklist(viewer: string, enabled: boolean) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: checklistKeys.state(viewer),
    queryFn: ({ signal }) => fetchChecklist(signal),
    enabled,
  })
  const key = checklistKeys.state(viewer)
  const store = (checklist: Checklist) => queryClient.setQueryData(key, checklist)
  // The box shows the change at once; the server's answer (or the old state, on a failure)
  // replaces it.
  const optimistic = (change: (progress: ChecklistProgress) => ChecklistProgress) => {
    void queryClient.cancelQueries({ queryKey: key })
    const previous = queryClient.getQueryData<Checklist>(key)
    if (previous) store(buildChecklist(change(progressOfChecklist(previous)), (text) => text))
    return { previous }
  }
  const restore = (_error: unknown, _input: unknown, context?: { previous?: Checklist }) => {
    if (context?.previous) store(context.previous)
  }
  const toggle = useMutation({
    mutationFn: ({ itemId, subItemId, isCompleted }: SubItemChange) =>
      apiRequest<Checklist>(
        apiPath(API_PATHS.checklist.subItem, { id: itemId, subId: subItemId }),
        { method: 'PATCH', body: { is_completed: isCompleted } },
      ),
    onMutate: ({ itemId, subItemId, isCompleted }) =>
      optimistic((progress) =>
        toggleChecklistSubItem(progress, itemId, subItemId, isCompleted, hongKongToday()),
      ),
    onError: restore,
    onSuccess: store,
  })
  const start = useMutation({
    mutationFn: (date: string | null) =>
      apiRequest<Checklist>(apiPath(API_PATHS.checklist.state), {
        method: 'PUT',
        body: { start_date: date },
      }),
    onMutate: (date) => optimistic((progress) => ({ ...progress, start_date: date })),
    onError: restore,
    onSuccess: store,
  })
  return { query, toggle, start }
}

function useVisitorChecklist() {
  const [progress, setProgress] = useState<ChecklistProgress>(
    () => readVisitorChecklist() ?? emptyChecklistProgress(),
  )
  const update = useCallback((change: (current: ChecklistProgress) => ChecklistProgress) => {
    setProgress((current) => {
      const next = change(current)
      saveVisitorChecklist(next)
      return next
    })
  }, [])
  return { progress, update }
}

/**
 * The checklist for whoever looks: a signed-in user's from the server, a visitor's from the
 * browser. Both apply the same rules (`@hearth/shared/checklist`).
 */
export function useChecklistController(): ChecklistController {
  const { user, status } = useAuth()
  const signedIn = status === 'authenticated' && user !== null
  const account = useAccountChecklist(user?.id ?? '', signedIn)
  const visitor = useVisitorChecklist()
  const [saving, setSaving] = useState<string | null>(null)

  if (signedIn) {
    const data = account.query.data
    return {
      progress: data ? progressOfChecklist(data) : null,
      isPending: account.query.isPending,
      isError: account.query.isError,
      retry: () => void account.query.refetch(),
      toggle: (change) => {
        setSaving(`${change.itemId}/${change.subItemId}`)
        account.toggle.mutate(change, { onSettled: () => setSaving(null) })
      },
      setStartDate: (date) => account.start.mutate(date),
      saving,
      saveFailed: account.toggle.isError || account.start.isError,
    }
  }
  return {
    progress: status === 'loading' ? null : visitor.progress,
    isPending: status === 'loading',
    isError: false,
    retry: () => undefined,
    toggle: ({ itemId, subItemId, isCompleted }) =>
      visitor.update((current) =>
        toggleChecklistSubItem(current, itemId, subItemId, isCompleted, hongKongToday()),
      ),
    setStartDate: (date) => visitor.update((current) => ({ ...current, start_date: date })),
    saving: null,
    saveFailed: false,
  }
}
