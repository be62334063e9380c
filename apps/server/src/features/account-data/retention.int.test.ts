import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { DataExportSchema } from '@hearth/shared/account-data'
import { outboxDir } from '../../db/client'
import { employments, jobApplications, verifications } from '../../db/schema'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { storedFiles } from '../../test/upload-fixtures'
import { createdContract, employer, helper } from '../contracts/employments-fixtures'
import { documentFields, uploaded } from '../documents/documents-fixtures'
import { applied, postedJob } from '../jobs/jobs-fixtures'
import {
  OPERATOR_ENV,
  asOperator,
  askedVerification,
  signedInOperator,
} from '../safety/safety-fixtures'
import { RETENTION, runRetention } from './retention.task'

// Issue 25 item 4: each rule of the daily retention task, with the test clock moved past its
// period (and short of it). One clock for the file: the steps run in order.

const t = useTestApp(OPERATOR_ENV)
vi.setConfig({ testTimeout: 120_000 })

const DAY = 86_400_000

async function applicationRow(uid: string) {
  const [row] = await t.app.deps.db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.uid, uid))
  return row
}

test('each rule deletes only what is past its period, and reports counts', async () => {
  // Set-up on day 0: a rejected and a withdrawn application, a live one; a decided verification;
  // an employment that ended today, with a file; a ready export; an old outbox file.
  const boss = await employer(t)
  const maid = await helper(t)
  const other = await helper(t)
  const posting = await postedJob(t, boss)
  const rejected = await applied(t, maid, posting.uid)
  const live = await applied(t, other, posting.uid)
  const reject = await t.inject({
    method: 'PATCH',
    url: `/api/v1/applications/job-applications/${rejected.uid}/update_status/`,
    headers: bearer(boss.access),
    payload: { status: 'REJECTED' },
  })
  expect(reject.statusCode, reject.body).toBe(200)

  const asked = await askedVerification(t, maid.access)
  const operator = await signedInOperator(t)
  const decided = await asOperator(
    t,
    operator.access,
    'POST',
    `/verifications/${asked.id}/decide/`,
    {
      decision: 'reject',
      reason: 'document_unreadable',
    },
  )
  expect(decided.statusCode, decided.body).toBe(200)

  const former = await helper(t)
  const contract = await createdContract(t, boss.access, former.email, {
    status: 'COMPLETED',
    start_date: '2024-11-01',
    end_date: '2026-10-31',
    signed_on: '2024-10-01',
  })
  await uploaded(
    t,
    boss,
    documentFields(contract.employment, { type: 'contract', title: 'Signed' }),
  )

  const started = await t.inject({
    method: 'POST',
    url: '/api/v1/account/export/',
    headers: bearer(boss.access),
  })
  expect(started.statusCode).toBe(202)
  const exportId = DataExportSchema.parse(started.json()).id
  // The request does not wait for the ZIP: wait until it is ready, before the clock moves.
  for (let i = 0; i < 200; i += 1) {
    const state = await t.inject({
      method: 'GET',
      url: `/api/v1/account/export/${exportId}/`,
      headers: bearer(boss.access),
    })
    if (DataExportSchema.parse(state.json()).status === 'ready') break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const outbox = outboxDir(t.config.dataDir)
  mkdirSync(outbox, { recursive: true })
  writeFileSync(join(outbox, '2026-11-22T00-00-00-000Z-000001-old.json'), '{}')

  const filesAtStart = storedFiles(t).length
  expect(await runRetention(t.app.deps)).toEqual({
    applications: 0,
    verification_documents: 0,
    employments: 0,
    exports: 0,
    outbox_files: 0,
    unfinished_deletions: 0,
  })

  // Day 2: the export's 24-hour link has ended: its ZIP goes.
  t.clock.advance(2 * DAY)
  expect(await runRetention(t.app.deps)).toMatchObject({ exports: 1, verification_documents: 0 })
  expect(storedFiles(t).length).toBe(filesAtStart - 1)
  const exportAfter = await t.app.deps.db.query.dataExports.findFirst({
    where: (row, { eq: same }) => same(row.uid, exportId),
  })
  expect(exportAfter).toMatchObject({ status: 'expired', fileKey: null })

  // Day 29, then 31: the verification document goes 30 days after the decision; the decision stays.
  t.clock.advance(27 * DAY)
  expect(await runRetention(t.app.deps)).toMatchObject({ verification_documents: 0 })
  t.clock.advance(2 * DAY)
  expect(await runRetention(t.app.deps)).toMatchObject({ verification_documents: 1 })
  expect(readdirSync(outbox)).toContain('2026-11-22T00-00-00-000Z-000001-old.json')
  const [verification] = await t.app.deps.db
    .select()
    .from(verifications)
    .where(eq(verifications.uid, asked.id))
  expect(verification).toMatchObject({
    status: 'rejected',
    reason: 'document_unreadable',
    documentKey: null,
  })

  // Day 91: the outbox copy stamped on day 0 is past 90 days. (Mails the set-up sent are stamped
  // with the real time, not the test clock; the later steps take them.)
  t.clock.advance(60 * DAY)
  expect((await runRetention(t.app.deps)).outbox_files).toBeGreaterThanOrEqual(1)
  expect(readdirSync(outbox)).not.toContain('2026-11-22T00-00-00-000Z-000001-old.json')

  // 24 months after the rejection, less a day: kept; a day past it: deleted. The live one stays.
  const rejectedAt = (await applicationRow(rejected.uid))!.updatedAt.getTime()
  const months = new Date(rejectedAt)
  months.setUTCMonth(months.getUTCMonth() + RETENTION.endedApplicationMonths)
  t.clock.advance(months.getTime() - DAY - t.clock.now().getTime())
  expect(await runRetention(t.app.deps)).toMatchObject({ applications: 0 })
  t.clock.advance(2 * DAY)
  expect(await runRetention(t.app.deps)).toMatchObject({ applications: 1, employments: 0 })
  expect(await applicationRow(rejected.uid)).toBeUndefined()
  expect(await applicationRow(live.uid)).toBeDefined()

  // 7 years after the employment ended (2026-10-31): on 2033-10-31 kept, on 2033-11-01 deleted
  // with its contract and its file.
  t.clock.advance(Date.parse('2033-10-31T04:00:00Z') - t.clock.now().getTime())
  expect(await runRetention(t.app.deps)).toMatchObject({ employments: 0 })
  const filesBefore = storedFiles(t).length
  t.clock.advance(DAY)
  expect(await runRetention(t.app.deps)).toMatchObject({ employments: 1 })
  expect(
    await t.app.deps.db.select().from(employments).where(eq(employments.uid, contract.employment)),
  ).toEqual([])
  expect(storedFiles(t).length).toBe(filesBefore - 1)
  expect(readdirSync(outbox)).toEqual([])
  // Run again: nothing more to do.
  expect(await runRetention(t.app.deps)).toMatchObject({
    applications: 0,
    employments: 0,
    exports: 0,
  })
})
