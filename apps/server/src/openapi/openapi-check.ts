import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../app'
import { parseConfig } from '../config'
import { generatedClientTypes, validationErrors } from './openapi-checks'

// `npm run openapi:check`, part of `npm run check` (issue 26 item 3): builds the real app on a
// throwaway embedded database, takes the document it serves at /api/docs/json, validates it with
// a standard OpenAPI validator and generates client types from it with openapi-typescript.

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-openapi-'))
let failed = false
try {
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
  const app = await buildApp(config, { pages: null })
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
  await app.close()
  const document = response.json<{ openapi: string; paths: Record<string, object> }>()
  const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods))
  const errors = await validationErrors(document)
  const types = await generatedClientTypes(document)
  const problems = [
    ...errors.map((error) => `validator: ${error}`),
    ...types.warnings.map((warning) => `openapi-typescript: ${warning}`),
    ...types.diagnostics.map((diagnostic) => `generated types: ${diagnostic}`),
  ]
  for (const problem of problems.slice(0, 20)) console.error(problem)
  failed = problems.length > 0
  console.log(
    `openapi: ${operations.length} operations, OpenAPI ${document.openapi}, ` +
      `${errors.length === 0 ? 'valid' : `${errors.length} validation errors`}; ` +
      `openapi-typescript: ${types.source.split('\n').length} lines of types, ` +
      `${types.warnings.length} warnings, ${types.diagnostics.length} type errors`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
