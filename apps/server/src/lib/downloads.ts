import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

export type StoredFile = { stream: Readable; size: number }

/**
 * Sends a stored file so that it can never act as a page of this origin: `sandbox` runs a document
 * opened anyway (a PDF with JavaScript, as passports are kept as uploaded) without scripts in an
 * opaque origin, and `attachment` has the browser save it instead of showing it. Only images this
 * server re-encoded itself may be `inline` (they are shown in <img>, which ignores both headers).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  options: { type: string; filename: string; cacheControl: string; inline?: boolean },
) {
  return reply
    .type(options.type)
    .header('content-length', file.size)
    .header('cache-control', options.cacheControl)
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${options.inline ? 'inline' : 'attachment'}; filename="${options.filename}"`,
    )
    .send(file.stream)
}
