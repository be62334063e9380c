import type { ChatMessage } from '@hearth/shared/chat'
import { bearer } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import type { TestApp } from '../../test/test-app'

export const SEND = '/api/v1/chat/send-user-message/'
export const CONVERSATIONS = '/api/v1/chat/conversations/'
export const MESSAGES = '/api/v1/chat/messages-by-profiles/'

/** A helper with a published profile and an employer (with an active plan unless told). */
export async function chatPair(t: TestApp, options: { access?: boolean } = {}) {
  const helper = await signedInHelperWithProfile(t)
  const employer = await signedInEmployer(t, options.access ?? true)
  const uids = {
    helper_profile_uid: helper.profile.uid,
    employer_profile_uid: employer.user.detail_profile!.uid,
  }
  return { helper, employer, uids }
}
export type ChatPair = Awaited<ReturnType<typeof chatPair>>

export function sendAs(
  t: TestApp,
  access: string,
  uids: ChatPair['uids'],
  content: string,
  extra: Record<string, unknown> = {},
) {
  return t.inject({
    method: 'POST',
    url: SEND,
    headers: bearer(access),
    payload: { ...uids, content, ...extra },
  })
}

/** Sends and insists on success; answers the stored message. */
export async function sent(
  t: TestApp,
  access: string,
  uids: ChatPair['uids'],
  content: string,
): Promise<ChatMessage> {
  const response = await sendAs(t, access, uids, content)
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`)
  return response.json() as ChatMessage
}

export function messagesOf(
  t: TestApp,
  access: string,
  uids: ChatPair['uids'],
  cursor: { before?: string; after?: string } = {},
) {
  const query = new URLSearchParams({ ...uids, ...cursor })
  return t.inject({ method: 'GET', url: `${MESSAGES}?${query}`, headers: bearer(access) })
}
