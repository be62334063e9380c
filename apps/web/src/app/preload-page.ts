import { isValidElement, type ReactNode } from 'react'
import { matchRoutes } from 'react-router'
import { routes } from './routes'

/** Starts fetching a route element's page chunk and words (a lazy page of app/pages.ts). */
function preloadElement(element: ReactNode): Promise<unknown> | null {
  if (!isValidElement<{ children?: ReactNode }>(element)) return null
  // A lazy page from app/pages.ts carries `preload`; <RequireAuth> and the like wrap one.
  const preload: unknown = (element.type as { preload?: unknown }).preload
  if (typeof preload === 'function') return (preload as () => Promise<unknown>)()
  return preloadElement(element.props.children)
}

/**
 * Loads the page at `path` (a spec path, without the language prefix) before the first render,
 * so that render is the whole page: the browser's first paint, and hydration of the server's HTML
 * without a spinner. A chunk that fails to load is the route error page's business.
 */
export function preloadPageAt(path: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, path) ?? []).map((match) =>
      preloadElement(match.route.element)?.catch(() => undefined),
    ),
  )
}
