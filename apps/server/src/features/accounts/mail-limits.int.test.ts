import { expect, test } from 'vitest'
import { GOOD_PASSWORD, register, uniqueEmail } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const ALREADY = 'Someone tried to create a Hearth account with your e-mail address'

test('fifty concurrent registrations of an existing address from fifty addresses send at most three e-mails', async () => {
  const email = uniqueEmail('flooded')
  expect((await register(t, { email })).statusCode).toBe(201)
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/hirlab/belmount/registration/',
        remoteAddress: `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        payload: {
          email,
          password1: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
          userType: 'employer',
        },
      }),
    ),
  )
  // Every caller gets the same answer as for a new address: the form reveals no accounts.
  expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]))
  // Mails a failed first try left queued would still go out: send them before counting.
  await t.app.tasks.runDueTasks()
  const sent = t.outbox().filter((mail) => mail.to === email && mail.subject === ALREADY)
  expect(sent.length).toBeGreaterThan(0)
  expect(sent.length).toBeLessThanOrEqual(3)
}, 120_000)

/**
 * Registers an address, then sends `url` for it from 20 addresses at once (`10.<subnet>.0.x`);
 * answers the address once the mails queued by then have gone out.
 */
async function twentyAtOnce(url: string, label: string, subnet: number): Promise<string> {
  const email = uniqueEmail(label)
  expect((await register(t, { email })).statusCode).toBe(201)
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.inject({
        method: 'POST',
        url,
        remoteAddress: `10.${subnet}.0.${i + 1}`,
        payload: { email },
      }),
    ),
  )
  await t.app.tasks.runDueTasks()
  return email
}

test('concurrent password-reset requests for one address send at most three e-mails', async () => {
  const email = await twentyAtOnce('/api/v1/hirlab/belmount/password/reset/', 'reset-flood', 30)
  const resets = t.outbox().filter((mail) => mail.to === email && mail.text.includes('/reset-'))
  expect(resets.length).toBeLessThanOrEqual(3)
  expect(resets.length).toBeGreaterThan(0)
}, 120_000)

test('concurrent verification resends for one address send at most three e-mails', async () => {
  const email = await twentyAtOnce(
    '/api/v1/hirlab/belmount/registration/resend-email/',
    'resend-flood',
    40,
  )
  // The registration's own verification e-mail, then at most three resent.
  const mails = t.outbox().filter((mail) => mail.to === email)
  expect(mails.length).toBeGreaterThan(1)
  expect(mails.length).toBeLessThanOrEqual(4)
}, 120_000)

test('every kind of e-mail a visitor asks for shares one limit per address', async () => {
  const email = uniqueEmail('mixed-flood')
  expect((await register(t, { email })).statusCode).toBe(201)
  const ask = (url: string, payload: object, i: number) =>
    t.inject({ method: 'POST', url, remoteAddress: `10.50.0.${i + 1}`, payload })
  for (let i = 0; i < 3; i += 1) {
    await ask('/api/v1/hirlab/belmount/registration/resend-email/', { email }, i)
    await ask('/api/v1/hirlab/belmount/password/reset/', { email }, i + 10)
    await ask(
      '/api/v1/hirlab/belmount/registration/',
      { email, password1: GOOD_PASSWORD, password2: GOOD_PASSWORD, userType: 'employer' },
      i + 20,
    )
  }
  await t.app.tasks.runDueTasks()
  // Nine requests of three kinds: the first verification e-mail and three more, not nine.
  expect(t.outbox().filter((mail) => mail.to === email)).toHaveLength(4)
}, 120_000)
