import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeEvent } from '../../lib/realtime'
import { jobKeys } from './jobs-api'

/**
 * The server pushes a `notification` when an application is made or its status changes (to the
 * employer, to the helper). A job page showing that data reads it again at once, and returns the
 * event's text (already in the reader's language) when it concerns `postingUid`, for a polite
 * announcement.
 */
export function useJobLiveUpdates(postingUid?: string): string | null {
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  // lib/realtime.ts checks the payload against the server's schema; a chat notification, on the
  // same socket event, goes to 'chat-notification' instead.
  useRealtimeEvent('application-notification', (payload) => {
    void queryClient.invalidateQueries({ queryKey: jobKeys.all })
    if (postingUid === undefined || payload.job_posting_uid === postingUid)
      setNotice(payload.message_preview)
  })
  return notice
}
