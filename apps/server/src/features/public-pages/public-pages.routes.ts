import type { FastifyInstance } from 'fastify'
import { shareCardRoutes } from './share-cards.routes'
import { sitemapRoutes } from './sitemap.routes'

/**
 * What robots and link previews read beside the pages themselves (docs/decisions/0018):
 * sitemap.xml, robots.txt and the share cards. Registered at the root, outside /api/v1.
 */
export async function publicPageRoutes(app: FastifyInstance) {
  await app.register(sitemapRoutes)
  await app.register(shareCardRoutes)
}
