// API throughput on 127.0.0.1: the built server on a fresh embedded database, driven by
// autocannon for a bounded time per route. Prints requests per second and latency percentiles.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = fileURLToPath(new URL('../../', import.meta.url))
const port = 3200 + Math.floor(Math.random() * 500)
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'))
const seconds = Number(process.env.BENCH_SECONDS ?? 5)

const server = spawn('node', ['apps/server/dist/server.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function waitUntilReady() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become ready (run `npm run build` first)')
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: 20, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    )
  })
}

try {
  await waitUntilReady()
  const login = await fetch(`${base}/api/v1/hirlab/belmount/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'employer@demo.hearth.hk', password: 'hearth-demo-2026' }),
  })
  const { access } = await login.json()
  const rows = [
    await run('GET /healthz', { path: '/healthz' }),
    await run('GET /api/v1/hirlab/belmount/user/ (authenticated)', {
      path: '/api/v1/hirlab/belmount/user/',
      headers: { authorization: `Bearer ${access}` },
    }),
  ]
  console.log(`\n${seconds} s per route, 20 connections, embedded PGlite, 127.0.0.1`)
  console.log('| route | req/s (avg) | p50 ms | p97.5 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|---|')
  for (const { title, result } of rows) {
    const l = result.latency
    console.log(
      `| ${title} | ${Math.round(result.requests.average)} | ${l.p50} | ${l.p97_5} | ${l.p99} | ${result.errors + result.non2xx} |`,
    )
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
