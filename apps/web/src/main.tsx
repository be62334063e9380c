import './lib/zod-config'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { hydrate } from '@tanstack/react-query'
import { LANGUAGE_PREFIXES, localizedPath, splitLanguagePath } from '@hearth/shared/public-urls'
import './index.css'
import { i18nReady, initialLanguage, setLanguageNavigation } from './lib/i18n'
import { queryClient } from './lib/query-client'
import { readSession } from './lib/session-store'
import { readSsrPayload } from './lib/ssr-payload'
import { AppProviders } from './app/providers'
import { preloadPageAt } from './app/preload-page'
import { createAppRouter } from './app/router'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// What the server rendered this page with (language, the signed-in hint, the page's API
// answers), or null for a page it sent as an empty shell (a signed-in page).
const ssr = readSsrPayload()
const language = initialLanguage
const { path } = splitLanguagePath(window.location.pathname)
// A shell page may open in the device's language (lib/i18n.ts): its address then says so too.
const address = localizedPath(language, path)
if (!ssr && address !== window.location.pathname)
  window.history.replaceState(
    window.history.state,
    '',
    address + window.location.search + window.location.hash,
  )
// Another language is another address: the page loads again there, rendered by the server.
setLanguageNavigation((next) => {
  const current = splitLanguagePath(window.location.pathname).path
  window.location.assign(
    localizedPath(next, current) + window.location.search + window.location.hash,
  )
})
if (ssr) hydrate(queryClient, ssr.queries)

const router = createAppRouter(LANGUAGE_PREFIXES[language])

// A stored session is checked with zod, which only signed-in users download.
const sessionCheck = readSession()
  ? import('./lib/session-schemas').then((m) => m.installStoredUserCheck())
  : null

// The first render is the whole page: the shell once `common` is in, and the page once its chunk
// and words are — no raw keys, no spinner, and for a server-rendered page the same tree as the
// server's HTML, which React then hydrates in small tasks (startTransition).
void Promise.all([i18nReady, sessionCheck, preloadPageAt(path)]).then(() => {
  const app = (
    <StrictMode>
      <AppProviders client={queryClient} facts={{ signedInHint: ssr?.signedInHint ?? false }}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  if (ssr) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
})
