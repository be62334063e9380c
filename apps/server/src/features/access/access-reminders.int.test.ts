import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '../../db/schema'
import { signedInEmployer } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { accessOfUser, checkoutSession, DAY_MS, payTestCheckout } from './checkout-fixtures'

const t = useTestApp()

function mailsTo(email: string) {
  return t.outbox().filter((mail) => mail.to === email)
}

test('e-mails 3 days before the access ends and on the day, once each, in the user’s language', async () => {
  const employer = await signedInEmployer(t, false)
  await t.app.deps.db
    .update(users)
    .set({ language: 'zh-TW' })
    .where(eq(users.uid, employer.user.id))
  const { sessionId } = await checkoutSession(t, employer.access, 'weekly')
  await payTestCheckout(t, employer.access, sessionId)
  const before = mailsTo(employer.email).length

  t.clock.advance(3 * DAY_MS)
  await t.app.tasks.runDueTasks()
  expect(mailsTo(employer.email)).toHaveLength(before)

  t.clock.advance(DAY_MS)
  await t.app.tasks.runDueTasks()
  await t.app.tasks.runDueTasks()
  const soon = mailsTo(employer.email).slice(before)
  expect(soon.map((mail) => mail.subject)).toEqual(['您的 Hearth 使用權將於 3 天後結束'])
  expect(soon[0]!.text).toContain(`${t.config.appUrl}/subscription`)
  // The end date as the pages write it in the user's language.
  expect(soon[0]!.text).toContain('您的 Hearth 使用權將於 2026年11月29日（香港時間）結束。')

  t.clock.advance(3 * DAY_MS)
  await t.app.tasks.runDueTasks()
  await t.app.tasks.runDueTasks()
  const all = mailsTo(employer.email).slice(before)
  expect(all.map((mail) => mail.subject)).toEqual([
    '您的 Hearth 使用權將於 3 天後結束',
    '您的 Hearth 使用權已結束',
  ])
  expect(await accessOfUser(t, employer.user.id)).toMatchObject({ plan: null })
})

test('a renewal moves the notices to the new end; a stacked weekly becomes the plan when the monthly ends', async () => {
  const employer = await signedInEmployer(t, false)
  const monthly = await checkoutSession(t, employer.access, 'monthly')
  await payTestCheckout(t, employer.access, monthly.sessionId)
  const weekly = await checkoutSession(t, employer.access, 'weekly')
  await payTestCheckout(t, employer.access, weekly.sessionId)
  const before = mailsTo(employer.email).length

  // Day 27: the monthly's own end (day 30) is no longer the account's, so no notice for it.
  t.clock.advance(27 * DAY_MS + 1000)
  await t.app.tasks.runDueTasks()
  expect(mailsTo(employer.email)).toHaveLength(before)

  t.clock.advance(3 * DAY_MS)
  await t.app.tasks.runDueTasks()
  expect(await accessOfUser(t, employer.user.id)).toMatchObject({ plan: 'weekly' })
  expect(mailsTo(employer.email)).toHaveLength(before)

  t.clock.advance(4 * DAY_MS)
  await t.app.tasks.runDueTasks()
  expect(
    mailsTo(employer.email)
      .slice(before)
      .map((mail) => mail.subject),
  ).toEqual(['Your Hearth access ends in 3 days'])
  // This test's dates follow the clock the earlier test moved: the form is what counts.
  expect(mailsTo(employer.email).at(-1)?.text).toMatch(
    /Your access to Hearth ends on \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4} \(Hong Kong time\)\./,
  )
})
