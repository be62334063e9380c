import type { FastifyRequest } from 'fastify'

const FILES = Symbol('uploaded files')
type WithFiles = FastifyRequest & { [FILES]?: Record<string, Buffer> }

/**
 * Multipart bodies arrive with files as Buffers among the fields. This preValidation hook moves the
 * named files aside, so the zod schema sees only fields; `takeFiles` hands them to the route.
 * An empty file part (a file input left empty) counts as no file.
 */
export function extractFiles(names: string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object') return
    const files: Record<string, Buffer> = {}
    for (const name of names) {
      const value = body[name]
      if (Buffer.isBuffer(value) && value.length > 0) files[name] = value
      delete body[name]
    }
    ;(request as WithFiles)[FILES] = files
  }
}

export function takeFiles(request: FastifyRequest): Record<string, Buffer> {
  return (request as WithFiles)[FILES] ?? {}
}
