import { describe, expect, test } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { CONVERSATIONS, chatPair, sendAs, sent } from '../chat/chat-fixtures'

const t = useTestApp()
const BLOCKS = '/api/v1/blocks/'

function block(access: string, userId: unknown) {
  return t.inject({
    method: 'POST',
    url: BLOCKS,
    headers: bearer(access),
    payload: { user_id: userId },
  })
}

describe('blocks', () => {
  test('while either has blocked the other, no message goes either way (403 blocked); unblocking restores it', async () => {
    const { employer, helper, uids } = await chatPair(t)
    await sent(t, employer.access, uids, 'Hello')
    const created = await block(helper.access, employer.user.id)
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ user_id: employer.user.id, name: expect.any(String) })
    for (const access of [employer.access, helper.access]) {
      const refused = await sendAs(t, access, uids, 'Are you there?')
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({
        code: 'blocked',
        detail: "You can't message this user.",
      })
    }
    // The blocker's list leaves the conversation out; the blocked one's keeps it, saying nothing.
    const blockerList = (
      await t.inject({ method: 'GET', url: CONVERSATIONS, headers: bearer(helper.access) })
    ).json()
    expect(blockerList).toEqual([])
    const blockedList = (
      await t.inject({ method: 'GET', url: CONVERSATIONS, headers: bearer(employer.access) })
    ).json()
    expect(blockedList).toHaveLength(1)
    expect(blockedList[0].partner).toMatchObject({ blocked: false, suspended: false })
    const listed = (
      await t.inject({ method: 'GET', url: BLOCKS, headers: bearer(helper.access) })
    ).json()
    expect(listed.results).toEqual([created.json()])
    const removed = await t.inject({
      method: 'DELETE',
      url: `${BLOCKS}${employer.user.id}/`,
      headers: bearer(helper.access),
    })
    expect(removed.statusCode).toBe(204)
    expect((await sendAs(t, employer.access, uids, 'Hello again')).statusCode).toBe(201)
    const restored = (
      await t.inject({ method: 'GET', url: CONVERSATIONS, headers: bearer(helper.access) })
    ).json()
    expect(restored).toHaveLength(1)
  })

  test('the blocker sees the partner as blocked in the chat partner look-up', async () => {
    const { employer, uids } = await chatPair(t)
    const helperPartner = await t.inject({
      method: 'GET',
      url: `/api/v1/chat/partners/helper/${uids.helper_profile_uid}/`,
      headers: bearer(employer.access),
    })
    const helperUserId = helperPartner.json().user_id
    expect((await block(employer.access, helperUserId)).statusCode).toBe(201)
    const after = await t.inject({
      method: 'GET',
      url: `/api/v1/chat/partners/helper/${uids.helper_profile_uid}/`,
      headers: bearer(employer.access),
    })
    expect(after.json()).toMatchObject({ user_id: helperUserId, blocked: true })
  })

  test('blocking twice is 200 with the same block; oneself is 400; an unknown user 404; bad input 400; visitors 401', async () => {
    const { employer, helper } = await chatPair(t)
    expect((await block(helper.access, employer.user.id)).statusCode).toBe(201)
    expect((await block(helper.access, employer.user.id)).statusCode).toBe(200)
    const self = await block(helper.access, helper.user.id)
    expect(self.statusCode).toBe(400)
    expect(self.json().user_id).toEqual(['You cannot block yourself.'])
    expect((await block(helper.access, 'nobody')).statusCode).toBe(404)
    expect((await block(helper.access, 42)).statusCode).toBe(400)
    expect((await block(helper.access, '')).statusCode).toBe(400)
    const visitor = await t.inject({
      method: 'POST',
      url: BLOCKS,
      payload: { user_id: employer.user.id },
    })
    expect(visitor.statusCode).toBe(401)
    // Unblocking someone one never blocked is a 404; another's block is not one's own.
    const notMine = await t.inject({
      method: 'DELETE',
      url: `${BLOCKS}${employer.user.id}/`,
      headers: bearer(employer.access),
    })
    expect(notMine.statusCode).toBe(404)
  })
})
