import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { addDays, hongKongToday, isCalendarDate } from '@hearth/shared/form-values'
import { outboxDir } from '../../db/client'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import { withTransaction } from '../../lib/transaction'
import { defineTask, enqueueTask } from '../../tasks/task-queue'
import * as repo from './account-data.repository'
import * as retention from './retention.repository'
import { finishInterruptedDeletions } from './account-deletion.service'

// Nothing kept longer than its purpose needs (issue 25 item 4; ADR 0029 gives the law behind
// each period). Once a day, at 03:00 Hong Kong time, on the job runner.

const DAY = 86_400_000

export const RETENTION = {
  /** PCPD Code of Practice on Human Resource Management 2.2.3: unsuccessful applicants, 2 years. */
  endedApplicationMonths: 24,
  /** A verification document once decided: the decision record stays. */
  verificationDocumentDays: 30,
  /** EO s.49A (wage and employment records) and the HRM Code 2.2.4: 7 years after it ended. */
  employmentYears: 7,
  /** Copies of sent e-mails in the local outbox. */
  outboxDays: 90,
} as const

export type RetentionReport = {
  applications: number
  verification_documents: number
  employments: number
  exports: number
  outbox_files: number
  unfinished_deletions: number
}

function monthsBefore(now: Date, months: number): Date {
  const moved = new Date(now)
  moved.setUTCMonth(moved.getUTCMonth() - months)
  return moved
}

/** Runs every rule once; answers how many of each it deleted. Safe to repeat. */
export async function runRetention(deps: AppDeps): Promise<RetentionReport> {
  const now = deps.clock()
  const today = hongKongToday(now)
  const cutoffDay = new Date(`${today}T12:00:00Z`)
  cutoffDay.setUTCFullYear(cutoffDay.getUTCFullYear() - RETENTION.employmentYears)
  const employmentCutoff = cutoffDay.toISOString().slice(0, 10)
  const result = await withTransaction(deps, async (tx) => {
    const applications = await retention.deleteEndedApplications(
      tx.db,
      monthsBefore(now, RETENTION.endedApplicationMonths),
    )
    const verificationFiles = await repo.eraseDecidedVerificationDocuments(
      tx.db,
      new Date(now.getTime() - RETENTION.verificationDocumentDays * DAY),
    )
    const ended = await retention.employmentsEndedBefore(tx.db, employmentCutoff)
    const employmentFiles = await retention.deleteEmployments(tx.db, ended)
    const exportFiles = await repo.expireExports(tx.db, now)
    return {
      applications,
      verificationFiles,
      employments: ended.length,
      employmentFiles,
      exportFiles,
    }
  })
  // After the commit: a file whose row is gone is never served again; removing one twice is fine.
  for (const key of [
    ...result.verificationFiles,
    ...result.employmentFiles,
    ...result.exportFiles,
  ]) {
    await deps.files.remove(key)
  }
  return {
    applications: result.applications,
    verification_documents: result.verificationFiles.length,
    employments: result.employments,
    exports: result.exportFiles.length,
    outbox_files: await pruneOutbox(deps, now),
    unfinished_deletions: await finishInterruptedDeletions(deps),
  }
}

/** Outbox files are named by the moment they were written (lib/mailer.ts). */
async function pruneOutbox(deps: AppDeps, now: Date): Promise<number> {
  if (deps.config.smtpUrl) return 0
  const dir = outboxDir(deps.config.dataDir)
  const cutoff = now.getTime() - RETENTION.outboxDays * DAY
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return 0
  }
  let removed = 0
  for (const name of names) {
    const stamp = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name)
    if (!stamp) continue
    const written = Date.parse(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`)
    if (written >= cutoff) continue
    await unlink(join(dir, name)).catch(() => {})
    removed += 1
  }
  return removed
}

export const retentionTask = defineTask({
  name: 'account.retention',
  payload: z.object({ date: z.string().refine(isCalendarDate) }),
  run: async (deps, _payload, task) => {
    // The next run first, so a failing day does not end the chain.
    await scheduleRetention(deps, 'tomorrow')
    const report = await runRetention(deps)
    task.log.info({ retention: report }, 'retention: records past their keeping period deleted')
  },
})

/** Queues the daily run once per Hong Kong date: `today` at once (server start), or tomorrow's. */
export function scheduleRetention(
  deps: AppDeps,
  when: 'today' | 'tomorrow',
): Promise<QueuedTask | undefined> {
  const now = deps.clock()
  const today = hongKongToday(now)
  const date = when === 'today' ? today : addDays(today, 1)
  const runAt = when === 'today' ? now : new Date(`${date}T03:00:00+08:00`)
  return enqueueTask(deps, retentionTask, { date }, { runAt, uniqueKey: `retention:${date}` })
}
