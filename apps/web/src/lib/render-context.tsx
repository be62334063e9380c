import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * What a server render knew about the request, which the browser's first render (hydration) must
 * repeat to the letter: whether the "signed in" cookie was there (session-store.ts sets it).
 */
export type RenderFacts = { signedInHint: boolean }

export const RenderContext = createContext<RenderFacts>({ signedInHint: false })

export function useRenderFacts(): RenderFacts {
  return useContext(RenderContext)
}

const noSubscription = () => () => {}

/**
 * True while the server renders and while the browser hydrates that HTML; false on every later
 * render and in an app the browser renders by itself. Whatever only the browser can know (the
 * stored session) waits until it is false, so the first browser render matches the server's.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}
