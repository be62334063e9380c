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
  /** Disconnects every socket opened with these sessions' tokens, on every server process. */
  endSessions(sessionIds: string[]): void
}

/** A task `enqueueTask` (tasks/task-queue) queued. */
export type QueuedTask = { id: number }

/**
 * Runs tasks a request queued, right after its transaction committed, so their work (an e-mail)
 * happens within the request as before; a task that fails stays queued for the worker to retry.
 * Never throws. `tasks/task-runner` implements it.
 */
export type TaskQueue = { runNow(tasks: readonly (QueuedTask | undefined)[]): Promise<void> }

/**
 * Referral codes are accounts' (`users.referral_code`, docs/spec/marketplace.md §5 "Referral").
 * The employer and helper profiles that record a code sit below the accounts feature
 * (docs/decisions/0019-feature-dependencies.md), so they reach the codes through this;
 * `app.ts` fills it from `features/accounts/users.service`.
 */
export type ReferralCodes = {
  /** Whether some account holds this code. */
  exists(deps: AppDeps, code: string): Promise<boolean>
  /** The code a person gave at registration, until their detail profile records it. */
  givenAtSignup(deps: AppDeps, userUid: string): Promise<string | null>
}

/**
 * Trust and safety (issue 23) as the features below it reach it: the profiles and postings hand
 * their published texts to the scam rules, and a hidden record's public page must go at once.
 * `app.ts` fills it from `features/safety` and the page renderer.
 */
export type ModerationHooks = {
  /** A published profile's or posting's texts: flagged ones open a report for the operators. */
  reviewPublished(
    deps: AppDeps,
    target: {
      type: 'helper_profile' | 'job_posting'
      id: string
      ownerUserUid: string
      texts: readonly (string | null | undefined)[]
    },
  ): Promise<void>
  /** Drops every public page kept for visitors (features/public-pages' cache). */
  forgetPublicPages(): void
  /** A badge ended outside the verification feature (a renamed profile): its request says why. */
  badgeEnded(deps: AppDeps, userUid: string, reason: 'name_changed'): Promise<void>
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
  /** Background tasks: queue with `enqueueTask`, then `runNow` after the commit. */
  tasks: TaskQueue
  /** Referral codes as the accounts feature holds them (lib/referral-codes.ts uses it). */
  referralCodes: ReferralCodes
  /** Scam review of published texts and the public-page cache (features/safety fills it). */
  moderation: ModerationHooks
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
    database: Database
  }
}
