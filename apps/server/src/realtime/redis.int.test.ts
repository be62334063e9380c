import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ChatMessage } from '@hearth/shared/chat'
import { buildApp } from '../app'
import { chatPair, sendAs } from '../features/chat/chat-fixtures'
import { useTestApp } from '../test/test-app'
import { connectClient, eventsNamed, urlOf, waitFor, type Received } from './socket-fixtures'

// CI installs Debian's `redis-server` package; only a machine without it skips this file.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0

// Every process of one deployment shares JWT_SECRET (README), so a token works on both.
const env: Record<string, string> = { JWT_SECRET: 'redis-test-secret-shared-by-both-instances' }
let redis: ChildProcess | undefined
let redisDir = ''

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** docs/stack-notes.md §10, in the foreground so that this process owns it and can stop it. */
async function startRedis(): Promise<string> {
  redisDir = mkdtempSync(join(tmpdir(), 'hearth-redis-'))
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', redisDir].concat([
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ]),
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  redis = child
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
  })
  return `redis://127.0.0.1:${port}`
}

// Runs before useTestApp's own set-up, so instance A is built with REDIS_URL.
beforeAll(async () => {
  if (hasRedis) env.REDIS_URL = await startRedis()
})
// Registered before useTestApp, so (after-hooks run as a stack) it runs after both apps closed.
afterAll(async () => {
  if (redis && redis.exitCode === null) {
    const exited = new Promise((resolve) => redis!.once('exit', resolve))
    redis.kill()
    await exited
  }
  if (redisDir) rmSync(redisDir, { recursive: true, force: true })
})
const t = useTestApp(env)
let second: FastifyInstance | undefined
const clients: Received[] = []

beforeAll(async () => {
  if (!hasRedis) return
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  // Instance B: its own Socket.IO server on its own port, the same database; only Redis links them.
  second = await buildApp(t.config, {
    database: t.app.database,
    clock: t.clock.now,
    logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
  })
  await second.listen({ port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  for (const client of clients) client.socket.close()
  await second?.close()
})

const title = 'a message sent through one server reaches the partner connected to another'
test.skipIf(!hasRedis)(
  hasRedis ? title : `${title} (skipped: Debian's redis-server is not installed)`,
  async () => {
    const { employer, helper, uids } = await chatPair(t)
    const onA = await connectClient(urlOf(t.app), employer.access)
    const onB = await connectClient(urlOf(second!), helper.access)
    clients.push(onA, onB)

    const response = await sendAs(t, employer.access, uids, 'Across servers', {
      client_message_id: 'cross-1',
    })
    expect(response.statusCode).toBe(201)
    const isIt = (event: string, payload: unknown) =>
      event === 'message' && (payload as ChatMessage).client_message_id === 'cross-1'
    expect(await waitFor(onB, isIt)).toEqual(response.json())
    expect(await waitFor(onA, isIt)).toEqual(response.json())
    await waitFor(onB, (event) => event === 'notification')
    expect(eventsNamed(onA, 'notification')).toEqual([])

    // The other way round: sent through B's API, delivered to the socket on A.
    const reply = await second!.inject({
      method: 'POST',
      url: '/api/v1/chat/send-user-message/',
      headers: { authorization: `Bearer ${helper.access}` },
      payload: { ...uids, content: 'Back again' },
    })
    expect(reply.statusCode).toBe(201)
    await waitFor(
      onA,
      (event, payload) => event === 'message' && (payload as ChatMessage).content === 'Back again',
    )
  },
)

/** `node --import tsx apps/server/src/server.ts` on a free port; resolves once /readyz answers. */
async function startServerProcess(
  extraEnv: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-process-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: join(import.meta.dirname, '../../../..'),
    env: {
      ...process.env,
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('server process did not become ready')
}

const processTitle =
  'two server processes on one PostgreSQL database deliver to each other’s sockets through Redis'
test.skipIf(!hasRedis || !process.env.DATABASE_URL)(
  hasRedis && process.env.DATABASE_URL
    ? processTitle
    : `${processTitle} (skipped: needs redis-server and the PostgreSQL run, DATABASE_URL)`,
  async () => {
    const processes = await Promise.all([
      startServerProcess({ ...env, DATABASE_URL: t.databaseUrl! }),
      startServerProcess({ ...env, DATABASE_URL: t.databaseUrl! }),
    ])
    try {
      const [a, b] = processes
      // The child processes keep real time: tokens must be issued at real time too.
      t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()))
      const { employer, helper, uids } = await chatPair(t)
      const onA = await connectClient(a.url, employer.access)
      const onB = await connectClient(b.url, helper.access)
      clients.push(onA, onB)
      const response = await fetch(`${a.url}/api/v1/chat/send-user-message/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${employer.access}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ...uids,
          content: 'Between processes',
          client_message_id: 'process-1',
        }),
      })
      expect(response.status).toBe(201)
      const sent = (await response.json()) as ChatMessage
      expect(
        await waitFor(
          onB,
          (event, payload) => event === 'message' && (payload as ChatMessage).uid === sent.uid,
        ),
      ).toEqual(sent)
    } finally {
      for (const { child } of processes) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
    }
  },
  60_000,
)
