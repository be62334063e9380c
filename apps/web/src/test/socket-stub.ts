/**
 * A stand-in for `socket.io-client`: tests play the server by emitting events on the socket the
 * app opened. Use with `vi.mock('socket.io-client', () => import('../../test/socket-stub'))`.
 */
type Handler = (...args: unknown[]) => void

export class FakeSocket {
  readonly options: unknown
  connected = false
  active = true
  private handlers = new Map<string, Set<Handler>>()

  constructor(options: unknown) {
    this.options = options
  }

  on(event: string, handler: Handler) {
    let set = this.handlers.get(event)
    if (!set) {
      set = new Set()
      this.handlers.set(event, set)
    }
    set.add(handler)
    return this
  }

  removeAllListeners() {
    this.handlers.clear()
    return this
  }

  connect() {
    this.active = true
    return this
  }

  disconnect() {
    this.connected = false
    this.active = false
    return this
  }

  /** The server sends `event` to this client ('connect' simulates a (re)connection). */
  serverEmit(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload)
  }
}

export const openedSockets: FakeSocket[] = []

export function io(options: unknown): FakeSocket {
  const socket = new FakeSocket(options)
  openedSockets.push(socket)
  return socket
}

/** The socket the app has open now. */
export function currentSocket(): FakeSocket {
  const socket = openedSockets.findLast((candidate) => candidate.active)
  if (!socket) throw new Error('The app has not opened a socket')
  return socket
}
