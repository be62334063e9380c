import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { tk } from '@hearth/shared/i18n-keys'
import { AppError } from '../../lib/errors'
import { robotsTxt, sitemapPartXml, sitemapXml, type SitemapOptions } from './sitemap'

/** Crawlers may keep a copy for five minutes: new profiles and postings show up soon enough. */
const CACHE_CONTROL = 'public, max-age=300'

function sendXml(reply: FastifyReply, body: AsyncGenerator<string>) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', CACHE_CONTROL)
    .send(Readable.from(body, { objectMode: false }))
}

/**
 * `/sitemap.xml`, its parts `/sitemaps/{name}.xml` and `/robots.txt`, at the root (issue 20
 * item 8). Left out of the API documentation: they are for robots, not for the web app.
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapOptions = {}) {
  const deps = app.deps
  const schema = { hide: true }

  app.get('/sitemap.xml', { schema }, async (_request, reply) =>
    sendXml(reply, await sitemapXml(deps, options)),
  )

  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name.xml',
    { schema },
    async (request, reply) => {
      const body = await sitemapPartXml(deps, request.params.name, options)
      if (!body) throw new AppError('not_found', tk('Not found.'))
      return sendXml(reply, body)
    },
  )

  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(deps.config.appUrl)),
  )
}
