import { expect, test } from 'vitest'
import { GOOD_PASSWORD, login, signedInUser } from '../../test/accounts-fixtures'
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
