import { useEffect } from 'react'
import type { ChatMessage, ChatPair } from './chat-types'

/**
 * The conversation on screen, if any. A message that arrives for it while the page is visible is
 * read at once, so it must not raise the unread count in the top bar.
 */
let active: ChatPair | null = null

export function useActiveConversation(pair: ChatPair | null) {
  const helperUid = pair?.helperUid
  const employerUid = pair?.employerUid
  useEffect(() => {
    if (!helperUid || !employerUid) return
    const mine = { helperUid, employerUid }
    active = mine
    return () => {
      if (active === mine) active = null
    }
  }, [helperUid, employerUid])
}

export function isReadOnArrival(message: ChatMessage): boolean {
  return (
    active !== null &&
    document.visibilityState === 'visible' &&
    active.helperUid === message.helper_profile_uid &&
    active.employerUid === message.employer_profile_uid
  )
}
