import type { Config } from '../config'
import type { Database, Db } from '../db/client'
import type { Mailer } from './mailer'
import type { FileStore } from './storage'

/** What every feature service needs; built once in `buildApp` and decorated onto the app. */
export type AppDeps = {
  db: Db
  config: Config
  mailer: Mailer
  files: FileStore
  /** The current instant; tests move it to check expiry rules. */
  clock: () => Date
  jwtKey: Uint8Array
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
    database: Database
  }
}
