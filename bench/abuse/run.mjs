// Runs the abuse replay on PGlite and on a throwaway PostgreSQL (scripts/with-postgres.sh).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const command = ['npx', 'tsx', 'bench/abuse/abuse.bench.ts']
const withPostgres = process.env.DATABASE_URL ? command : ['scripts/with-postgres.sh', ...command]
const result = spawnSync(withPostgres[0], withPostgres.slice(1), { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
