import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

// One fresh data folder per run, shared with the workers (they inherit the environment), so the
// tests can read the e-mail outbox the server writes.
process.env.HEARTH_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'hearth-e2e-'))
// A free port, chosen once and inherited by the workers, so a run never collides with a server
// already listening (another run, a developer's own `npm start`).
process.env.HEARTH_E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })",
])
  .toString()
  .trim()
const port = Number(process.env.HEARTH_E2E_PORT)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here (docs/stack-notes.md §11).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node apps/server/dist/server.mjs',
    cwd: '..',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: process.env.HEARTH_E2E_DATA,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Specs that sign up their own helper (e2e/new-helper.ts) say which device they come from
      // with X-Forwarded-For, as a proxy would: ten sign-ups an hour are allowed per address,
      // and the suite makes more than ten from this one machine. No other request sends it.
      TRUST_PROXY: 'true',
      // The demo operator runs the trust-and-safety console (safety.spec.ts).
      OPERATOR_EMAILS: 'operator@demo.hearth.hk',
    },
  },
})
