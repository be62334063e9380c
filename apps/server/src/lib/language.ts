import type { FastifyRequest } from 'fastify'
import { resolveLanguage, type Language } from '@hearth/shared/i18n-keys'

/** The caller's language: the Accept-Language header (the web app sends its UI language). */
export function languageOf(request: FastifyRequest): Language {
  return resolveLanguage(request.headers['accept-language'])
}
