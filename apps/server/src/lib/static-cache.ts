import { relative, sep } from 'node:path'

/** Vite names every file under assets/ by its content hash, so a changed file has a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** index.html and unhashed files (the favicon) are revalidated on every visit. */
export const REVALIDATE = 'no-cache'

/** The Cache-Control header for a file of the built web app (`path` may be its .br/.gz copy). */
export function cacheControlFor(webDist: string, path: string): string {
  const [top] = relative(webDist, path).split(sep)
  return top === 'assets' ? IMMUTABLE : REVALIDATE
}
