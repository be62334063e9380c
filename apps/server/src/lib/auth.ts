import type { FastifyRequest } from 'fastify'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { SignJWT, jwtVerify } from 'jose'
import { tk } from '@hearth/shared/i18n-keys'
import { authSessions, users } from '../db/schema'
import type { AppDeps } from './deps'
import { AppError } from './errors'

const ISSUER = 'hearth'
const AUDIENCE = 'hearth-api'
// Pinned: a token signed with any other algorithm (or "none") is refused.
const ALGORITHM = 'HS256'

export type UserRow = typeof users.$inferSelect
export type Caller = { user: UserRow; sessionId: string }

export async function signAccessToken(
  deps: AppDeps,
  userUid: string,
  sessionId: string,
): Promise<string> {
  const issuedAt = Math.floor(deps.clock().getTime() / 1000)
  return new SignJWT({ sid: sessionId, typ: 'access' })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userUid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + deps.config.accessTokenTtlSeconds)
    .sign(deps.jwtKey)
}

function tokenNotValid(): AppError {
  return new AppError('token_not_valid', tk('Your session has expired. Please sign in again.'))
}

/** Checks an access token's signature, claims and age (HTTP bearer and the Socket.IO handshake). */
export async function verifyAccessToken(
  deps: AppDeps,
  token: string,
): Promise<{ userUid: string; sessionId: string }> {
  try {
    const { payload } = await jwtVerify(token, deps.jwtKey, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: deps.clock(),
    })
    if (
      payload.typ !== 'access' ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string'
    ) {
      throw tokenNotValid()
    }
    return { userUid: payload.sub, sessionId: payload.sid }
  } catch {
    throw tokenNotValid()
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/** The caller an access token belongs to; a revoked or expired session is refused even while its JWT is young. */
export async function callerForToken(deps: AppDeps, token: string): Promise<Caller> {
  const { userUid, sessionId } = await verifyAccessToken(deps, token)
  const [row] = await deps.db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.uid, authSessions.userUid))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userUid, userUid),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, deps.clock()),
      ),
    )
  if (!row) throw tokenNotValid()
  return { user: row.user, sessionId }
}

/** The signed-in caller of an HTTP request (`Authorization: Bearer <access token>`). */
export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  const token = bearerToken(request)
  if (!token)
    throw new AppError('not_authenticated', tk('Authentication credentials were not provided.'))
  return callerForToken(request.server.deps, token)
}

/** The caller when a token is sent (a bad token is still a 401), or undefined for a visitor. */
export async function optionalCaller(request: FastifyRequest): Promise<Caller | undefined> {
  return request.headers.authorization ? requireCaller(request) : undefined
}
