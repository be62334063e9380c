import { describe, expect, test } from 'vitest'
import type { ChatMessage, Conversation } from '@hearth/shared/chat'
import { bearer } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { CONVERSATIONS, chatPair, messagesOf, sent } from './chat-fixtures'

// Long conversations are set up faster than the real per-minute limit allows.
const t = useTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '1000' })

function conversationsOf(access: string) {
  return t.inject({ method: 'GET', url: CONVERSATIONS, headers: bearer(access) })
}

function markRead(access: string, uid: string) {
  return t.inject({
    method: 'POST',
    url: `${CONVERSATIONS}${uid}/mark-read/`,
    headers: bearer(access),
  })
}

const contents = (messages: ChatMessage[]) => messages.map((m) => m.content)

describe('GET /chat/conversations/', () => {
  test('lists the caller’s conversations newest message first, with partner and last message', async () => {
    const employer = await signedInEmployer(t)
    const employerUid = employer.user.detail_profile!.uid
    const maria = await signedInHelperWithProfile(t, { first_name: 'Maria', last_name: 'Santos' })
    const siti = await signedInHelperWithProfile(t, { first_name: 'Siti', last_name: 'Aminah' })
    const withMaria = { helper_profile_uid: maria.profile.uid, employer_profile_uid: employerUid }
    const withSiti = { helper_profile_uid: siti.profile.uid, employer_profile_uid: employerUid }
    await sent(t, employer.access, withMaria, 'Hello Maria')
    await sent(t, employer.access, withSiti, 'Hello Siti')
    await sent(t, maria.access, withMaria, 'Hello! Happy to talk.')

    const list = (await conversationsOf(employer.access)).json() as Conversation[]
    expect(list.map((c) => c.partner.first_name)).toEqual(['Maria', 'Siti'])
    expect(list[0]).toMatchObject({
      helper_profile_uid: maria.profile.uid,
      employer_profile_uid: employerUid,
      last_message: { content: 'Hello! Happy to talk.', sender: maria.profile.uid },
      unread_message_count: 1,
      partner: {
        uid: maria.profile.uid,
        first_name: 'Maria',
        last_name: 'Santos',
        image_url: null,
      },
    })
    expect(list[0]!.participants).toEqual([
      { id: maria.user.id, username: 'Maria Santos' },
      { id: employer.user.id, username: employer.email.split('@')[0] },
    ])
    expect(list[1]!.unread_message_count).toBe(0)

    await sent(t, employer.access, withSiti, 'Are you there?')
    const again = (await conversationsOf(employer.access)).json() as Conversation[]
    expect(again.map((c) => c.partner.first_name)).toEqual(['Siti', 'Maria'])

    const helperView = (await conversationsOf(siti.access)).json() as Conversation[]
    expect(helperView).toHaveLength(1)
    expect(helperView[0]).toMatchObject({
      unread_message_count: 2,
      partner: { uid: employerUid, last_name: '', image_url: null },
    })
    // No contact person yet: the part of the e-mail before @ (never the address itself).
    expect(helperView[0]!.partner.first_name).toBe(employer.email.split('@')[0])
  })

  test('an employer’s contact person name is what helpers see', async () => {
    const { employer, helper, uids } = await chatPair(t)
    const named = await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/profiles/${uids.employer_profile_uid}/`,
      headers: bearer(employer.access),
      payload: { contact_person_name: 'Mrs Chan' },
    })
    expect(named.statusCode).toBe(200)
    await sent(t, employer.access, uids, 'Hello')
    const [conversation] = (await conversationsOf(helper.access)).json() as Conversation[]
    expect(conversation!.partner.first_name).toBe('Mrs Chan')
  })

  test('a user with no conversations gets an empty list', async () => {
    const lonely = await signedInEmployer(t)
    expect((await conversationsOf(lonely.access)).json()).toEqual([])
  })
})

describe('POST /chat/conversations/{uid}/mark-read/', () => {
  test('marks the messages to the caller read, and only those', async () => {
    const { employer, helper, uids } = await chatPair(t)
    const first = await sent(t, employer.access, uids, 'One')
    await sent(t, employer.access, uids, 'Two')
    await sent(t, helper.access, uids, 'Reply')
    const response = await markRead(helper.access, first.conversation)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    const [helperSide] = (await conversationsOf(helper.access)).json() as Conversation[]
    const [employerSide] = (await conversationsOf(employer.access)).json() as Conversation[]
    expect(helperSide!.unread_message_count).toBe(0)
    expect(employerSide!.unread_message_count).toBe(1)
    const page = (await messagesOf(t, employer.access, uids)).json()
    expect(page.results.map((m: ChatMessage) => [m.content, m.is_read])).toEqual([
      ['One', true],
      ['Two', true],
      ['Reply', false],
    ])
  })

  test('anyone but the two participants gets 404', async () => {
    const { employer, uids } = await chatPair(t)
    const message = await sent(t, employer.access, uids, 'Private')
    const stranger = await signedInEmployer(t)
    const otherHelper = await signedInHelperWithProfile(t)
    for (const access of [stranger.access, otherHelper.access]) {
      expect((await markRead(access, message.conversation)).statusCode).toBe(404)
      expect((await messagesOf(t, access, uids)).statusCode).toBe(404)
    }
    expect((await markRead(employer.access, 'no-such-conversation')).statusCode).toBe(404)
  })
})

describe('GET /chat/messages-by-profiles/', () => {
  test('answers the spec’s message before the first message is sent', async () => {
    const { employer, uids } = await chatPair(t)
    const response = await messagesOf(t, employer.access, uids)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('Conversation not found or profiles are invalid')
  })

  test('pages newest first, oldest first within a page; before goes back and after catches up', async () => {
    const { employer, helper, uids } = await chatPair(t)
    for (let i = 1; i <= 65; i += 1)
      await sent(t, i % 2 ? employer.access : helper.access, uids, `m${i}`)

    const newest = (await messagesOf(t, helper.access, uids)).json()
    expect(contents(newest.results)).toEqual(range(36, 65))
    expect(newest.latest_cursor).toBe(newest.results.at(-1).cursor)
    expect(newest.has_newer).toBe(false)

    const older = (
      await messagesOf(t, helper.access, uids, { before: newest.previous_cursor })
    ).json()
    expect(contents(older.results)).toEqual(range(6, 35))
    const oldest = (
      await messagesOf(t, helper.access, uids, { before: older.previous_cursor })
    ).json()
    expect(contents(oldest.results)).toEqual(range(1, 5))
    expect(oldest.previous_cursor).toBeNull()

    await sent(t, employer.access, uids, 'm66')
    await sent(t, helper.access, uids, 'm67')
    const caughtUp = (
      await messagesOf(t, helper.access, uids, { after: newest.latest_cursor })
    ).json()
    expect(contents(caughtUp.results)).toEqual(['m66', 'm67'])
    expect(caughtUp.has_newer).toBe(false)
    const nothingNew = (
      await messagesOf(t, helper.access, uids, { after: caughtUp.latest_cursor })
    ).json()
    expect(nothingNew.results).toEqual([])
    expect(nothingNew.latest_cursor).toBe(caughtUp.latest_cursor)
  })

  test('a catch-up returns at most 200 messages and says when there are more', async () => {
    const { employer, uids } = await chatPair(t)
    const first = await sent(t, employer.access, uids, 'start')
    for (let i = 1; i <= 201; i += 1) await sent(t, employer.access, uids, `n${i}`)
    const page = (await messagesOf(t, employer.access, uids, { after: first.cursor })).json()
    expect(page.results).toHaveLength(200)
    expect(page.results[0].content).toBe('n1')
    expect(page.has_newer).toBe(true)
    const rest = (await messagesOf(t, employer.access, uids, { after: page.latest_cursor })).json()
    expect(contents(rest.results)).toEqual(['n201'])
  })

  test('refuses a malformed cursor and before with after', async () => {
    const { employer, uids } = await chatPair(t)
    const message = await sent(t, employer.access, uids, 'Hello')
    const bad = await messagesOf(t, employer.access, uids, { before: 'bm90LWEtY3Vyc29y' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().before).toEqual(['This cursor is not valid.'])
    const both = await messagesOf(t, employer.access, uids, {
      before: message.cursor,
      after: message.cursor,
    })
    expect(both.statusCode).toBe(400)
    expect(both.json().after).toEqual(['Use either before or after, not both.'])
  })
})

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`)
}
