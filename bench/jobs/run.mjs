// Runs the job search benchmark on PGlite and on a throwaway PostgreSQL (scripts/with-postgres.sh).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
// With the V8 flag `npm start` gives the server (docs/decisions/0017-server-young-generation.md),
// so the server measured here collects garbage as the one that serves.
const command = ['node', '--max-semi-space-size=64', '--import', 'tsx', 'bench/jobs/jobs.bench.ts']
const withPostgres = process.env.DATABASE_URL ? command : ['scripts/with-postgres.sh', ...command]
const result = spawnSync(withPostgres[0], withPostgres.slice(1), { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
