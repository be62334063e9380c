import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

// Each route's request and response are zod schemas of packages/shared (issue 8 item 1,
// docs/decisions/0003-contract-module.md), so the routes build no schema of their own. The one
// exception is Stripe's webhook, whose signature header is Stripe's contract with the server,
// not one the web sends.

const ROOT = resolve(new URL('..', import.meta.url).pathname)
const FEATURES = join(ROOT, 'apps/server/src/features')
const ALLOWED = new Set(['apps/server/src/features/access/plans.routes.ts'])

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return entry.name.endsWith('.routes.ts') ? [path] : []
  })
}

test('route files take their schemas from packages/shared', () => {
  const files = routeFiles(FEATURES)
  expect(files.length).toBeGreaterThan(10)
  const ownSchemas = files
    .map((file) => relative(ROOT, file))
    .filter((file) => !ALLOWED.has(file))
    .filter((file) => /from ['"]zod['"]/.test(readFileSync(join(ROOT, file), 'utf8')))
  expect(ownSchemas).toEqual([])
})
