import { expect, test } from 'vitest'
import { GOOD_PASSWORD, login, resetLinkFor, signedInUser } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const WRONG = 'bad-guess-x'

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

test('a hundred concurrent guesses on one account from one address get at most five evaluated', async () => {
  const { email } = await signedInUser(t)
  const ip = '203.0.113.10'
  const responses = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      login(t, email, i === 37 ? GOOD_PASSWORD : `${WRONG}${i}`, { ip }),
    ),
  )
  const counts = statusCounts(responses.map((r) => r.statusCode))
  // 400 (wrong) and 200 (right) are answers to an evaluated password; 429 means it never was.
  const evaluated = (counts[400] ?? 0) + (counts[200] ?? 0)
  expect(evaluated).toBeGreaterThan(0)
  expect(evaluated).toBeLessThanOrEqual(5)
  expect(counts[429]).toBe(100 - evaluated)
  expect(Object.keys(counts).filter((status) => Number(status) >= 500)).toEqual([])
}, 120_000)

test('five wrong passwords from five addresses do not lock the owner out', async () => {
  const { email } = await signedInUser(t)
  for (let i = 0; i < 5; i += 1)
    expect((await login(t, email, WRONG, { ip: `198.51.100.${i}` })).statusCode).toBe(400)
  // The owner's first right password from a new address is evaluated, however many failed.
  expect((await login(t, email, GOOD_PASSWORD, { ip: '203.0.113.77' })).statusCode).toBe(200)
})

test('an address that failed five times on an account waits 15 minutes; others do not', async () => {
  const { email } = await signedInUser(t)
  const ip = '198.51.100.50'
  for (let i = 0; i < 5; i += 1) {
    expect((await login(t, email, WRONG, { ip })).statusCode).toBe(400)
    t.clock.advance(60_000)
  }
  const refused = await login(t, email, GOOD_PASSWORD, { ip })
  expect(refused.statusCode).toBe(429)
  expect(refused.json().code).toBe('throttled')
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60)
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
  expect((await login(t, email, GOOD_PASSWORD, { ip: '198.51.100.51' })).statusCode).toBe(200)
  t.clock.advance(15 * 60_000)
  expect((await login(t, email, GOOD_PASSWORD, { ip })).statusCode).toBe(200)
})

test('failures from many addresses pace the addresses that already failed, doubling', async () => {
  const { email } = await signedInUser(t)
  for (let i = 0; i < 6; i += 1)
    expect((await login(t, email, WRONG, { ip: `198.51.100.${100 + i}` })).statusCode).toBe(400)
  // Six failures: an address that already failed waits 2 s after the last failure.
  const paced = await login(t, email, WRONG, { ip: '198.51.100.100' })
  expect(paced.statusCode).toBe(429)
  expect(paced.headers['retry-after']).toBe('2')
  // A new address's first attempt is never paced.
  expect((await login(t, email, WRONG, { ip: '198.51.100.120' })).statusCode).toBe(400)
  t.clock.advance(4_000)
  expect((await login(t, email, WRONG, { ip: '198.51.100.100' })).statusCode).toBe(400)
  // Eight failures now: the next repeat guess waits 8 s.
  const slower = await login(t, email, WRONG, { ip: '198.51.100.101' })
  expect(slower.headers['retry-after']).toBe('8')
})

test('a password reset lets every address of the owner sign in again', async () => {
  const { email } = await signedInUser(t)
  const ip = '198.51.100.60'
  for (let i = 0; i < 5; i += 1) await login(t, email, WRONG, { ip })
  expect((await login(t, email, GOOD_PASSWORD, { ip })).statusCode).toBe(429)
  await t.inject({
    method: 'POST',
    url: '/api/v1/hirlab/belmount/password/reset/',
    remoteAddress: '198.51.100.61',
    payload: { email },
  })
  const { uid, token } = resetLinkFor(t, email)
  const confirmed = await t.inject({
    method: 'POST',
    url: '/api/v1/hirlab/belmount/password/reset/confirm/',
    payload: { uid, token, new_password1: 'victoria-peak-88', new_password2: 'victoria-peak-88' },
  })
  expect(confirmed.statusCode).toBe(200)
  expect((await login(t, email, 'victoria-peak-88', { ip })).statusCode).toBe(200)
})
