import { StrictMode, isValidElement, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import './index.css'
import { i18nReady } from './lib/i18n'
import { readSession } from './lib/session-store'
import { AppProviders } from './app/providers'
import { router } from './app/router'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

/** Starts fetching the first page's chunk and words now, alongside the `common` catalog. */
function preloadPage(element: ReactNode): Promise<unknown> | null {
  if (!isValidElement<{ children?: ReactNode }>(element)) return null
  // A lazy page from app/pages.ts carries `preload`; <RequireAuth> and the like wrap one.
  const preload: unknown = (element.type as { preload?: unknown }).preload
  if (typeof preload === 'function') return (preload as () => Promise<unknown>)()
  return preloadPage(element.props.children)
}
const firstPage = (matchRoutes(router.routes, window.location) ?? []).map((match) =>
  // A chunk that fails to load is the route's error page's business, not a reason not to render.
  preloadPage(match.route.element)?.catch(() => undefined),
)

// A stored session is checked with zod, which only signed-in users download.
const sessionCheck = readSession()
  ? import('./lib/session-schemas').then((m) => m.installStoredUserCheck())
  : null

// The first paint is the whole page: the shell once `common` is in, and the page once its chunk
// and words are — no raw keys, and no spinner that the page then pushes the footer away from.
void Promise.all([i18nReady, sessionCheck, ...firstPage]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
})
