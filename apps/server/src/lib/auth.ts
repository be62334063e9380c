import type { FastifyRequest } from 'fastify'
import { SignJWT, jwtVerify } from 'jose'
import { tk } from '@hearth/shared/i18n-keys'
import type { AppDeps } from './deps'
import { AppError } from './errors'

const ISSUER = 'hearth'
const AUDIENCE = 'hearth-api'
// Pinned: a token signed with any other algorithm (or "none") is refused.
const ALGORITHM = 'HS256'

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

export function tokenNotValid(): AppError {
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

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}
