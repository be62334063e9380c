import { describe, expect, test } from 'vitest'
import type { ChatMessage } from '@hearth/shared/chat'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { CONVERSATIONS, chatPair, messagesOf, sendAs, sent } from './chat-fixtures'
import { insertMessage } from './chat.repository'

const t = useTestApp()

describe('POST /chat/send-user-message/', () => {
  test('the first message starts the conversation and carries both spellings of every field', async () => {
    const { employer, uids } = await chatPair(t)
    const response = await sendAs(t, employer.access, uids, 'Hello Maria, are you free to talk?')
    expect(response.statusCode).toBe(201)
    const message = response.json()
    expect(message).toMatchObject({
      id: message.uid,
      conversation: message.chat_session_uid,
      sender_profile_uid: { id: uids.employer_profile_uid },
      sender: uids.employer_profile_uid,
      receiver_profile_uid: uids.helper_profile_uid,
      helper_profile_uid: uids.helper_profile_uid,
      employer_profile_uid: uids.employer_profile_uid,
      content: 'Hello Maria, are you free to talk?',
      created_at: t.clock.now().toISOString(),
      timestamp: t.clock.now().toISOString(),
      is_read: false,
      client_message_id: null,
    })
    expect(message.cursor).toEqual(expect.any(String))
    // What was answered is what was stored.
    expect((await messagesOf(t, employer.access, uids)).json().results).toEqual([message])
  })

  test('the helper answers in the same conversation', async () => {
    const { employer, helper, uids } = await chatPair(t)
    const first = await sent(t, employer.access, uids, 'Hello')
    const reply = await sent(t, helper.access, uids, 'Hi, yes I am free')
    expect(reply.conversation).toBe(first.conversation)
    expect(reply.sender).toBe(uids.helper_profile_uid)
    expect(reply.receiver_profile_uid).toBe(uids.employer_profile_uid)
  })

  test('someone who owns neither profile gets 404, whatever their role', async () => {
    const { employer, uids } = await chatPair(t)
    await sent(t, employer.access, uids, 'Hello')
    const otherEmployer = await signedInEmployer(t)
    const otherHelper = await signedInHelperWithProfile(t)
    for (const access of [otherEmployer.access, otherHelper.access]) {
      const response = await sendAs(t, access, uids, 'Let me in')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({
        code: 'not_found',
        detail: 'Conversation not found or profiles are invalid',
      })
    }
    const unknown = await sendAs(
      t,
      employer.access,
      { ...uids, helper_profile_uid: 'no-such-profile' },
      'Hello',
    )
    expect(unknown.statusCode).toBe(404)
  })

  test('an employer without an active plan gets 402 and can still read the conversation', async () => {
    const { helper, uids } = await chatPair(t)
    const lapsed = await signedInEmployer(t, false)
    const pair = { ...uids, employer_profile_uid: lapsed.user.detail_profile!.uid }
    const refused = await sendAs(t, lapsed.access, pair, 'Hello')
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toEqual({
      code: 'subscription_required',
      detail: 'An active plan is needed to send messages.',
    })
    await sent(t, helper.access, pair, 'Hello, I saw your job post')
    const read = await messagesOf(t, lapsed.access, pair)
    expect(read.statusCode).toBe(200)
    expect(read.json().results.map((m: { content: string }) => m.content)).toEqual([
      'Hello, I saw your job post',
    ])
  })

  test('a helper without a helper profile is told to create one', async () => {
    const { uids } = await chatPair(t)
    const newcomer = await signedInUser(t, 'helper')
    const response = await sendAs(t, newcomer.access, uids, 'Hello')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'permission_denied',
      detail: 'Create your helper profile before you chat with employers.',
    })
  })

  test('an employer cannot start a conversation with a draft profile', async () => {
    const { employer, uids } = await chatPair(t)
    const drafter = await signedInUser(t, 'helper')
    const draft = await t.inject({
      method: 'POST',
      url: '/api/v1/helpers/profiles/',
      headers: bearer(drafter.access),
      payload: { first_name: 'Dewi', isDraft: 'true' },
    })
    const pair = { ...uids, helper_profile_uid: draft.json().data.uid }
    expect((await sendAs(t, employer.access, pair, 'Hello')).statusCode).toBe(404)
  })

  test('empty, blank and over-long messages are refused; text is kept exactly as typed', async () => {
    const { employer, uids } = await chatPair(t)
    for (const content of ['', '   ', '\n\t ']) {
      const response = await sendAs(t, employer.access, uids, content)
      expect(response.statusCode).toBe(400)
      expect(response.json().content).toEqual(['Type a message before sending.'])
    }
    const long = await sendAs(t, employer.access, uids, 'x'.repeat(2001))
    expect(long.statusCode).toBe(400)
    expect(long.json().content).toEqual(['A message can be at most 2,000 characters long.'])
    const nul = await sendAs(t, employer.access, uids, 'a\u0000b')
    expect(nul.json().content).toEqual(['This message contains characters that cannot be sent.'])

    const typed = '  <b>Hi</b> &amp;\n\n  see you   Sunday 🙂  '
    expect((await sent(t, employer.access, uids, typed)).content).toBe(typed)
    expect((await sent(t, employer.access, uids, 'y'.repeat(2000))).content).toHaveLength(2000)
    const stored = (await messagesOf(t, employer.access, uids)).json().results[0]
    expect(stored.content).toBe(typed)
  })

  test('a retry with the same client_message_id returns the same message and stores it once', async () => {
    const { employer, uids } = await chatPair(t)
    const extra = { client_message_id: 'web-7f3a-0001' }
    const first = await sendAs(t, employer.access, uids, 'Are you available in March?', extra)
    expect(first.statusCode).toBe(201)
    const retry = await sendAs(t, employer.access, uids, 'Are you available in March?', extra)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
    const page = (await messagesOf(t, employer.access, uids)).json()
    expect(page.results).toHaveLength(1)
    expect(page.results[0].client_message_id).toBe('web-7f3a-0001')

    const reused = await sendAs(t, employer.access, uids, 'Something else', extra)
    expect(reused.statusCode).toBe(409)
    // The same words with the same id to another helper are another message: refused too.
    const otherHelper = await signedInHelperWithProfile(t)
    const elsewhere = await sendAs(
      t,
      employer.access,
      { ...uids, helper_profile_uid: otherHelper.profile.uid },
      'Are you available in March?',
      extra,
    )
    expect(elsewhere.statusCode).toBe(409)
    const tooLong = await sendAs(t, employer.access, uids, 'Hi', {
      client_message_id: 'k'.repeat(65),
    })
    expect(tooLong.statusCode).toBe(400)
  })

  test('concurrent retries of one message store it once', async () => {
    const { employer, uids } = await chatPair(t)
    const extra = { client_message_id: 'burst-1' }
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => sendAs(t, employer.access, uids, 'Only once', extra)),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201])
    expect(new Set(responses.map((r) => r.json().uid)).size).toBe(1)
    expect((await messagesOf(t, employer.access, uids)).json().results).toHaveLength(1)
    // The refused duplicates leave the conversation naming the stored message.
    const list = await t.inject({
      method: 'GET',
      url: CONVERSATIONS,
      headers: bearer(employer.access),
    })
    expect(list.json()[0].last_message.content).toBe('Only once')
  })

  test('a duplicate that slips past the check stores nothing and leaves the last message alone', async () => {
    const { employer, uids } = await chatPair(t)
    const first = await sent(t, employer.access, uids, 'Kept')
    await sendAs(t, employer.access, uids, 'Also kept', { client_message_id: 'dup-1' })
    // Two requests that both passed the look-up race to insert: the second one loses.
    const lost = await insertMessage(
      t.app.deps.db,
      {
        conversationUid: 'unused',
        helperProfileUid: uids.helper_profile_uid,
        employerProfileUid: uids.employer_profile_uid,
      },
      {
        uid: 'phantom-message',
        senderProfileUid: uids.employer_profile_uid,
        receiverProfileUid: uids.helper_profile_uid,
        content: 'Also kept',
        clientMessageId: 'dup-1',
        createdAt: t.clock.now(),
      },
    )
    expect(lost).toBeUndefined()
    const list = await t.inject({
      method: 'GET',
      url: CONVERSATIONS,
      headers: bearer(employer.access),
    })
    const conversation = list.json().find((c: { uid: string }) => c.uid === first.conversation)
    expect(conversation.last_message.content).toBe('Also kept')
    expect(
      (await messagesOf(t, employer.access, uids))
        .json()
        .results.map((m: ChatMessage) => m.content),
    ).toEqual(['Kept', 'Also kept'])
  })

  test('the 31st message in a minute is throttled with Retry-After', async () => {
    const { employer, helper, uids } = await chatPair(t)
    for (let i = 1; i <= 30; i += 1) await sent(t, employer.access, uids, `Message ${i}`)
    t.clock.advance(20_000)
    const throttled = await sendAs(t, employer.access, uids, 'Message 31')
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().code).toBe('throttled')
    expect(Number(throttled.headers['retry-after'])).toBe(40)
    // The limit is per user: the helper may still answer.
    await sent(t, helper.access, uids, 'Slow down please')
    t.clock.advance(41_000)
    await sent(t, employer.access, uids, 'Message 31')
  })
})
