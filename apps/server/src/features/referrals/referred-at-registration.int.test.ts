import { expect, test } from 'vitest'
import {
  GOOD_PASSWORD,
  bearer,
  login,
  register,
  signedInUser,
  uniqueEmail,
  verify,
} from '../../test/accounts-fixtures'
import { MAIN_DETAILS } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()

/** Registers with `referred_by`, verifies and signs in. */
async function registeredWith(userType: 'employer' | 'helper', referred_by: string) {
  const email = uniqueEmail(userType)
  expect((await register(t, { email, userType, referred_by })).statusCode).toBe(201)
  expect((await verify(t, email)).statusCode).toBe(200)
  const signedIn = await login(t, email, GOOD_PASSWORD)
  return signedIn.json() as {
    access: string
    user: { detail_profile: { uid: string; referred_by: string | null } | null }
  }
}

test('an employer registering with a referral code is referred from the start', async () => {
  const referrer = await signedInUser(t, 'helper')
  const code = referrer.user.referral_code!
  // Any case, as typed from a sign-up link.
  const employer = await registeredWith('employer', code.toLowerCase())
  expect(employer.user.detail_profile!.referred_by).toBe(code)

  const summary = await t.inject({
    method: 'GET',
    url: '/api/v1/referrals/',
    headers: bearer(referrer.access),
  })
  expect(summary.json().referred_count).toBe(1)
})

test('a helper registering with a code has it on the profile they create later', async () => {
  const referrer = await signedInUser(t, 'employer')
  const code = referrer.user.referral_code!
  const helper = await registeredWith('helper', code)
  const created = await t.inject({
    method: 'POST',
    url: '/api/v1/helpers/profiles/',
    headers: bearer(helper.access),
    payload: MAIN_DETAILS,
  })
  expect(created.statusCode).toBe(201)
  expect(created.json().data.referred_by).toBe(code)
})

test("a helper's registration code stands when the profile is created: another code is 409", async () => {
  const first = (await signedInUser(t, 'employer')).user.referral_code!
  const other = (await signedInUser(t, 'employer')).user.referral_code!
  const helper = await registeredWith('helper', first)
  const create = (referred_by: string) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/helpers/profiles/',
      headers: bearer(helper.access),
      payload: { ...MAIN_DETAILS, referred_by },
    })
  const refused = await create(other)
  expect(refused.statusCode).toBe(409)
  expect(refused.json().referred_by).toEqual([
    'A referral code was already given and cannot be changed.',
  ])
  // The same code again is no change.
  const created = await create(first)
  expect(created.statusCode).toBe(201)
  expect(created.json().data.referred_by).toBe(first)
})

test('an unknown or malformed code refuses the registration on referred_by, creating nothing', async () => {
  for (const [code, message] of [
    ['ZZZZZZ', 'Referral code not found.'],
    ['AB12', 'A referral code has 6 letters.'],
  ] as const) {
    const email = uniqueEmail('refused')
    const response = await register(t, { email, referred_by: code })
    expect(response.statusCode).toBe(400)
    expect(response.json().referred_by).toEqual([message])
    expect(t.outbox().filter((mail) => mail.to === email)).toEqual([])
  }
  // Empty means none.
  expect((await register(t, { referred_by: '' })).statusCode).toBe(201)
})
