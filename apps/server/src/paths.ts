import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// This file sits in apps/server/src, and the production bundle in apps/server/dist: one level
// below apps/server either way, so the same relative paths work in development and production.
const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export const MIGRATIONS_DIR = resolve(serverRoot, 'src/db/migrations')
export const SERVER_DATA_DIR = resolve(serverRoot, 'src/data')
export const WEB_DIST_DIR = resolve(serverRoot, '../web/dist')
