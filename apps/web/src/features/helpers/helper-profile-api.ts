import { useQuery } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { HelperProfile, HelperProfileResponse } from '@hearth/shared/helpers'
import { apiDownload, apiRequest } from '../../lib/api-client'
import { ApiError } from '../../lib/api-error'
import { helperKeys } from '../../lib/helper-cache'

/** `GET /helpers/profiles/me/`; null when the helper has no profile yet (404). */
export function useOwnProfile(viewer: string, enabled: boolean) {
  return useQuery({
    queryKey: helperKeys.mine(viewer),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<HelperProfile>(API_PATHS.helpers.own, { signal })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    enabled,
    staleTime: 0,
  })
}

export type ProfileFiles = { photo?: File | null; passport?: File | null }

export type SaveResult = {
  profile: HelperProfile
  /** The details were saved but a file was refused (413/415): shown beside its input. */
  fileError: ApiError | null
}

/**
 * Saves the details as JSON (so that an emptied list is sent as []), then the files, if any, as
 * multipart: `POST /helpers/profiles/` for a new profile, `PUT /helpers/profiles/{uid}/` after.
 */
export async function saveHelperProfile(
  uid: string | null,
  body: Record<string, unknown>,
  files: ProfileFiles = {},
): Promise<SaveResult> {
  const saved = await apiRequest<HelperProfileResponse>(
    uid ? apiPath(API_PATHS.helpers.profile, { id: uid }) : API_PATHS.helpers.profiles,
    { method: uid ? 'PUT' : 'POST', body },
  )
  let profile = saved.data
  if (!files.photo && !files.passport) return { profile, fileError: null }
  const form = new FormData()
  if (files.photo) form.append('photo', files.photo)
  if (files.passport) form.append('passport', files.passport)
  try {
    const withFiles = await apiRequest<HelperProfileResponse>(
      apiPath(API_PATHS.helpers.profile, { id: profile.uid }),
      { method: 'PUT', body: form },
    )
    profile = withFiles.data
    return { profile, fileError: null }
  } catch (error) {
    if (error instanceof ApiError) return { profile, fileError: error }
    throw error
  }
}

/** Fetches the private passport copy with the session's token and offers it as a download. */
export async function downloadPassport(url: string) {
  const blob = await apiDownload(url)
  const href = URL.createObjectURL(blob)
  const extension = blob.type === 'application/pdf' ? 'pdf' : blob.type.split('/')[1] || 'jpg'
  const link = document.createElement('a')
  link.href = href
  link.download = `passport.${extension === 'jpeg' ? 'jpg' : extension}`
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
