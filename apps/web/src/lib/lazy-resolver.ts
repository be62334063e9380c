import { useEffect } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'

export type LazyResolver<TInput extends FieldValues, TContext, TOutput> = Resolver<
  TInput,
  TContext,
  TOutput
> & {
  /** Starts loading the validation code; `usePreloadedResolver` calls it once the form shows. */
  preload: () => Promise<unknown>
}

/**
 * A react-hook-form resolver whose code — zod and the form's shared schema, ≈24 KB gzip — is a
 * chunk of its own, loaded after the page has rendered rather than before it
 * (docs/decisions/0009). Validation is the same: the first check waits for the chunk if it has
 * not arrived yet, and a failed load is tried again on the next check.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): LazyResolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) =>
    (await preload())(values, context, options)
  return Object.assign(resolver, { preload })
}

/** Starts loading a form's validation as soon as the form is on screen. */
export function usePreloadedResolver(resolver: { preload: () => Promise<unknown> }) {
  useEffect(() => {
    resolver.preload().catch(() => undefined)
  }, [resolver])
}
