import { desc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { backgroundTasks } from '../db/schema'
import {
  GOOD_PASSWORD,
  register,
  resetLinkFor,
  uniqueEmail,
  verificationKeyFor,
  verify,
} from '../test/accounts-fixtures'
import { useTestApp } from '../test/test-app'

// SMTP, the outside world: the next `failures` sends throw as a refused connection would.
let failures = 0
const t = useTestApp(
  {},
  {
    wrapMailer: (outbox) => ({
      send: async (mail) => {
        if (failures > 0) {
          failures -= 1
          throw new Error('connect ECONNREFUSED 127.0.0.1:25')
        }
        await outbox.send(mail)
      },
    }),
  },
)

async function lastMailTask() {
  const [row] = await t.app.deps.db
    .select()
    .from(backgroundTasks)
    .where(eq(backgroundTasks.name, 'mail.send'))
    .orderBy(desc(backgroundTasks.id))
    .limit(1)
  return row!
}

test('a verification e-mail that fails is retried, not lost', async () => {
  const email = uniqueEmail()
  failures = 1
  const response = await register(t, { email })
  // The answer does not depend on the mail: the account exists and its mail is queued.
  expect(response.statusCode).toBe(201)
  expect(t.outbox().filter((m) => m.to === email)).toEqual([])
  expect(await lastMailTask()).toMatchObject({ attempts: 1, doneAt: null })

  expect(await t.app.tasks.runDueTasks()).toBe(0)
  t.clock.advance(15_000)
  expect(await t.app.tasks.runDueTasks()).toBe(1)
  expect(t.outbox().filter((m) => m.to === email)).toHaveLength(1)
  expect((await verify(t, email)).statusCode).toBe(200)
})

test('a password-reset e-mail that fails is retried, and its link works', async () => {
  const email = uniqueEmail()
  await register(t, { email })
  await verify(t, email)
  failures = 2
  const response = await t.inject({
    method: 'POST',
    url: '/api/v1/hirlab/belmount/password/reset/',
    payload: { email },
  })
  expect(response.statusCode).toBe(200)
  t.clock.advance(15_000)
  expect(await t.app.tasks.runDueTasks()).toBe(1)
  expect(t.outbox().filter((m) => m.text.includes('/reset-password/'))).not.toContainEqual(
    expect.objectContaining({ to: email }),
  )
  t.clock.advance(30_000)
  expect(await t.app.tasks.runDueTasks()).toBe(1)
  const { uid, token } = resetLinkFor(t, email)
  const confirm = await t.inject({
    method: 'POST',
    url: '/api/v1/hirlab/belmount/password/reset/confirm/',
    payload: { uid, token, new_password1: `${GOOD_PASSWORD}!`, new_password2: `${GOOD_PASSWORD}!` },
  })
  expect(confirm.statusCode).toBe(200)
})

test('a sent e-mail leaves no copy of its link in the task table', async () => {
  const email = uniqueEmail()
  await register(t, { email })
  const key = verificationKeyFor(t, email)
  const row = await lastMailTask()
  expect(row.doneAt).not.toBeNull()
  expect(row.payload).toEqual({})
  expect(JSON.stringify(row)).not.toContain(key)
})

test('a failure is logged without the mail or its link', async () => {
  const email = uniqueEmail()
  failures = 1
  await register(t, { email })
  t.clock.advance(15_000)
  await t.app.tasks.runDueTasks()
  const key = verificationKeyFor(t, email)
  const logs = t.logs.join('')
  expect(logs).toContain('ECONNREFUSED')
  expect(logs).not.toContain(key)
  expect(logs).not.toContain(email)
})
