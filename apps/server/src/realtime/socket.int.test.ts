import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ChatMessage, ChatNotification } from '@hearth/shared/chat'
import { chatPair, sent } from '../features/chat/chat-fixtures'
import { signedInUser } from '../test/accounts-fixtures'
import { useTestApp } from '../test/test-app'
import { connectClient, eventsNamed, urlOf, waitFor, type Received } from './socket-fixtures'

const t = useTestApp()
const clients: Received[] = []

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => {
  for (const client of clients) client.socket.close()
})

async function connect(token: string | undefined) {
  const client = await connectClient(urlOf(t.app), token)
  clients.push(client)
  return client
}

const messageWith = (content: string) => (event: string, payload: unknown) =>
  event === 'message' && (payload as ChatMessage).content === content

test('a connection without a valid access token is refused', async () => {
  await expect(connect(undefined)).rejects.toMatchObject({
    message: 'Authentication credentials were not provided.',
    data: { code: 'token_not_valid' },
  })
  await expect(connect('not-a-token')).rejects.toMatchObject({
    data: { code: 'token_not_valid' },
  })
})

test('both participants receive the message; only the receiver is notified', async () => {
  const { employer, helper, uids } = await chatPair(t)
  const employerSocket = await connect(employer.access)
  const helperSocket = await connect(helper.access)

  const stored = await sent(t, employer.access, uids, 'Hello Maria, '.repeat(10))
  expect(await waitFor(employerSocket, messageWith(stored.content))).toEqual(stored)
  expect(await waitFor(helperSocket, messageWith(stored.content))).toEqual(stored)
  const notification = (await waitFor(
    helperSocket,
    (event) => event === 'notification',
  )) as ChatNotification
  expect(notification.message_preview).toHaveLength(80)
  expect(notification.message_preview.endsWith('…')).toBe(true)
  expect(notification).toMatchObject({
    sender_username: employer.email.split('@')[0],
    conversation_uid: stored.conversation,
    sender_profile_uid: uids.employer_profile_uid,
  })

  // The reply's events come after any stray notification of the first message would have.
  await sent(t, helper.access, uids, 'Hi!')
  await waitFor(
    employerSocket,
    (event, payload) =>
      event === 'notification' && (payload as ChatNotification).message_preview === 'Hi!',
  )
  expect(eventsNamed(employerSocket, 'notification')).toEqual([
    {
      sender_username: 'Maria Santos',
      message_preview: 'Hi!',
      conversation_uid: stored.conversation,
      sender_profile_uid: uids.helper_profile_uid,
    },
  ])
  expect(eventsNamed(helperSocket, 'notification')).toHaveLength(1)
})

test('a client never receives another pair’s messages, even after asking to join their room', async () => {
  const first = await chatPair(t)
  const second = await chatPair(t)
  const intruder = await connect(second.helper.access)
  const nobody = await connect((await signedInUser(t, 'helper')).access)
  for (const attempt of ['join', 'subscribe', 'room']) {
    intruder.socket.emit(attempt, first.uids.helper_profile_uid)
    intruder.socket.emit(attempt, first.uids.employer_profile_uid)
  }
  const firstHelper = await connect(first.helper.access)

  await sent(t, first.employer.access, first.uids, 'For the first pair only')
  await waitFor(firstHelper, messageWith('For the first pair only'))
  await sent(t, second.employer.access, second.uids, 'For the second pair')
  await waitFor(intruder, messageWith('For the second pair'))

  expect(eventsNamed(intruder, 'message').map((m) => (m as ChatMessage).content)).toEqual([
    'For the second pair',
  ])
  expect(nobody.events).toEqual([])
})
