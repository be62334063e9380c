/**
 * A part of the app imported on demand, fetched once: `current()` is it once it is in (so a
 * component mounted later renders it at once), `load()` fetches it, or fetches again after a
 * failure. Used by the controls whose code loads after the first render (docs/decisions/0009).
 */
export function loadOnce<T>(load: () => Promise<T>): {
  current: () => T | undefined
  load: () => Promise<T>
} {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  return {
    current: () => loaded,
    load: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
  }
}
