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

/** Each `app.<method>(…)` registration of a route file, as text. */
function registrations(text: string): string[] {
  return text.split(/\bapp\.(?=(?:get|post|put|patch|delete)\()/).slice(1)
}

// Authentication comes first (issue 26, apps/server/src/lib/request-guards.ts): the onRequest
// hook knows a route needs a session from its OpenAPI `security`, so a handler that requires an
// actor must declare it, or its body would be validated before the caller is known.
test('every route whose handler requires a signed-in caller declares bearer security', () => {
  const undeclared = routeFiles(FEATURES).flatMap((file) =>
    registrations(readFileSync(file, 'utf8'))
      .filter((block) => /\b(require|optional)Actor\(/.test(block) && !/\bsecurity\b/.test(block))
      .map(
        (block) => `${relative(ROOT, file)}: ${block.split('\n')[1]?.trim() ?? block.slice(0, 60)}`,
      ),
  )
  expect(undeclared).toEqual([])
})
