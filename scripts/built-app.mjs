// What runs the built app outside `npm start` shares (the benchmarks, the size check): a private
// copy of the build, a free port, and waiting for the server to be ready.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A private copy of the build (web app, its server entry, server bundle, migrations), so that a
 * rebuild in the working tree during a run (the e2e suite builds too) cannot swap the files
 * under the server. npm packages are linked, not copied.
 */
export function snapshotBuild(root, name) {
  const copy = mkdtempSync(join(tmpdir(), `hearth-${name}-app-`))
  for (const dir of ['apps/web/dist', 'apps/web/dist-ssr', 'apps/server/dist'])
    cpSync(join(root, dir), join(copy, dir), { recursive: true })
  addRuntime(root, copy)
  return copy
}

/**
 * What the built server reads at run time besides its build, put into `copy`: the migrations and
 * data files (copied) and the npm packages (linked).
 */
export function addRuntime(root, copy) {
  for (const dir of ['apps/server/src/db/migrations', 'apps/server/src/data'])
    cpSync(join(root, dir), join(copy, dir), { recursive: true })
  for (const dir of ['node_modules', 'apps/web/node_modules', 'apps/server/node_modules'])
    if (existsSync(join(root, dir))) symlinkSync(join(root, dir), join(copy, dir))
}

/**
 * The environment of a built server started for a measurement: production mode with a throwaway
 * secret, on 127.0.0.1:`port` with its own `dataDir`, the demo data and quiet logs; `extra` adds
 * or overrides (PAGE_CACHE_SECONDS, DATABASE_URL…). The caller's DATABASE_URL is never inherited:
 * a measurement must not seed demo data into a real database.
 */
function builtServerEnv({ port, dataDir, extra = {} }) {
  const inherited = { ...process.env }
  delete inherited.DATABASE_URL
  return {
    ...inherited,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    ...extra,
  }
}

/** A port nothing listens on, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Waits until `base`/readyz answers (the demo data loads before the server listens, so ready
 * means loaded), polling every half second up to `seconds`; `exited()` returns the server's exit
 * code or signal once it has stopped, to fail at once instead of waiting.
 */
export async function waitUntilReady(base, { seconds = 300, exited = () => null } = {}) {
  for (let i = 0; i < seconds * 2; i += 1) {
    const code = exited()
    if (code !== null) throw new Error(`the server exited (${code}) before it was ready`)
    try {
      if ((await fetch(`${base}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${base} was not ready in ${seconds} s`)
}

/**
 * Starts the built server in `app` (a folder laid out as the repository) on a free port with its
 * own data folder (builtServerEnv), and waits until it is ready. `stop()` ends it (SIGKILL after
 * 15 s) and removes the data folder; `child` is the process, for a caller that must kill it on a
 * timeout. `nodeArgs` go before the server script; `quiet` drops its standard output.
 */
export async function startBuiltServer(
  app,
  { extra = {}, nodeArgs = [], quiet = false, readySeconds = 300 } = {},
) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-built-data-'))
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.mjs'], {
    cwd: app,
    env: builtServerEnv({ port, dataDir, extra }),
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  })
  let exitCode = null
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal
      resolve()
    }),
  )
  const stop = async () => {
    if (exitCode === null) {
      child.kill('SIGTERM')
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(force)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(base, { seconds: readySeconds, exited: () => exitCode })
  } catch (error) {
    await stop()
    throw error
  }
  return { base, stop, child, dataDir }
}
