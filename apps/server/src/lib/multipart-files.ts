import type { FastifyRequest } from 'fastify'
import { tk } from '@hearth/shared/i18n-keys'
import { AppError } from './errors'

/** A route's file fields: each name the route uses, with every name a client may send it under. */
export type FileFields = Record<string, readonly string[]>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files this route takes (multipart); any other file part is refused. */
    files?: FileFields
  }
}

const FILES = Symbol('uploaded files')
type WithFiles = FastifyRequest & { [FILES]?: Record<string, Buffer> }

function refuse(field: string, message: string): AppError {
  return new AppError('invalid', message, { fields: { [field]: [message] } })
}

function isFile(value: unknown): boolean {
  return Buffer.isBuffer(value) || (Array.isArray(value) && value.some((v) => Buffer.isBuffer(v)))
}

/**
 * preValidation hook for every route, after multipart's own (which puts fields and files on the
 * body): moves the files a route declares in `config.files` aside, under the route's name for
 * them, so the zod schema sees only fields and `takeFiles` hands the files over. A file under any
 * other name, or two files for one field, is refused with 400 naming the field, never ignored.
 * An empty file part (a file input left empty) counts as no file.
 */
export async function takeUploadedFiles(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | undefined
  if (!request.isMultipart() || !body || typeof body !== 'object') return
  const declared = request.routeOptions.config.files ?? {}
  const nameFor = new Map(
    Object.entries(declared).flatMap(([name, aliases]) => aliases.map((alias) => [alias, name])),
  )
  const files: Record<string, Buffer> = {}
  for (const [sent, value] of Object.entries(body)) {
    if (!isFile(value)) continue
    delete body[sent]
    const name = nameFor.get(sent)
    const parts = (Array.isArray(value) ? value : [value]).filter(
      (part): part is Buffer => Buffer.isBuffer(part) && part.length > 0,
    )
    if (parts.length === 0) continue
    if (!name) throw refuse(sent, tk('This file is not expected here.'))
    if (parts.length > 1 || files[name]) throw refuse(sent, tk('Send one file for this field.'))
    files[name] = parts[0]!
  }
  ;(request as WithFiles)[FILES] = files
}

export function takeFiles(request: FastifyRequest): Record<string, Buffer> {
  return (request as WithFiles)[FILES] ?? {}
}
