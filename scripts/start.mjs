// `npm start`: builds when the sources are newer than the build, then runs the server, which
// migrates the database, loads demo data (embedded database only, unless DEMO_DATA=true) and listens.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/server/src',
  'packages/shared/src',
  'packages/hk-labour/src',
]
const outputs = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.mjs',
]

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const builtAt = Math.min(
  ...outputs.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)),
)
const changedAt = Math.max(...sources.map((path) => newest(join(root, path))))
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building Hearth…')
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
}
process.chdir(root)
await import(pathToFileURL(join(root, 'apps/server/dist/server.mjs')).href)
