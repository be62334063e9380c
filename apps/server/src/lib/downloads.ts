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
    .header('content-disposition', contentDisposition(options.inline, options.filename))
    .send(file.stream)
}

/**
 * `filename="…"` as before for a plain ASCII name; a name with other characters (a Chinese
 * title, quotes) gets an ASCII stand-in plus the real name as RFC 6266 `filename*`, since a
 * header may carry neither raw UTF-8 nor an unescaped quote.
 */
export function contentDisposition(inline: boolean | undefined, filename: string): string {
  const kind = inline ? 'inline' : 'attachment'
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  if (ascii === filename) return `${kind}; filename="${filename}"`
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
