import { StrictMode } from 'react'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
} from 'react-router'
import { dehydrate } from '@tanstack/react-query'
import { createInstance, type i18n as I18n, type Resource, type ResourceKey } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import type { Language } from '@hearth/shared/i18n-keys'
import {
  LANGUAGE_PREFIXES,
  splitLanguagePath,
  type RenderInput,
  type RenderedPage,
} from '@hearth/shared/public-urls'
import { I18N_OPTIONS } from './lib/i18n'
import { paths } from './lib/paths'
import { createQueryClient } from './lib/query-client'
import { serializeSsrPayload } from './lib/ssr-payload'
import { AppProviders } from './app/providers'
import { preloadPageAt } from './app/preload-page'
import { findPublicPage, headTags, notFoundHead, type PageHead } from './app/public-pages'
import { routes } from './app/routes'

// The server's render of a public page (docs/decisions/0018-server-rendering.md). The Fastify
// process imports the built module (apps/web/dist-ssr) and calls renderPage once per request.
// Nothing here is shared between requests but the catalogs, which are read only: each render
// has its own i18next instance, query client and router.

const catalogs = import.meta.glob<ResourceKey>(
  ['../../../packages/shared/src/i18n/*/*.json', '!**/server.json', '!**/labour.json'],
  { eager: true, import: 'default' },
)
const resources: Resource = {}
for (const [path, catalog] of Object.entries(catalogs)) {
  const [, language, namespace] = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []
  if (language && namespace) (resources[language] ??= {})[namespace] = catalog
}
const namespaces = Object.keys(resources.en ?? {})

/** One initialised instance per language over the catalogs; renders read clones of it. */
const baseInstances = new Map<Language, I18n>()

/**
 * An i18next instance of its own for one render: a clone of the language's base instance, which
 * shares the read-only catalogs (building a new instance per request cost a quarter of a render).
 */
function i18nFor(language: Language): I18n {
  let base = baseInstances.get(language)
  if (!base) {
    base = createInstance({
      ...I18N_OPTIONS,
      lng: language,
      resources,
      ns: namespaces,
      fallbackNS: namespaces.filter((ns) => ns !== 'common'),
      initAsync: false,
      react: { useSuspense: false },
    })
    void base.init()
    baseInstances.set(language, base)
  }
  return base.cloneInstance({ lng: language, initAsync: false })
}

function renderToHtml(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null
    const stream = renderToPipeableStream(app, {
      // Never split a finished Suspense boundary out of the HTML (React does above ~12 KB, to
      // paint the shell sooner): its content would then wait for an inline script, which the
      // Content-Security-Policy forbids and which a browser without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Robots and previews read the whole page, and a phone paints it from the HTML: wait for
      // every lazy part, so nothing is streamed behind a fallback and swapped in by a script.
      onAllReady() {
        if (failed) return
        const chunks: Buffer[] = []
        const sink = new PassThrough()
        sink.on('data', (chunk: Buffer) => chunks.push(chunk))
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        stream.pipe(sink)
      },
      onShellError: reject,
      onError(error) {
        failed = error
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    })
  })
}

/** Renders the page at `url`, or says it is a shell page (signed-in, rendered in the browser). */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const url = new URL(input.url, input.appUrl)
  const { language, path } = splitLanguagePath(url.pathname)
  const matches = matchRoutes(routes, path)
  const missingRoute = !matches || matches.at(-1)?.route.path === '*'
  const page = missingRoute ? null : findPublicPage(path)
  if (!missingRoute && !page) return { kind: 'shell', language }

  const client = createQueryClient()
  let head: (t: I18n['t']) => PageHead = notFoundHead
  let found = !missingRoute
  if (page) {
    const loaded = await page.load({
      appUrl: input.appUrl,
      language,
      client,
      fetchApi: (apiPath) => input.fetchApi(apiPath, language),
      search: url.searchParams,
    })
    found = loaded.found
    head = loaded.head
  }
  // A record that is not there (or not public) is the "Page not found" page, with a 404; the
  // browser then renders the route itself (no hydration data), as for any page it renders anew.
  const prefix = LANGUAGE_PREFIXES[language]
  const hydratable = found || missingRoute
  const renderUrl = hydratable ? url : new URL(`${prefix}/not-found`, input.appUrl)
  const handler = createStaticHandler(routes, prefix ? { basename: prefix } : undefined)
  const context = await handler.query(new Request(renderUrl))
  if (context instanceof Response) throw new Error(`Unexpected response for ${path}`)
  await preloadPageAt(hydratable ? path : '/not-found')

  const i18n = i18nFor(language)
  const facts = { signedInHint: input.signedInHint }
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = await renderToHtml(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProviders client={client} facts={facts}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </StrictMode>,
  )
  const canonicalPath = path + (path === paths.findHelpers() ? url.search : '')
  return {
    kind: 'page',
    status: found ? 200 : 404,
    language,
    head: headTags(head(i18n.t), { appUrl: input.appUrl, language, path: canonicalPath }),
    html,
    payload: hydratable
      ? serializeSsrPayload({
          language,
          signedInHint: input.signedInHint,
          queries: dehydrate(client),
        })
      : null,
  }
}
