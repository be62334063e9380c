import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { Block, MyReports, Report, ReportInput } from '@hearth/shared/safety'
import { apiRequest } from '../../lib/api-client'

export const safetyKeys = {
  myReports: (viewer: string) => ['safety', viewer, 'reports'] as const,
}

/** `POST /reports/`: a new report (201) or the caller's open one of the same thing (200). */
export function useReportMutation(viewer: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReportInput) =>
      apiRequest<Report>(API_PATHS.safety.reports, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.myReports(viewer) }),
  })
}

/** `GET /reports/mine/`: the caller's reports and what became of them. */
export function useMyReports(viewer: string) {
  return useQuery({
    queryKey: safetyKeys.myReports(viewer),
    queryFn: ({ signal }) => apiRequest<MyReports>(API_PATHS.safety.myReports, { signal }),
  })
}

/** Block (`POST /blocks/`) or unblock (`DELETE /blocks/{user_id}/`) someone. */
export function useBlockMutation(onDone: () => Promise<unknown> | void) {
  return useMutation({
    mutationFn: async ({ userId, block }: { userId: string; block: boolean }) => {
      if (block) {
        await apiRequest<Block>(API_PATHS.safety.blocks, {
          method: 'POST',
          body: { user_id: userId },
        })
      } else {
        await apiRequest<void>(apiPath(API_PATHS.safety.block, { user_id: userId }), {
          method: 'DELETE',
        })
      }
    },
    onSuccess: () => onDone(),
  })
}
