import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { io, type Socket } from 'socket.io-client'
import { SOCKET_PATH } from './socket-server'

/** The address of an app that listens on 127.0.0.1 (tests call `app.listen({ port: 0 })`). */
export function urlOf(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

export type Received = { socket: Socket; events: { event: string; payload: unknown }[] }

/** A real client socket; resolves once connected, rejects with the connect_error. */
export function connectClient(url: string, token: string | undefined): Promise<Received> {
  const socket = io(url, {
    path: SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  const received: Received = { socket, events: [] }
  socket.onAny((event: string, payload: unknown) => received.events.push({ event, payload }))
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(received))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}

/** Waits until `received` holds an event matching `match`. */
export async function waitFor(
  received: Received,
  match: (event: string, payload: unknown) => boolean,
  timeoutMs = 5000,
): Promise<unknown> {
  const started = Date.now()
  for (;;) {
    const found = received.events.find((e) => match(e.event, e.payload))
    if (found) return found.payload
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a socket event')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export function eventsNamed(received: Received, event: string): unknown[] {
  return received.events.filter((e) => e.event === event).map((e) => e.payload)
}
