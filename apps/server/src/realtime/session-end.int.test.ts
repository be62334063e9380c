import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { chatPair, sendAs } from '../features/chat/chat-fixtures'
import { buildApp } from '../app'
import { GOOD_PASSWORD, login, resetLinkFor } from '../test/accounts-fixtures'
import { useTestApp } from '../test/test-app'
import { connectClient, eventsNamed, urlOf, waitFor, type Received } from './socket-fixtures'

// With Debian's redis-server (CI installs it) every test runs through the Redis adapter and a
// second server instance; without it, the single-process tests still run.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0
const env: Record<string, string> = { JWT_SECRET: 'session-end-test-secret-shared-by-both-apps' }
let redis: ChildProcess | undefined
let redisDir = ''

beforeAll(async () => {
  if (!hasRedis) return
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  redisDir = mkdtempSync(join(tmpdir(), 'hearth-redis-'))
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', redisDir, '--save', ''],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  redis = child
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Ready to accept connections')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
  })
  env.REDIS_URL = `redis://127.0.0.1:${port}`
})
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
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  if (!hasRedis) return
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

async function connect(app: FastifyInstance, access: string): Promise<Received> {
  const client = await connectClient(urlOf(app), access)
  client.socket.on('disconnect', (reason) =>
    client.events.push({ event: 'disconnect', payload: reason }),
  )
  clients.push(client)
  return client
}

function disconnected(client: Received) {
  return waitFor(client, (event) => event === 'disconnect')
}

const post = (url: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/api/v1/hirlab/belmount/${url}`, payload })

test('logout disconnects the session’s socket, which hears no later message', async () => {
  const { employer, helper, uids } = await chatPair(t)
  const socket = await connect(t.app, employer.access)
  const partner = await connect(t.app, helper.access)
  expect((await post('logout/', { refresh: employer.refresh })).statusCode).toBe(200)
  expect(await disconnected(socket)).toBe('io server disconnect')

  expect((await sendAs(t, helper.access, uids, 'Still there?')).statusCode).toBe(201)
  await waitFor(partner, (event) => event === 'message')
  expect(eventsNamed(socket, 'message')).toEqual([])
  // The access token is still young, but its session is over: no new socket either.
  await expect(connectClient(urlOf(t.app), employer.access)).rejects.toThrow()
})

test('logout ends only its own session: another sign-in keeps its socket', async () => {
  const { employer, helper, uids } = await chatPair(t)
  const other = (await login(t, employer.email, GOOD_PASSWORD)).json<{ access: string }>()
  const ending = await connect(t.app, employer.access)
  const staying = await connect(t.app, other.access)
  expect((await post('logout/', { refresh: employer.refresh })).statusCode).toBe(200)
  await disconnected(ending)
  await sendAs(t, helper.access, uids, 'Hello other tab')
  await waitFor(staying, (event) => event === 'message')
  expect(staying.socket.connected).toBe(true)
})

test('a password reset disconnects the sockets of every session of the user', async () => {
  const { employer } = await chatPair(t)
  const other = (await login(t, employer.email, GOOD_PASSWORD)).json<{ access: string }>()
  const sockets = [await connect(t.app, employer.access), await connect(t.app, other.access)]
  await t.inject({
    method: 'POST',
    url: '/api/v1/hirlab/belmount/password/reset/',
    remoteAddress: '198.51.100.90',
    payload: { email: employer.email },
  })
  const { uid, token } = resetLinkFor(t, employer.email)
  const confirmed = await post('password/reset/confirm/', {
    uid,
    token,
    new_password1: 'victoria-peak-88',
    new_password2: 'victoria-peak-88',
  })
  expect(confirmed.statusCode).toBe(200)
  for (const socket of sockets) expect(await disconnected(socket)).toBe('io server disconnect')
})

test('reusing a rotated refresh token disconnects the session’s socket', async () => {
  const { helper } = await chatPair(t)
  const socket = await connect(t.app, helper.access)
  expect((await post('token/refresh/', { refresh: helper.refresh })).statusCode).toBe(200)
  expect(socket.socket.connected).toBe(true)
  // The old token again: a sign of theft, so the whole session ends, sockets included.
  expect((await post('token/refresh/', { refresh: helper.refresh })).statusCode).toBe(401)
  expect(await disconnected(socket)).toBe('io server disconnect')
})

const title = 'logout through one server disconnects the session’s socket on another (Redis)'
test.skipIf(!hasRedis)(
  hasRedis ? title : `${title} (skipped: Debian's redis-server is not installed)`,
  async () => {
    const { employer } = await chatPair(t)
    const onSecond = await connect(second!, employer.access)
    expect((await post('logout/', { refresh: employer.refresh })).statusCode).toBe(200)
    expect(await disconnected(onSecond)).toBe('io server disconnect')
  },
)
