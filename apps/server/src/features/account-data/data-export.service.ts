import { createHmac, timingSafeEqual } from 'node:crypto'
import { zipSync, type Zippable } from 'fflate'
import { z } from 'zod'
import {
  ACCOUNT_DATA_MESSAGES,
  EXPORT_INTERVAL_MINUTES,
  EXPORT_LINK_HOURS,
  type DataExport,
} from '@hearth/shared/account-data'
import { API_PATHS } from '@hearth/shared/api-paths'
import { API_BASE_PATH } from '@hearth/shared/config'
import { formatHongKongDateTime } from '@hearth/shared/format-date'
import { tk } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { Actor } from '../../lib/actor'
import { AppError } from '../../lib/app-error'
import type { AppDeps } from '../../lib/deps'
import { composeMail } from '../../lib/mail-compose'
import { newUid } from '../../lib/tokens'
import { withTransaction } from '../../lib/transaction'
import { queueMail } from '../../tasks/mail.task'
import { defineTask, enqueueTask } from '../../tasks/task-queue'
import * as repo from './account-data.repository'
import * as reads from './export-reads.repository'
import { exportContents } from './data-export.contents'

// "Download my data" (issue 25 item 1; ADR 0029): the request queues the export on the job
// runner and answers 202; the task writes the ZIP to private storage and e-mails the link.

const HOUR = 3_600_000

const SUBJECT = tk('Your Hearth data is ready to download')
const BODY = tk(
  'The copy of your data you asked for is ready. The link below works until {{until}}; after that, ask for a new copy from your account page.',
)

const notFound = () => new AppError('not_found', ACCOUNT_DATA_MESSAGES.exportNotFound)

/** The link's token: an HMAC of the export's uid with the server's key (nothing stored). */
function tokenOf(deps: AppDeps, uid: string): string {
  return createHmac('sha256', deps.jwtKey).update(`data-export:${uid}`).digest('base64url')
}

function downloadPath(deps: AppDeps, uid: string): string {
  const path = API_PATHS.account.exportDownload.replace(':id', encodeURIComponent(uid))
  return `${API_BASE_PATH}${path}?token=${tokenOf(deps, uid)}`
}

function present(deps: AppDeps, row: repo.DataExportRow): DataExport {
  const live = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > deps.clock()
  return {
    id: row.uid,
    status: row.status === 'ready' && !live ? 'expired' : (row.status as DataExport['status']),
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    download_url: live ? downloadPath(deps, row.uid) : null,
    size: live ? row.size : null,
  }
}

/** `POST /account/export/`: 202 with the pending export; 429 within the hour of the last one. */
export async function startExport(deps: AppDeps, actor: Actor): Promise<DataExport> {
  const now = deps.clock()
  const { row, task } = await withTransaction(deps, async (tx) => {
    await repo.lockExportsOf(tx.db, actor.userUid)
    const last = await repo.newestExport(tx.db, actor.userUid)
    const nextAllowed = last
      ? last.createdAt.getTime() + EXPORT_INTERVAL_MINUTES * 60_000
      : Number.NEGATIVE_INFINITY
    if (last && nextAllowed > now.getTime() && last.status !== 'failed') {
      const wait = Math.ceil((nextAllowed - now.getTime()) / 1000)
      throw new AppError('throttled', ACCOUNT_DATA_MESSAGES.exportOnceAnHour, {
        headers: { 'retry-after': String(wait) },
        values: { minutes: Math.ceil(wait / 60) },
      })
    }
    const inserted = await repo.insertExport(tx.db, {
      uid: newUid(),
      userUid: actor.userUid,
      status: 'pending',
      createdAt: now,
    })
    const queued = await enqueueTask(tx, dataExportTask, { exportUid: inserted.uid })
    return { row: inserted, task: queued }
  })
  // Not awaited: the answer is 202 at once; the runner keeps track of the work.
  void deps.tasks.runNow([task])
  return present(deps, row)
}

/** `GET /account/export/`: the caller's newest export, or null. */
export async function newestExport(deps: AppDeps, actor: Actor): Promise<DataExport | null> {
  const row = await repo.newestExport(deps.db, actor.userUid)
  return row ? present(deps, row) : null
}

/** `GET /account/export/{id}/`: the caller's own export (another person's is 404). */
export async function getExport(deps: AppDeps, actor: Actor, uid: string): Promise<DataExport> {
  const row = await repo.findExport(deps.db, uid)
  if (!row || row.userUid !== actor.userUid) throw notFound()
  return present(deps, row)
}

/**
 * `GET /account/export/{id}/download/?token=`: the ZIP, to whoever holds the link, until it
 * expires (410-like answers are 404, so a guessed uid learns nothing).
 */
export async function readExportFile(deps: AppDeps, uid: string, token: string) {
  const row = await repo.findExport(deps.db, uid)
  const expected = Buffer.from(tokenOf(deps, uid))
  const given = Buffer.from(token)
  if (!row || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw notFound()
  }
  if (row.status !== 'ready' || !row.fileKey || !row.expiresAt || row.expiresAt <= deps.clock()) {
    throw new AppError('not_found', ACCOUNT_DATA_MESSAGES.exportExpired)
  }
  const file = await deps.files.read(row.fileKey)
  if (!file) throw new AppError('not_found', ACCOUNT_DATA_MESSAGES.exportExpired)
  const day = row.createdAt.toISOString().slice(0, 10)
  return { ...file, filename: `hearth-data-${day}.zip` }
}

/** Builds the ZIP of an export. */
export async function buildExportZip(deps: AppDeps, userUid: string): Promise<Uint8Array> {
  const files = await exportContents(deps, userUid)
  const zippable: Zippable = {}
  for (const file of files) zippable[file.path] = [file.data, { level: file.compress ? 6 : 0 }]
  return zipSync(zippable)
}

export const dataExportTask = defineTask({
  name: 'account.export',
  payload: z.object({ exportUid: z.string().min(1) }),
  maxAttempts: 5,
  run: async (deps, { exportUid }, task) => {
    const row = await repo.findExport(deps.db, exportUid)
    // A repeat after the work was done, or an account deleted meanwhile: nothing to do.
    if (!row || row.status !== 'pending') return
    const user = await reads.userRow(deps.db, row.userUid)
    if (!user || user.deletedAt) {
      await repo.markExportFailed(deps.db, exportUid)
      return
    }
    let zip: Uint8Array
    try {
      zip = await buildExportZip(deps, row.userUid)
    } catch (error) {
      if (task.attempt >= task.maxAttempts) await repo.markExportFailed(deps.db, exportUid)
      throw error
    }
    const fileKey = await deps.files.put('exports', 'zip', Buffer.from(zip))
    const now = deps.clock()
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_HOURS * HOUR)
    const queued = await withTransaction(deps, async (tx) => {
      if (
        !(await repo.markExportReady(tx.db, exportUid, {
          fileKey,
          size: zip.byteLength,
          at: now,
          expiresAt,
        }))
      ) {
        return null
      }
      const until = formatHongKongDateTime(expiresAt, user.language)
      const link = `${deps.config.appUrl}${downloadPath(deps, exportUid)}`
      return queueMail(
        tx,
        composeMail(
          user.email,
          translate(SUBJECT, user.language),
          [translate(BODY, user.language, { until })],
          link,
        ),
      )
    })
    if (queued === null) {
      await deps.files.remove(fileKey)
      return
    }
    await deps.tasks.runNow([queued])
  },
})
