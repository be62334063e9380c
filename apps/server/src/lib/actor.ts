import type { FastifyRequest } from 'fastify'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { bearerToken } from './auth'
import type { AppDeps } from './deps'
import { AppError } from './errors'

export type Role = 'employer' | 'helper'

type ActorBase = {
  userUid: string
  sessionId: string
  email: string
  language: Language
  referralCode: string
  /** When paid access ends; only `lib/access.ts` decides what it allows. */
  accessEndsAt: Date | null
  plan: string | null
  /** A verified account whose e-mail is in OPERATOR_EMAILS (issue 23), whatever its role. */
  isOperator: boolean
}
/** An employer account; its detail profile is made at registration. */
export type EmployerActor = ActorBase & { role: 'employer'; employerProfileUid: string | null }
/** A helper account; `helperProfileUid` stays null until the helper makes a profile. */
export type HelperActor = ActorBase & { role: 'helper'; helperProfileUid: string | null }

/**
 * The signed-in caller, resolved once per request from the access token: who they are, which
 * detail profile is theirs and what their plan is. Services take it instead of reading users,
 * sessions or profiles themselves, and check roles with `assertRole`.
 */
export type Actor = EmployerActor | HelperActor

/** Token → actor (a revoked or expired session is a 401); built by the accounts feature. */
export type ActorResolver = (deps: AppDeps, token: string) => Promise<Actor>

declare module 'fastify' {
  interface FastifyInstance {
    resolveActor: ActorResolver
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<Actor>>()

/** The signed-in caller of an HTTP request (`Authorization: Bearer <access token>`), memoised. */
export function requireActor(request: FastifyRequest): Promise<Actor> {
  let actor = resolved.get(request)
  if (!actor) {
    const token = bearerToken(request)
    actor = token
      ? request.server.resolveActor(request.server.deps, token)
      : Promise.reject(
          new AppError('token_not_valid', tk('Authentication credentials were not provided.')),
        )
    resolved.set(request, actor)
  }
  return actor
}

/** The caller when a token is sent (a bad token is still a 401), or undefined for a visitor. */
export async function optionalActor(request: FastifyRequest): Promise<Actor | undefined> {
  return request.headers.authorization ? requireActor(request) : undefined
}

/** Narrows to one role, or refuses with `detail` (a 403, as each route words it). */
export function assertRole<R extends Role>(
  actor: Actor,
  role: R,
  detail: string,
): asserts actor is Extract<Actor, { role: R }> {
  if (actor.role !== role) throw new AppError('permission_denied', detail)
}

/** The actor's own detail profile (employer or helper), or null while they have none. */
export function profileUidOf(actor: Actor): string | null {
  return actor.role === 'employer' ? actor.employerProfileUid : actor.helperProfileUid
}
