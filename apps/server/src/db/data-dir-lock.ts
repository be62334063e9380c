import { hostname } from 'node:os'
import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'

/** Refusal to open a data folder another live process holds; the message is for the operator. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    otherHost?: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Hearth process ` +
        `(PID ${pid}${otherHost ? ` on host ${otherHost}` : ''}). ` +
        'Stop that process first, or set DATA_DIR to another folder.' +
        (otherHost
          ? ` If ${otherHost} no longer runs Hearth, delete ${join(dataDir, LOCK_FILE)}.`
          : ''),
    )
  }
}

type Holder = { pid: number; host: string; boot?: string; started?: string }

const LOCK_FILE = 'hearth.lock'

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim()
  } catch {
    return undefined
  }
}

/** Linux only: the kernel's boot id and a process's start time, so a reused PID is not mistaken for the holder. */
function bootId(): string | undefined {
  return readProc('/proc/sys/kernel/random/boot_id')
}

function startTimeOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`)
  // Field 22 (starttime) counts from the end of the command name, which may hold spaces.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

function isAlive(holder: Holder): boolean {
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  // A process on another host (a shared folder) cannot be checked from here: assume it runs.
  if (holder.host !== hostname()) return true
  const boot = bootId()
  if (holder.boot && boot && holder.boot !== boot) return false
  const started = startTimeOf(holder.pid)
  return !(holder.started && started && holder.started !== started)
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder
    return Number.isInteger(holder.pid) ? holder : undefined
  } catch {
    return undefined
  }
}

function isOlderThan(path: string, ms: number): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs > ms
  } catch {
    return false
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/**
 * Takes `DATA_DIR/hearth.lock` for this process, or throws `DataDirLockedError` naming the live
 * process that holds it. PGlite has no lock of its own, and a second process on the same folder
 * corrupts it (docs/stack-notes.md §6). The file is created complete and atomically (written
 * aside, then hard-linked into place); a lock whose process is gone is taken over under a
 * short-lived guard, so two processes starting together cannot both take it.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const file = join(dir, LOCK_FILE)
  const guard = `${file}.takeover`
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    boot: bootId(),
    started: startTimeOf(process.pid),
  }
  const draft = `${file}.${process.pid}.tmp`
  writeFileSync(draft, JSON.stringify(mine), { mode: 0o600 })
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 50) throw error
      }
      const holder = readHolder(file)
      if (holder && isAlive(holder)) {
        const otherHost = holder.host === hostname() ? undefined : holder.host
        throw new DataDirLockedError(dir, holder.pid, otherHost)
      }
      try {
        mkdirSync(guard)
      } catch {
        // Another process is taking the stale lock over; a guard left by a crash expires.
        if (isOlderThan(guard, 10_000)) rmdirSync(guard)
        sleep(50)
        continue
      }
      try {
        const again = readHolder(file)
        if (!again || !isAlive(again)) unlinkSync(file)
      } catch {
        // Already gone: the next attempt links ours.
      } finally {
        rmdirSync(guard)
      }
    }
  } finally {
    unlinkSync(draft)
  }

  const releaseOnExit = () => release()
  function release(): void {
    process.removeListener('exit', releaseOnExit)
    if (readHolder(file)?.pid !== process.pid) return
    try {
      unlinkSync(file)
    } catch {
      // Someone removed it already.
    }
  }
  // A process that exits without closing the database (a failed start) frees the folder too.
  process.on('exit', releaseOnExit)
  return { release }
}
