import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import type { Server } from 'socket.io'

type RedisClient = ReturnType<typeof createClient>

/** The two Redis connections behind the adapter, for a clean shutdown. */
export type RedisLink = {
  /** Both connections are up (unsubscribing and QUIT would otherwise wait for a reconnect). */
  isReady(): boolean
  close(): Promise<void>
}

const CLOSE_TIMEOUT_MS = 2000

/**
 * During a Redis outage, events still reach this process's sockets; events for other processes
 * are dropped (not queued without bound) and clients catch up with `after=<cursor>`. The adapter
 * does not handle a failed PUBLISH, so the failure is caught and logged once per outage here.
 */
function tolerantPublisher(client: RedisClient, log: FastifyBaseLogger): RedisClient {
  let warned = false
  client.on('ready', () => {
    warned = false
  })
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (property !== 'publish') return value.bind(target)
      return (...args: unknown[]) =>
        (value.apply(target, args) as Promise<unknown>).catch((error: unknown) => {
          if (warned) return
          warned = true
          log.warn({ err: error }, 'redis publish failed: events reach this process only')
        })
    },
  })
}

/** Connects the publishing and subscribing clients and installs the Socket.IO Redis adapter. */
export async function useRedisAdapter(
  io: Server,
  url: string,
  log: FastifyBaseLogger,
): Promise<RedisLink> {
  const publisher = createClient({ url, disableOfflineQueue: true })
  const subscriber = createClient({ url })
  const clients = [publisher, subscriber]
  for (const client of clients)
    client.on('error', (error: unknown) => log.error({ err: error }, 'redis client error'))
  await Promise.all(clients.map((client) => client.connect()))
  io.adapter(createAdapter(tolerantPublisher(publisher, log), subscriber))
  return {
    isReady: () => clients.every((client) => client.isReady),
    async close() {
      await Promise.all(
        clients.map(async (client) => {
          const closed = client.isReady && (await settlesWithin(client.close(), CLOSE_TIMEOUT_MS))
          if (!closed && client.isOpen) client.destroy()
        }),
      )
    },
  }
}

/** True when `work` settled within `ms`; never throws (used on the way out). */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  const done = work.then(
    () => true,
    () => true,
  )
  const result = await Promise.race([done, late])
  clearTimeout(timer)
  return result
}
