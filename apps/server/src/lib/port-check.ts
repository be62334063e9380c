import { createServer } from 'node:net'

/** Operator-facing: the port is taken, so this start stops before it touches any data. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
}

/**
 * Fails when `host:port` cannot be listened on, before the server opens its database: a second
 * `npm start` must not migrate or load demo data only to die on the port afterwards.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Port ${port} on ${host} is already in use (is Hearth already running?). ` +
                'Stop that process, or set PORT to another port.',
            )
          : error,
      )
    })
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()))
  })
}
