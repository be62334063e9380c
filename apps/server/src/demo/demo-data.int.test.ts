import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '../db/schema'
import { login } from '../test/accounts-fixtures'
import { useTestApp } from '../test/test-app'
import { DEMO_EMPLOYER_EMAIL, DEMO_HELPER_EMAIL, DEMO_PASSWORD, loadDemoData } from './demo-data'

const t = useTestApp()

test('loads a verified employer with a year of access and a verified helper, idempotently', async () => {
  await loadDemoData(t.app.deps, t.app.log, { helperCount: 4 })
  await loadDemoData(t.app.deps, t.app.log, { helperCount: 4 })
  const rows = await t.app.deps.db.select().from(users).where(eq(users.email, DEMO_EMPLOYER_EMAIL))
  expect(rows).toHaveLength(1)
  const employer = await login(t, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD)
  expect(employer.statusCode).toBe(200)
  const { user } = employer.json()
  expect(user.profile.subscription_type).toBe('premium')
  const end = new Date(user.profile.access_end_date)
  const expected = new Date(t.clock.now())
  expected.setUTCFullYear(expected.getUTCFullYear() + 1)
  expect(end.toISOString()).toBe(expected.toISOString())
  expect(user.detail_profile.contact_person_name).toBe('Chan Tai Man')
  const helper = await login(t, DEMO_HELPER_EMAIL, DEMO_PASSWORD)
  expect(helper.json().user.userType).toBe('helper')
  expect(helper.json().user.detail_profile.contact_person_name).toBe('Maria Santos')
  const search = await t.inject({ method: 'GET', url: '/api/v1/helpers/profiles/' })
  expect(search.json().count).toBe(5)
  const withPhoto = search
    .json()
    .results.find((r: { profileImage: string | null }) => r.profileImage)
  expect(
    (await t.inject({ method: 'GET', url: withPhoto.profileImage })).headers['content-type'],
  ).toBe('image/webp')
  expect((await login(t, 'demo-helper-001@demo.hearth.hk', DEMO_PASSWORD)).statusCode).toBe(400)
}, 120_000)
