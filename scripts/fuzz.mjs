// `npm run fuzz`: the contract fuzz (issue 26) at ten times its CI length. FUZZ_REQUESTS (requests
// per operation, 400 here) and FUZZ_SEED (1) can be set; other arguments go to vitest.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = {
  ...process.env,
  FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? '400',
  // Ten times the requests take ten times as long: more than the suite's usual hook time.
  FUZZ_TIMEOUT: process.env.FUZZ_TIMEOUT ?? '3600000',
}
const child = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url)),
    'run',
    '--project',
    'integration',
    'apps/server/src/features/platform/contract-fuzz.int.test.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, env, stdio: 'inherit' },
)
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0)
})
