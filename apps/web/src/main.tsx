import { StrictMode, isValidElement, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import './index.css'
import { i18nReady } from './lib/i18n'
import { AppProviders } from './app/providers'
import { router } from './app/router'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

/** Starts fetching the first page's chunk and words now, alongside the `common` catalog. */
function preloadPage(element: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(element)) return
  // A lazy page from app/pages.ts carries `preload`; <RequireAuth> and the like wrap one.
  const preload: unknown = (element.type as { preload?: unknown }).preload
  if (typeof preload === 'function') void (preload as () => Promise<unknown>)()
  else preloadPage(element.props.children)
}
for (const match of matchRoutes(router.routes, window.location) ?? [])
  preloadPage(match.route.element)

// The shell renders once `common` is in: never a flash of raw keys.
void i18nReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
})
