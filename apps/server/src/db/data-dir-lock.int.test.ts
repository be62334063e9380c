import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-lock-'))
const started: ChildProcess[] = []

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** `src/server.ts` as `npm start` runs it (embedded database in `dataDir`, no demo data). */
function startServer(port: number): Started {
  const { DATABASE_URL: _ignored, ...parent } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...parent,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)))
  child.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, output: () => output, exited }
}

async function ready(server: Started): Promise<void> {
  // A first start migrates a new database: minutes on a busy 2-core machine.
  const deadline = Date.now() + 240_000
  while (!server.output().includes('Hearth is ready')) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`)
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function post(port: number, path: string, body: unknown) {
  return fetch(`http://127.0.0.1:${port}/api/v1/hirlab/belmount/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

function snapshotOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.lock'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

// The embedded database only: the servers it starts drop DATABASE_URL, so the PostgreSQL run of
// the suite (.ci/run) would repeat the PGlite run's 30 s exactly.
test.skipIf(Boolean(process.env.DATABASE_URL))(
  'a second start on a held data folder leaves the first’s data intact and bootable',
  async () => {
    const port = await freePort()
    const first = startServer(port)
    await ready(first)
    const email = 'lock-owner@example.com'
    const registered = await post(port, 'registration/', {
      username: email,
      email,
      password1: 'kowloon-harbour-77',
      password2: 'kowloon-harbour-77',
      userType: 'employer',
    })
    expect(registered.status).toBe(201)
    const files = snapshotOf(dataDir)

    // Same port: refused before the data folder is touched.
    const samePort = startServer(port)
    expect(await samePort.exited).toBe(1)
    expect(samePort.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`)

    // Another port: refused by the lock, naming the folder and the process holding it.
    const otherPort = startServer(await freePort())
    expect(await otherPort.exited).toBe(1)
    expect(otherPort.output()).toContain(`The data folder ${dataDir} is in use`)
    expect(otherPort.output()).toContain(`(PID ${first.child.pid})`)
    expect(otherPort.output()).not.toContain('Hearth is ready')
    expect(snapshotOf(dataDir)).toEqual(files)

    // The first server still works; then it dies without closing anything.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
    first.child.kill('SIGKILL')
    await first.exited

    const restarted = startServer(port)
    await ready(restarted)
    // The account written by the first server is there: its verification key still verifies.
    const mail = readdirSync(join(dataDir, 'outbox'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => readFileSync(join(dataDir, 'outbox', file), 'utf8'))
      .find((text) => text.includes(email))!
    const key = mail.match(/\/verify-email\/([\w-]+)/)![1]
    const verified = await post(port, 'registration/verify-email/', { key })
    expect(verified.status).toBe(200)
    restarted.child.kill('SIGTERM')
    expect(await restarted.exited).toBe(0)
    expect(existsSync(join(dataDir, 'hearth.lock'))).toBe(false)
  },
  600_000,
)

test('takes over a lock whose process is gone, and refuses a live one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-lock-unit-'))
  const file = join(dir, 'hearth.lock')
  try {
    // A PID far above Linux's largest (4,194,304) belongs to no process.
    writeFileSync(file, JSON.stringify({ pid: 99_999_999, host: hostname() }))
    const lock = lockDataDir(dir)
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid)
    lock.release()
    expect(existsSync(file)).toBe(false)

    // The process that started this one is alive.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname() }))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(`(PID ${process.ppid})`)
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.ppid)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
