import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type {
  ApplicationStatusInput,
  JobApplication,
  JobApplicationInput,
  PostingWithApplications,
} from '@hearth/shared/applications'
import type {
  JobListPage,
  JobPosting,
  JobPostingInput,
  JobPostingUpdateResponse,
} from '@hearth/shared/jobs'
import { apiRequest } from '../../lib/api-client'

const PATHS = API_PATHS.jobs

// What the job API answers depends on who asks (`my_application`, `is_owner`, `view_count`), so
// every key carries the viewer; signing out clears the cache anyway.
export const jobKeys = {
  all: ['jobs'] as const,
  search: (viewer: string, query: string) => ['jobs', viewer, 'search', query] as const,
  detail: (viewer: string, uid: string) => ['jobs', viewer, 'detail', uid] as const,
  posting: (viewer: string, uid: string) => ['jobs', viewer, 'posting', uid] as const,
  mine: (viewer: string) => ['jobs', viewer, 'mine'] as const,
  applications: (viewer: string, jobUid: string) =>
    ['jobs', viewer, 'applications', jobUid] as const,
  application: (viewer: string, uid: string) => ['jobs', viewer, 'application', uid] as const,
}

/** `GET /jobs/` with the page's filters; the last page stays shown while the next loads. */
export function useJobSearch(viewer: string, query: string, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.search(viewer, query),
    queryFn: ({ signal }) => apiRequest<JobListPage>(`${PATHS.search}${query}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  })
}

/** `GET /jobs/{uid}/`: a posting as helpers, the public and its owner read it. */
export function useJob(viewer: string, uid: string, enabled = true) {
  return useQuery({
    queryKey: jobKeys.detail(viewer, uid),
    queryFn: ({ signal }) => apiRequest<JobPosting>(apiPath(PATHS.detail, { uid }), { signal }),
    enabled: enabled && uid !== '',
  })
}

/** `GET /employer/postings/{uid}`: the owner's read, any status (the edit form). */
export function useOwnPosting(viewer: string, uid: string, enabled = true) {
  return useQuery({
    queryKey: jobKeys.posting(viewer, uid),
    queryFn: ({ signal }) => apiRequest<JobPosting>(apiPath(PATHS.posting, { uid }), { signal }),
    enabled: enabled && uid !== '',
  })
}

/** `GET /employer/postings/my-with-applications/`: every posting of the employer, newest first. */
export function useMyPostings(viewer: string, enabled = true) {
  return useQuery({
    queryKey: jobKeys.mine(viewer),
    queryFn: ({ signal }) =>
      apiRequest<PostingWithApplications[]>(PATHS.myWithApplications, { signal }),
    enabled,
  })
}

/** `GET /applications/job-applications/by-job/{uid}`: the owner's list, or the helper's own. */
export function useApplications(viewer: string, jobUid: string, enabled = true) {
  return useQuery({
    queryKey: jobKeys.applications(viewer, jobUid),
    queryFn: ({ signal }) =>
      apiRequest<JobApplication[]>(apiPath(PATHS.byJob, { uid: jobUid }), { signal }),
    enabled: enabled && jobUid !== '',
  })
}

/**
 * `GET /applications/job-applications/{uid}/`: one application by its uid, so its page opens on
 * its own (a bookmark, an e-mail's link, a new tab).
 */
export function useApplication(viewer: string, uid: string) {
  return useQuery({
    queryKey: jobKeys.application(viewer, uid),
    queryFn: ({ signal }) =>
      apiRequest<JobApplication>(apiPath(PATHS.application, { uid }), { signal }),
    enabled: uid !== '',
  })
}

/**
 * After any write the job lists, details and applications may all have changed. Returning the
 * promise from `onSuccess` keeps the action pending until the new data is in (no flash of the
 * old state); the create and edit pages navigate away instead, so they do not wait.
 */
function useRefreshJobs() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: jobKeys.all })
}

export function useCreatePosting() {
  const refresh = useRefreshJobs()
  return useMutation({
    mutationFn: (input: JobPostingInput) =>
      apiRequest<JobPosting>(PATHS.postings, { method: 'POST', body: input }),
    // The page moves on at once; the lists refresh behind it.
    onSuccess: () => void refresh(),
  })
}

export function useUpdatePosting(uid: string) {
  const refresh = useRefreshJobs()
  return useMutation({
    mutationFn: (input: JobPostingInput) =>
      apiRequest<JobPostingUpdateResponse>(apiPath(PATHS.postingUpdate, { uid }), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => void refresh(),
  })
}

export function useApply() {
  const refresh = useRefreshJobs()
  return useMutation({
    mutationFn: (input: JobApplicationInput) =>
      apiRequest<JobApplication>(PATHS.apply, { method: 'POST', body: input }),
    onSuccess: () => refresh(),
  })
}

export function useWithdraw() {
  const refresh = useRefreshJobs()
  return useMutation({
    mutationFn: (applicationUid: string) =>
      apiRequest<JobApplication>(apiPath(PATHS.withdraw, { uid: applicationUid }), {
        method: 'PATCH',
      }),
    onSuccess: () => refresh(),
  })
}

export function useUpdateApplicationStatus() {
  const refresh = useRefreshJobs()
  return useMutation({
    mutationFn: ({ uid, input }: { uid: string; input: ApplicationStatusInput }) =>
      apiRequest<JobApplication>(apiPath(PATHS.updateStatus, { uid }), {
        method: 'PATCH',
        body: input,
      }),
    onSuccess: () => refresh(),
  })
}
