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
  /** SIGTERM, wait for the exit, remove the data folder. */
  stop(): Promise<void>
}

/**
 * `node --import tsx apps/server/src/server.ts` on a free port, as production starts it (the
 * background-task worker included); resolves once /readyz answers.
 */
export async function startServerProcess(extraEnv: Record<string, string>): Promise<ServerProcess> {
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`server process exited with ${child.exitCode}`)
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child, dataDir, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('server process did not become ready')
}
