import type { Location } from 'react-router'

/**
 * Where `<ScrollRestoration>` files a page's scroll position. Every page a document opens with
 * has the key "default", so by the router's own key a fresh load of /faq in a tab that had
 * scrolled the home page opened 836 px down (issue 27 item 12). The first entry of a document is
 * filed by its address instead; later entries by their history key, as the router does, so Back
 * returns to where that visit was.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key
}
