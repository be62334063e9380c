import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { tk } from '@hearth/shared/i18n-keys'
import type { AppError } from './errors'
import { fieldError } from './app-error'

/** A route's file fields: each name the route uses, with every name a client may send it under. */
export type FileFields = Record<string, readonly string[]>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files this route takes (multipart); any other file part is refused. */
    files?: FileFields
    /** Files without which the route refuses the request: its body is multipart only. */
    requiredFiles?: readonly string[]
  }
}

const FILES = Symbol('uploaded files')
const NAMES = Symbol('uploaded file names')
const SENT_NAMES = Symbol('file names as sent')
type WithFiles = FastifyRequest & {
  [FILES]?: Record<string, Buffer>
  [NAMES]?: Record<string, string>
  [SENT_NAMES]?: Record<string, string>
}

/**
 * multipart's `onFile` (app.ts): reads the part into memory as multipart itself would, and keeps
 * the file name the client sent (the body only gets the bytes), for routes that store it.
 */
export async function keepUploadedFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  await part.toBuffer()
  const request = this as WithFiles
  request[SENT_NAMES] = { ...request[SENT_NAMES], [part.fieldname]: part.filename }
}

function refuse(field: string, message: string): AppError {
  return fieldError('invalid', field, message)
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
  const names: Record<string, string> = {}
  const sentNames = (request as WithFiles)[SENT_NAMES] ?? {}
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
    if (sentNames[sent]) names[name] = sentNames[sent]
  }
  ;(request as WithFiles)[FILES] = files
  ;(request as WithFiles)[NAMES] = names
}

export function takeFiles(request: FastifyRequest): Record<string, Buffer> {
  return (request as WithFiles)[FILES] ?? {}
}

/** The file names the client sent, under the route's names for the files (may be missing). */
export function takeFileNames(request: FastifyRequest): Record<string, string> {
  return (request as WithFiles)[NAMES] ?? {}
}
