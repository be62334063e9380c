import type { FastifyInstance } from 'fastify'
import { Server, type DefaultEventsMap, type Socket } from 'socket.io'
import { tk } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { Config } from '../config'
import type { Actor } from '../lib/actor'
import type { RealtimePublisher } from '../lib/deps'
import { AppError } from '../lib/errors'
import { settlesWithin, useRedisAdapter } from './redis-adapter'

export const SOCKET_PATH = '/socket.io'

/** An actor's one room (their detail profile uid), or undefined: such a socket joins none. */
export type RoomResolver = (actor: Actor) => string | undefined

type SocketData = { userUid: string; sessionId: string; room: string | undefined }

/** Every socket opened with one session's tokens is in its room, so revoking ends them all. */
function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`
}

function refusal(error: unknown): Error {
  const known = error instanceof AppError ? error : undefined
  const refused = new Error(
    translate(known?.message ?? tk('Your session has expired. Please sign in again.'), 'en'),
  ) as Error & { data: { code: string } }
  refused.data = { code: known?.code ?? 'token_not_valid' }
  return refused
}

/**
 * Socket.IO on Fastify's HTTP server (path /socket.io). The handshake must carry a valid access
 * token (`auth: { token }`); each socket joins only its user's room, and its session's room, through
 * which logout, a password reset or a reused refresh token disconnect it (`endSessions`). Clients
 * send nothing the server listens to, so no event can join another room. With `REDIS_URL`, the
 * Redis adapter (one publishing and one subscribing client) carries events and disconnections
 * between server processes.
 */
export async function startRealtime(
  app: FastifyInstance,
  config: Config,
  roomFor: RoomResolver,
): Promise<RealtimePublisher> {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(
    app.server,
    {
      path: SOCKET_PATH,
      serveClient: false,
      cors: { origin: [new URL(config.appUrl).origin], credentials: false },
    },
  )
  const redis = config.redisUrl
    ? await useRedisAdapter(io as Server, config.redisUrl, app.log)
    : undefined

  io.use(
    (socket: Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>, next) => {
      const token: unknown = socket.handshake.auth?.token
      if (typeof token !== 'string' || token === '') {
        next(
          refusal(
            new AppError('token_not_valid', tk('Authentication credentials were not provided.')),
          ),
        )
        return
      }
      app
        .resolveActor(app.deps, token)
        .then((actor) => {
          socket.data = {
            userUid: actor.userUid,
            sessionId: actor.sessionId,
            room: roomFor(actor),
          }
          next()
        })
        .catch((error: unknown) => next(refusal(error)))
    },
  )
  io.on('connection', (socket) => {
    if (socket.data.room) void socket.join(socket.data.room)
    void socket.join(sessionRoom(socket.data.sessionId))
    // A session revoked between the handshake and the join above was ended before this socket
    // was in its room: check once more now that any later revocation reaches it.
    const token = socket.handshake.auth?.token as string
    app.resolveActor(app.deps, token).catch(() => socket.disconnect(true))
  })

  // Open sockets would keep the HTTP server from closing: drop them before Fastify closes it.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true)
    io.engine.close()
  })
  app.addHook('onClose', async () => {
    // Without Redis, unsubscribing would wait for a reconnect; the sockets are already gone.
    if (!redis || redis.isReady()) await settlesWithin(io.close(), 2000)
    await redis?.close()
  })

  return {
    emit(rooms, event, payload) {
      io.to(rooms).emit(event, payload)
    },
    endSessions(sessionIds) {
      // Through the Redis adapter this reaches sockets on every server process.
      if (sessionIds.length) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true)
    },
  }
}
