import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '../../db/schema'
import { accessOf } from '../../lib/access'
import type { ActorResolver } from '../../lib/actor'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { chatPair, sendAs } from '../chat/chat-fixtures'

const t = useTestApp()

/** Counts how often the app resolves an actor while `run` goes on. */
async function countResolutions(run: () => Promise<unknown>): Promise<number> {
  const original: ActorResolver = t.app.resolveActor
  let calls = 0
  t.app.resolveActor = (deps, token) => {
    calls += 1
    return original(deps, token)
  }
  try {
    await run()
  } finally {
    t.app.resolveActor = original
  }
  return calls
}

test('each request resolves its actor once; a visitor’s none', async () => {
  const { employer, helper, uids } = await chatPair(t)
  const send = await countResolutions(async () => {
    expect((await sendAs(t, employer.access, uids, 'Hello')).statusCode).toBe(201)
  })
  expect(send).toBe(1)
  const profile = await countResolutions(async () => {
    const url = `/api/v1/helpers/profiles/${helper.profile.uid}/`
    expect(
      (await t.inject({ method: 'GET', url, headers: bearer(employer.access) })).statusCode,
    ).toBe(200)
  })
  expect(profile).toBe(1)
  const visitor = await countResolutions(async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/helpers/profiles/' })).statusCode).toBe(
      200,
    )
  })
  expect(visitor).toBe(0)
})

test('the actor carries the role, the own detail profile and the plan', async () => {
  const employer = await signedInEmployer(t)
  const helper = await signedInHelperWithProfile(t)
  const bare = await signedInUser(t, 'helper')
  expect(await t.app.resolveActor(t.app.deps, employer.access)).toMatchObject({
    role: 'employer',
    userUid: employer.user.id,
    employerProfileUid: employer.user.detail_profile!.uid,
    plan: 'monthly',
  })
  expect(await t.app.resolveActor(t.app.deps, helper.access)).toMatchObject({
    role: 'helper',
    helperProfileUid: helper.profile.uid,
    accessEndsAt: null,
  })
  expect(await t.app.resolveActor(t.app.deps, bare.access)).toMatchObject({
    role: 'helper',
    helperProfileUid: null,
  })
})

test('helpers and visitors cannot reach what only employers may do', async () => {
  const helper = await signedInHelperWithProfile(t)
  const employer = await signedInEmployer(t)
  const employerUid = employer.user.detail_profile!.uid
  const asHelper = bearer(helper.access)
  const category = await t.inject({
    method: 'POST',
    url: '/api/v1/applications/employer-saved-helpers/',
    headers: asHelper,
    payload: { helper_profile: helper.profile.uid, category: 'shortlisted' },
  })
  expect(category.statusCode).toBe(403)
  expect(category.json().detail).toBe('Only employers can sort helpers into categories.')
  const search = await t.inject({
    method: 'GET',
    url: '/api/v1/helpers/profiles/',
    headers: asHelper,
  })
  expect(search.statusCode).toBe(403)
  expect(search.json().detail).toBe('Helper accounts cannot search helper profiles.')
  for (const url of [
    `/api/v1/employer/profiles/view/${employerUid}/`,
    `/api/v1/chat/partners/helper/${helper.profile.uid}/`,
  ]) {
    expect((await t.inject({ method: 'GET', url, headers: asHelper })).statusCode).toBe(404)
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401)
  }
  const own = await t.inject({
    method: 'GET',
    url: '/api/v1/helpers/profiles/me/',
    headers: bearer(employer.access),
  })
  expect(own.statusCode).toBe(403)
  expect(own.json().detail).toBe('Only helper accounts can have a helper profile.')
})

test('sending and contact details follow one access policy, to the same instant', async () => {
  const { employer, helper, uids } = await chatPair(t, { access: false })
  const end = new Date(t.clock.now().getTime() + 60_000)
  await t.app.deps.db
    .update(users)
    .set({ accessEndDate: end })
    .where(eq(users.uid, employer.user.id))
  const url = `/api/v1/helpers/profiles/${helper.profile.uid}/`
  const contacts = async () =>
    (await t.inject({ method: 'GET', url, headers: bearer(employer.access) })).json()
      .whatsapp_contact as string | undefined
  const actor = await t.app.resolveActor(t.app.deps, employer.access)

  expect((await accessOf(t.app.deps, actor)).isActive).toBe(true)
  expect(await contacts()).toBe(helper.profile.whatsapp_contact)
  expect((await sendAs(t, employer.access, uids, 'Before the end')).statusCode).toBe(201)

  t.clock.advance(60_000) // now == access_end_date: access has ended
  expect((await accessOf(t.app.deps, actor)).isActive).toBe(false)
  expect(await contacts()).toBeUndefined()
  const refused = await sendAs(t, employer.access, uids, 'At the end')
  expect(refused.statusCode).toBe(402)
  expect(refused.json()).toMatchObject({
    code: 'subscription_required',
    detail: 'An active plan is needed to send messages.',
  })
  // A helper never needs a plan to answer.
  expect((await sendAs(t, helper.access, uids, 'Still here')).statusCode).toBe(201)
})
