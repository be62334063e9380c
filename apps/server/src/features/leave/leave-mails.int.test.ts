import { expect, test, vi } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { accrue, createdLeave, decide, leaveInput, leaveSetUp, type Party } from './leave-fixtures'

// The leave e-mails write a request as the pages do, in the reader's language: "7 Dec 2026" or
// "2026年12月7日", "1 day" and "2 days" (issue 27).

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

function lastMailTo(party: Party) {
  return t
    .outbox()
    .filter((mail) => mail.to === party.email)
    .at(-1)
}

test('leave e-mails count days in the right plural and write dates as the pages do, in each reader’s language', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  await accrue(t, employer, helper.profileUid)

  // Monday 7 December 2026 alone.
  const oneDay = await createdLeave(
    t,
    helper,
    leaveInput(employment, { from_date: '2026-12-07', to_date: '2026-12-07' }),
  )
  const asked = lastMailTo(employer)
  expect(asked?.text).toContain('asked for Annual leave from 7 Dec 2026 to 7 Dec 2026 (1 day).')
  expect(asked?.html).toContain('from 7 Dec 2026 to 7 Dec 2026 (1 day).')

  const language = await t.inject({
    method: 'PATCH',
    url: '/api/v1/hirlab/belmount/user/',
    headers: bearer(employer.access),
    payload: { language: 'zh-TW' },
  })
  expect(language.statusCode, language.body).toBe(200)
  // Monday 14 and Tuesday 15 December 2026.
  await createdLeave(
    t,
    helper,
    leaveInput(employment, { from_date: '2026-12-14', to_date: '2026-12-15' }),
  )
  expect(lastMailTo(employer)?.text).toContain('2026年12月14日 至 2026年12月15日 的年假（2 天）。')

  const approved = await decide(t, employer, oneDay.id, { is_approved: true })
  expect(approved.statusCode, approved.body).toBe(200)
  expect(lastMailTo(helper)?.text).toContain(
    'Your Annual leave from 7 Dec 2026 to 7 Dec 2026 is now: Approved.',
  )
})
