// `npm run dev`: the API with reload on change (tsx watch) and Vite with hot module reload.
// Open http://localhost:5173; Vite proxies /api and /socket.io to the API on :3000.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' }
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host'], { cwd: `${root}/apps/web`, env, stdio: 'inherit' }),
]
function stop() {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
