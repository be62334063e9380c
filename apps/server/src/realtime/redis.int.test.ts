import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ChatMessage } from '@hearth/shared/chat'
import { buildApp } from '../app'
import { chatPair, sendAs } from '../features/chat/chat-fixtures'
import { freePort, startServerProcess } from '../test/server-process'
import { useTestApp } from '../test/test-app'
import { connectClient, eventsNamed, urlOf, waitFor, type Received } from './socket-fixtures'

// CI installs Debian's `redis-server` package; only a machine without it skips this file.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0

// Every process of one deployment shares JWT_SECRET (README), so a token works on both.
const env: Record<string, string> = { JWT_SECRET: 'redis-test-secret-shared-by-both-instances' }
let redis: ChildProcess | undefined
let redisDir = ''

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

const processTitle =
  'two server processes on one PostgreSQL database deliver to each other’s sockets through Redis'
test.skipIf(!hasRedis || !process.env.DATABASE_URL)(
  hasRedis && process.env.DATABASE_URL
    ? processTitle
    : `${processTitle} (skipped: needs redis-server and the PostgreSQL run, DATABASE_URL)`,
  async () => {
    // The child processes keep real time: tokens must be issued at real time too. The pair signs
    // up before the processes start, so their workers cannot take this app's verification mails.
    t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()))
    const { employer, helper, uids } = await chatPair(t)
    const processes = await Promise.all([
      startServerProcess({ ...env, DATABASE_URL: t.databaseUrl! }),
      startServerProcess({ ...env, DATABASE_URL: t.databaseUrl! }),
    ])
    try {
      const [a, b] = processes
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
      await Promise.all(processes.map((server) => server.stop()))
    }
  },
  60_000,
)
