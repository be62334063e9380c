import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_BASE_PATH } from '@hearth/shared/config'
import {
  SIGNED_IN_COOKIE,
  type ApiAnswer,
  type PageRenderer,
  type RenderedPage,
} from '@hearth/shared/public-urls'
import { createPageCache, EncodedPage, encodingFor } from './page-cache'

// Pages for visitors are rendered here, in the API's process (docs/decisions/0018): the web app's
// server entry renders the route with the API's answers fetched in-process (`inject`, the same
// contract and the same JSON the browser would get), and this file puts the result into the
// built index.html. Signed-in pages go out as that file's empty shell, marked noindex.

/** The web app: its index.html and its server entry. */
export type WebPages = { template: string; renderer: PageRenderer }

/** Loads the production build (apps/web/dist and dist-ssr), or null when it is not built. */
export async function loadBuiltPages(webDist: string): Promise<WebPages | null> {
  const entry = join(webDist, '../dist-ssr/entry-server.js')
  const index = join(webDist, 'index.html')
  if (!existsSync(entry) || !existsSync(index)) return null
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer
  return { template: readFileSync(index, 'utf8'), renderer }
}

const ROOT = '<div id="root"></div>'

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`)

function signedInHintOf(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie
  return typeof cookie === 'string' && SIGNED_IN.test(cookie)
}

/** The template with its language, its head tags and the page put in. */
export function assemble(template: string, page: RenderedPage): string {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
  if (page.kind === 'shell')
    return html.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>')
  // The template's own title and description give way to the page's.
  html = html
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(
      '</head>',
      `  ${page.head}
  </head>`,
    )
  const data = page.payload
    ? `<script type="application/json" id="hearth-ssr">${page.payload}</script>`
    : ''
  return html.replace(ROOT, `<div id="root">${page.html}</div>${data}`)
}

/** `GET /api/v1{path}` in this process, as a visitor in `language`. */
function inProcessApi(app: FastifyInstance) {
  return async (path: string, language: string): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}${path}`,
      headers: { 'accept-language': language },
    })
    let body: unknown = null
    try {
      body = response.json()
    } catch {
      body = null
    }
    return { status: response.statusCode, body }
  }
}

/**
 * Answers a page request: the server-rendered page (200, or 404 for an unknown path or a record
 * a visitor may not see) or the shell of a signed-in page. A render that fails falls back to
 * the shell, which the browser renders as before, and is logged. A visitor's page is reused for
 * the same address for `cacheSeconds` (`x-page-cache: hit`); a signed-in user's never is.
 *
 * The page is answered from the not-found handler, which @fastify/compress does not reach, so it
 * is compressed here (page-cache.ts).
 */
export function pageResponder(
  app: FastifyInstance,
  pages: WebPages,
  options: { appUrl: string; cacheSeconds: number; clock: () => Date },
) {
  const fetchApi = inProcessApi(app)
  const origin = options.appUrl.replace(/\/+$/, '')
  const cache =
    options.cacheSeconds > 0
      ? createPageCache({ seconds: options.cacheSeconds, clock: options.clock })
      : null

  const render = async (request: FastifyRequest, signedInHint: boolean) => {
    let page: RenderedPage
    try {
      page = await pages.renderer.renderPage({
        url: request.url,
        appUrl: origin,
        signedInHint,
        fetchApi,
      })
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'page render failed; sent the shell')
      return { page: new EncodedPage(200, assemble(pages.template, SHELL)), keep: false }
    }
    const html = assemble(pages.template, page)
    // A shell (a signed-in page) costs nothing to make: only rendered pages are kept.
    const status = page.kind === 'page' ? page.status : 200
    return { page: new EncodedPage(status, html), keep: page.kind === 'page' }
  }

  const respond = async (request: FastifyRequest, reply: FastifyReply) => {
    const signedInHint = signedInHintOf(request)
    const { page, hit } =
      cache && !signedInHint
        ? await cache.get(request.url, () => render(request, false))
        : { ...(await render(request, signedInHint)), hit: false }
    const encoding = encodingFor(request.headers['accept-encoding'])
    if (encoding !== 'identity') void reply.header('content-encoding', encoding)
    if (cache && !signedInHint) void reply.header('x-page-cache', hit ? 'hit' : 'miss')
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-encoding')
      .type('text/html; charset=utf-8')
      .send(await page.body(encoding))
  }
  /** Drops every kept page (a record was hidden or its owner suspended: issue 23). */
  const forget = () => cache?.clear()
  return Object.assign(respond, { forget })
}

const SHELL: RenderedPage = { kind: 'shell', language: 'en' }
