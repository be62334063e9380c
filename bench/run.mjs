// `npm run bench`: runs every benchmark in this folder (or those named: `npm run bench -- api`).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
// `lighthouse` builds and needs Chromium; it runs only when named: `npm run bench -- lighthouse`.
const all = ['api', 'search', 'chat', 'jobs', 'abuse']
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all
let failed = false
for (const name of chosen) {
  console.log(`\n▶ bench/${name}`)
  const result = spawnSync('node', [`${here}${name}/run.mjs`], {
    stdio: 'inherit',
    cwd: `${here}..`,
  })
  failed ||= result.status !== 0
}
process.exit(failed ? 1 : 0)
