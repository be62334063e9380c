import type { Config } from '../config'
import type { Database, Db } from '../db/client'
import type { Mailer } from './mailer'
import type { FileStore } from './storage'

/**
 * How features push events to users' rooms; `realtime/socket-server` implements it (with Redis
 * the event reaches every server process). Declared here so `deps` imports nothing above `lib/`.
 */
export type RealtimePublisher = {
  emit(rooms: string[], event: string, payload: unknown): void
}

/** What every feature service needs; built once in `buildApp` and decorated onto the app. */
export type AppDeps = {
  db: Db
  config: Config
  mailer: Mailer
  files: FileStore
  /** The current instant; tests move it to check expiry rules. */
  clock: () => Date
  jwtKey: Uint8Array
  /** Socket.IO events to users' rooms (every server process when Redis is configured). */
  realtime: RealtimePublisher
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
    database: Database
  }
}
