// Chat fan-out: N Socket.IO clients (N/2 employer–helper pairs) on one server with the embedded
// database. Every client sends BENCH_MESSAGES messages to its partner through the real HTTP API
// (POST /api/v1/chat/send-user-message/ on 127.0.0.1), pausing a random 0–2×think time before
// each, and we time the partner's `message` event from the moment the request was sent and from
// the moment its response arrived. The paced rows model busy users (one message every 5 s on
// average per connected client); the last row sends without pauses to find the ceiling.
// Run through `npm run bench -- chat`.
import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { io, type Socket } from 'socket.io-client'
import type { ChatMessage } from '@hearth/shared/chat'
import type { BenchPair, ServerReady, ServerReport } from './chat-server'

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '100,1000').split(',').map(Number)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5)
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 5000)
// The last row keeps 100 senders busy without pauses: it measures the ceiling in messages/s.
const SCENARIOS = [
  ...CLIENT_COUNTS.map((clients) => ({ clients, thinkMs: THINK_MS, messages: MESSAGES })),
  ...(process.env.BENCH_SATURATION === 'false'
    ? []
    : [{ clients: Math.min(...CLIENT_COUNTS), thinkMs: 0, messages: MESSAGES * 4 }]),
]
const TARGET_P99_MS = 100
const here = fileURLToPath(new URL('.', import.meta.url))

type Timing = { sentAt: number; acceptedAt?: number; deliveredAt?: number }
type Client = { socket: Socket; token: string; pair: BenchPair; side: 'employer' | 'helper' }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function startServer(pairs: number, dataDir: string) {
  const child = fork(join(here, 'chat-server.ts'), {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF]
        : []),
    ],
    env: { ...process.env, BENCH_PAIRS: String(pairs), BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ServerReady))
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
  })
  return { child, ...ready }
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.send('stop')
  await exited
}

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], forceNew: true })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

async function measure(clientCount: number, thinkMs: number, messages: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-chat-'))
  const server = await startServer(clientCount / 2, dataDir)
  const url = `http://127.0.0.1:${server.port}`
  const timings = new Map<string, Timing>()
  const clients: Client[] = []
  try {
    for (let i = 0; i < server.pairs.length; i += 25) {
      const batch = server.pairs.slice(i, i + 25)
      const sockets = await Promise.all(
        batch.flatMap((pair) => [connect(url, pair.employerToken), connect(url, pair.helperToken)]),
      )
      batch.forEach((pair, j) => {
        clients.push({ socket: sockets[j * 2]!, token: pair.employerToken, pair, side: 'employer' })
        clients.push({ socket: sockets[j * 2 + 1]!, token: pair.helperToken, pair, side: 'helper' })
      })
    }
    for (const client of clients) {
      client.socket.on('message', (message: ChatMessage) => {
        const timing = timings.get(message.client_message_id ?? '')
        // Each message goes to both sides; only the partner's copy counts.
        const mine =
          message.sender ===
          (client.side === 'employer'
            ? client.pair.employerProfileUid
            : client.pair.helperProfileUid)
        if (timing && !mine && timing.deliveredAt === undefined)
          timing.deliveredAt = performance.now()
      })
    }

    const send = async (client: Client, id: string) => {
      const timing: Timing = { sentAt: performance.now() }
      timings.set(id, timing)
      const response = await fetch(`${url}/api/v1/chat/send-user-message/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          helper_profile_uid: client.pair.helperProfileUid,
          employer_profile_uid: client.pair.employerProfileUid,
          content: `Message ${id}: are you free for a call on Sunday afternoon?`,
          client_message_id: id,
        }),
      })
      timing.acceptedAt = performance.now()
      if (response.status !== 201)
        throw new Error(`send ${id}: ${response.status} ${await response.text()}`)
      await response.arrayBuffer()
    }

    // Warm-up (not measured), all clients at once: every conversation exists and the HTTP
    // client holds a connection per client before timing starts.
    await Promise.all(clients.map((c, i) => send(c, `warm-${i}`)))
    timings.clear()
    server.child.send('reset')

    const started = performance.now()
    await Promise.all(
      clients.map(async (client, c) => {
        for (let m = 0; m < messages; m += 1) {
          await sleep(Math.random() * 2 * thinkMs)
          await send(client, `c${c}-m${m}`)
        }
      }),
    )
    const deadline = performance.now() + 30_000
    while (
      [...timings.values()].some((t) => t.deliveredAt === undefined) &&
      performance.now() < deadline
    )
      await sleep(20)
    const finished = Math.max(...[...timings.values()].map((t) => t.deliveredAt ?? 0))

    const report = new Promise<ServerReport>((resolve) =>
      server.child.once('message', (message) => resolve(message as ServerReport)),
    )
    server.child.send('report')
    const serverMs = (await report).serverMs.sort((a, b) => a - b)
    const all = [...timings.values()]
    const delivered = all.filter((t) => t.deliveredAt !== undefined)
    const fromSent = delivered.map((t) => t.deliveredAt! - t.sentAt).sort((a, b) => a - b)
    // The event can overtake the HTTP response (it is emitted before the reply is written): 0.
    const fromAccepted = delivered
      .map((t) => Math.max(0, t.deliveredAt! - t.acceptedAt!))
      .sort((a, b) => a - b)
    const request = all.map((t) => t.acceptedAt! - t.sentAt).sort((a, b) => a - b)
    return {
      clientCount,
      thinkMs,
      messages: all.length,
      lost: all.length - delivered.length,
      seconds: (finished - started) / 1000,
      perSecond: all.length / ((finished - started) / 1000),
      fromSent,
      fromAccepted,
      request,
      serverMs,
    }
  } finally {
    for (const client of clients) client.socket.close()
    await stopServer(server.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const rows = []
for (const { clients, thinkMs, messages } of SCENARIOS) {
  console.log(
    `${clients} clients (${clients / 2} pairs), ${messages} messages each, think time 0–${2 * thinkMs} ms…`,
  )
  rows.push(await measure(clients, thinkMs, messages))
}

const triple = (sorted: number[]) =>
  [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)).join(' / ')
console.log('\nChat delivery on 127.0.0.1, embedded PGlite on disk, clients in a second process')
console.log(
  '| clients | think time ms | messages | lost | msgs/s | server time p50 / p95 / p99 ms | HTTP send p50 / p95 / p99 ms | sent → delivered p50 / p95 / p99 ms | accepted → delivered p50 / p95 / p99 ms |',
)
console.log('|---|---|---|---|---|---|---|---|---|')
let over = 0
for (const row of rows) {
  // The target applies to paced load; the saturation row shows the ceiling, not a latency goal.
  const flag = row.thinkMs > 0 && percentile(row.fromSent, 99) > TARGET_P99_MS ? ' ⚠' : ''
  if (flag) over += 1
  console.log(
    `| ${row.clientCount.toLocaleString('en')} | ${row.thinkMs ? `0–${2 * row.thinkMs}` : '0 (saturation)'} | ${row.messages.toLocaleString('en')} | ${row.lost} | ${row.perSecond.toFixed(0)} | ${triple(row.serverMs)} | ${triple(row.request)} | ${triple(row.fromSent)}${flag} | ${triple(row.fromAccepted)} |`,
  )
}
console.log(
  `\nTarget: p99 sent → delivered ≤ ${TARGET_P99_MS} ms under paced load. ${over ? `${over} row(s) over target (⚠).` : 'All within target.'}`,
)
console.log(
  'accepted → delivered is 0 when the event arrived before the HTTP response (it is emitted first).',
)
if (rows.some((row) => row.lost > 0)) process.exitCode = 1
