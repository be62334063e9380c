import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ApplicationNotificationSchema } from '@hearth/shared/applications'
import { useRealtimeEvent } from '../../lib/realtime'
import { jobKeys } from './jobs-api'

/**
 * The server pushes a `notification` when an application is made or its status changes (to the
 * employer, to the helper). A job page showing that data reads it again at once, and returns the
 * event's text (already in the reader's language) when it concerns `postingUid`, for a polite
 * announcement. Chat notifications, on the same event, are left alone.
 */
export function useJobLiveUpdates(postingUid?: string): string | null {
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  useRealtimeEvent('notification', (payload) => {
    const parsed = ApplicationNotificationSchema.safeParse(payload)
    if (!parsed.success) return
    void queryClient.invalidateQueries({ queryKey: jobKeys.all })
    if (postingUid === undefined || parsed.data.job_posting_uid === postingUid)
      setNotice(parsed.data.message_preview)
  })
  return notice
}
