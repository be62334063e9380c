// Records a helper referrer's partner-service reward (up to HK$300; docs/spec/marketplace.md §9).
// Administrators only; see README "Operations". Arguments are passed on unchanged, e.g.
//   node scripts/referral-reward.mjs --referrer ABCDEF --referred person@example.com \
//     --amount 300 --reason "Visa application handled by the partner agency"
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const result = spawnSync(
  'npx',
  ['tsx', 'scripts/partner-reward-cli.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
)
process.exit(result.status ?? 1)
