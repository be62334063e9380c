// `npm start`: builds when the sources are newer than the build, then runs the server, which
// migrates the database, loads demo data (embedded database only, unless DEMO_DATA=true) and listens.
import { execSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { staleBuild } from './build-state.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const reason = staleBuild(root)
if (reason) {
  console.log('Building Hearth…')
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
}
process.chdir(root)
await import(pathToFileURL(join(root, 'apps/server/dist/server.mjs')).href)
