// Runs the chat fan-out benchmark (bench/chat/chat.bench.ts) with tsx.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const result = spawnSync('npx', ['tsx', 'bench/chat/chat.bench.ts'], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
