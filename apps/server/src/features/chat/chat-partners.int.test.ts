import { describe, expect, test } from 'vitest'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { signedInEmployer } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { chatPair, sent } from './chat-fixtures'

const t = useTestApp()
const PARTNERS = '/api/v1/chat/partners'

function lookUp(access: string, path: string) {
  return t.inject({ method: 'GET', url: `${PARTNERS}/${path}/`, headers: bearer(access) })
}

describe('GET /chat/partners/helper/{uid}/', () => {
  test('an employer may look up any published helper', async () => {
    const { helper, uids } = await chatPair(t)
    const stranger = await signedInEmployer(t, false)
    const response = await lookUp(stranger.access, `helper/${uids.helper_profile_uid}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      uid: uids.helper_profile_uid,
      first_name: 'Maria',
      last_name: 'Santos',
      image_url: null,
      user_id: helper.user.id,
      suspended: false,
      deleted: false,
      blocked: false,
      verified: false,
    })
  })

  test('helpers, drafts and unknown profiles are not found', async () => {
    const { helper, employer, uids } = await chatPair(t)
    const response = await lookUp(helper.access, `helper/${uids.helper_profile_uid}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('Chat partner not found.')
    expect((await lookUp(employer.access, 'helper/nobody')).statusCode).toBe(404)
    const drafter = await signedInUser(t, 'helper')
    const draft = await t.inject({
      method: 'POST',
      url: '/api/v1/helpers/profiles/',
      headers: bearer(drafter.access),
      payload: { first_name: 'Dewi', isDraft: 'true' },
    })
    expect((await lookUp(employer.access, `helper/${draft.json().data.uid}`)).statusCode).toBe(404)
  })
})

describe('GET /chat/partners/employer/{uid}/', () => {
  test('a helper may look up an employer only once they share a conversation', async () => {
    const { helper, employer, uids } = await chatPair(t)
    const path = `employer/${uids.employer_profile_uid}`
    expect((await lookUp(helper.access, path)).statusCode).toBe(404)
    await sent(t, employer.access, uids, 'Hello')
    const response = await lookUp(helper.access, path)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      uid: uids.employer_profile_uid,
      first_name: employer.email.split('@')[0],
      last_name: '',
      image_url: null,
      user_id: employer.user.id,
      suspended: false,
      deleted: false,
      blocked: false,
      verified: false,
    })
    const otherEmployer = await signedInEmployer(t)
    expect((await lookUp(otherEmployer.access, path)).statusCode).toBe(404)
    const newcomer = await signedInUser(t, 'helper')
    expect((await lookUp(newcomer.access, path)).statusCode).toBe(403)
  })
})
