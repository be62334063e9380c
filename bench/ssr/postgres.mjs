// PostgreSQL for `npm run bench -- ssr`: a fresh database in DATABASE_URL's server when that is
// set, else in a throwaway server started by scripts/with-postgres.sh (the one bench/jobs uses),
// held open by a child process until `stop()`. Resolves to { url, version, stop } or { skipped }.
import { spawn } from 'node:child_process'
import pg from 'pg'

const START_TIMEOUT_MS = 300_000

/** Runs scripts/with-postgres.sh around a process that prints DATABASE_URL and waits on stdin. */
function throwawayServer(root) {
  const hold =
    "console.log('DATABASE_URL=' + process.env.DATABASE_URL); process.stdin.resume(); process.stdin.on('end', () => process.exit(0))"
  const holder = spawn('scripts/with-postgres.sh', ['node', '-e', hold], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stderr = ''
  holder.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise((resolve) => holder.once('exit', resolve))
  const stop = async () => {
    holder.stdin.end()
    const timer = setTimeout(() => holder.kill('SIGTERM'), 30_000)
    await exited
    clearTimeout(timer)
  }
  return new Promise((resolve) => {
    let stdout = ''
    const timer = setTimeout(() => {
      holder.kill('SIGTERM')
      resolve({ skipped: `PostgreSQL did not start in ${START_TIMEOUT_MS / 1000} s` })
    }, START_TIMEOUT_MS)
    holder.stdout.on('data', (chunk) => {
      stdout += chunk
      const match = /DATABASE_URL=(\S+)/.exec(stdout)
      if (!match) return
      clearTimeout(timer)
      const version = /PostgreSQL (\S+)/.exec(stderr)?.[1] ?? '?'
      resolve({ url: match[1], version, stop })
    })
    holder.once('exit', (code) => {
      clearTimeout(timer)
      resolve({
        skipped: `scripts/with-postgres.sh could not start PostgreSQL (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' / ') || 'no message'}`,
      })
    })
  })
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A fresh, empty database for one run, dropped by `stop()`. */
export async function benchPostgres(root) {
  const server = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, version: 'from DATABASE_URL', stop: async () => {} }
    : await throwawayServer(root)
  if (server.skipped) return server
  const name = `hearth_bench_ssr_${Date.now()}`
  try {
    await admin(server.url, `create database ${name}`)
  } catch (error) {
    await server.stop()
    return { skipped: `could not create a database on PostgreSQL: ${error.message}` }
  }
  const target = new URL(server.url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    version: server.version,
    stop: async () => {
      try {
        await admin(server.url, `drop database if exists ${name} with (force)`)
      } finally {
        await server.stop()
      }
    },
  }
}
