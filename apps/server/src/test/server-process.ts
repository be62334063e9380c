import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type ServerProcess = {
  url: string
  child: ChildProcess
  /** The process's own DATA_DIR (its outbox is `outbox/` inside). */
  dataDir: string
  /** SIGTERM, wait for the exit, remove the data folder (unless the caller gave it). */
  stop(): Promise<void>
  /** SIGKILL (`kill -9`): no shutdown at all; the data folder stays. */
  kill(): Promise<void>
}

export type ServerProcessOptions = {
  /** Start on this data folder (a restart); the caller removes it. */
  dataDir?: string
  /** Variables of this process's environment the child must not inherit (e.g. DATABASE_URL). */
  without?: string[]
}

/**
 * `node --import tsx apps/server/src/server.ts` on a free port, as production starts it (the
 * background-task worker included); resolves once /readyz answers.
 */
export async function startServerProcess(
  extraEnv: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hearth-process-'))
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !options.without?.includes(name)),
  )
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: join(import.meta.dirname, '../../../..'),
    env: {
      ...inherited,
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`server process exited with ${child.exitCode}`)
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child, dataDir, stop, kill }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('server process did not become ready')
}
