// `npm run db:migrate`: applies the committed migrations without starting the server (the server
// also does this at start-up). Never run it against a PGlite folder a running server has open.
import { execSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
execSync('npx tsx apps/server/src/db/migrate-cli.ts', { cwd: root, stdio: 'inherit' })
