// `npm run bench`: runs every benchmark in this folder (or those named: `npm run bench -- api`).
// Other arguments go to each named benchmark (`npm run bench -- ssr --no-build`).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
// `lighthouse` (which also needs Chromium) and `ssr` build first; they run only when named:
// `npm run bench -- lighthouse`, `npm run bench -- ssr`.
const all = ['api', 'search', 'chat', 'jobs', 'abuse']
const args = process.argv.slice(2)
const isBench = (arg) => /^[a-z]+$/.test(arg) && existsSync(`${here}${arg}/run.mjs`)
const names = args.filter(isBench)
const flags = args.filter((arg) => !isBench(arg))
const unknown = args.filter(
  (arg, i) => !isBench(arg) && !arg.startsWith('-') && !args[i - 1]?.startsWith('-'),
)
if (unknown.length) {
  console.error(`No such benchmark: ${unknown.join(', ')}`)
  process.exit(1)
}
const chosen = names.length ? names : all
let failed = false
for (const name of chosen) {
  console.log(`\n▶ bench/${name}`)
  const result = spawnSync('node', [`${here}${name}/run.mjs`, ...flags], {
    stdio: 'inherit',
    cwd: `${here}..`,
  })
  failed ||= result.status !== 0
}
process.exit(failed ? 1 : 0)
