import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { employerProfiles } from '../../db/schema'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const ALREADY = 'A referral code was already given and cannot be changed.'

async function twoReferrerCodes(): Promise<[string, string]> {
  // One after the other: the test outbox is read while the other sign-up may be writing a mail.
  const a = await signedInUser(t, 'employer')
  const b = await signedInUser(t, 'helper')
  return [a.user.referral_code!, b.user.referral_code!]
}

async function employerWithDetails() {
  const employer = await signedInUser(t, 'employer')
  const uid = employer.user.detail_profile!.uid
  const put = (payload: Record<string, unknown>) =>
    t.inject({
      method: 'PUT',
      url: `/api/v1/employer/profiles/${uid}/`,
      headers: bearer(employer.access),
      payload: { contact_person_name: 'Chan Tai Man', ...payload },
    })
  return { employer, uid, put }
}

test('employer details: the first valid code stands, another is 409, leaving it out keeps it', async () => {
  const [first, other] = await twoReferrerCodes()
  const { put } = await employerWithDetails()
  expect((await put({ referred_by: first })).json().data.referred_by).toBe(first)

  const changed = await put({ referred_by: other })
  expect(changed.statusCode).toBe(409)
  expect(changed.json()).toMatchObject({ code: 'conflict', referred_by: [ALREADY] })

  for (const payload of [{}, { referred_by: '' }, { referred_by: first }]) {
    const kept = await put(payload)
    expect(kept.statusCode).toBe(200)
    expect(kept.json().data.referred_by).toBe(first)
  }
})

test('helper profile: the first valid code stands, another is 409, null or empty keep it', async () => {
  const [first, other] = await twoReferrerCodes()
  const helper = await signedInHelperWithProfile(t, { referred_by: first })
  expect(helper.profile.referred_by).toBe(first)
  const put = (payload: Record<string, unknown>) =>
    t.inject({
      method: 'PUT',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
      headers: bearer(helper.access),
      payload,
    })

  const changed = await put({ referred_by: other })
  expect(changed.statusCode).toBe(409)
  expect(changed.json().referred_by).toEqual([ALREADY])
  for (const payload of [{ referred_by: null }, { referred_by: '' }, { about_me: 'Hello' }]) {
    const kept = await put(payload)
    expect(kept.statusCode).toBe(200)
    expect(kept.json().data.referred_by).toBe(first)
  }
})

test('a profile without a code takes one later, once', async () => {
  const [first, other] = await twoReferrerCodes()
  const helper = await signedInHelperWithProfile(t)
  const url = `/api/v1/helpers/profiles/${helper.profile.uid}/`
  const put = (referred_by: string) =>
    t.inject({ method: 'PUT', url, headers: bearer(helper.access), payload: { referred_by } })
  expect((await put(first)).json().data.referred_by).toBe(first)
  expect((await put(other)).statusCode).toBe(409)
})

test('two concurrent first codes: one stands and the other is refused', async () => {
  const [first, other] = await twoReferrerCodes()
  const { put, uid } = await employerWithDetails()
  const responses = await Promise.all([put({ referred_by: first }), put({ referred_by: other })])
  expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
  const winner = responses.find((r) => r.statusCode === 200)!.json().data.referred_by
  const [row] = await t.app.deps.db
    .select()
    .from(employerProfiles)
    .where(eq(employerProfiles.uid, uid))
  expect(row!.referredBy).toBe(winner)
})
