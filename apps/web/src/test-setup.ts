import { afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import type { ResourceKey } from 'i18next'
import { changeLanguage, i18n, i18nReady } from './lib/i18n'
import { installStoredUserCheck } from './lib/session-schemas'
import { takeContractViolations } from './test/fetch-stub'

// Tests see every string at once: all namespaces of all languages, loaded synchronously, so a
// component renders its words on the first pass, as a page does once its chunk has arrived.
const catalogs = import.meta.glob<ResourceKey>('../../../packages/shared/src/i18n/*/*.json', {
  eager: true,
  import: 'default',
})
for (const [path, catalog] of Object.entries(catalogs)) {
  const [, language, namespace] = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []
  if (language && namespace) i18n.addResourceBundle(language, namespace, catalog, true, true)
}
await i18nReady
// As main.tsx does when a session is stored: tests sign in by storing one.
installStoredUserCheck()
// A page's lazy parts (menus, dialogs) load on first use; on a busy CI machine that first load
// can pass the default 1 s of findBy… and waitFor.
configure({ asyncUtilTimeout: 5_000 })

afterEach(async () => {
  cleanup()
  // A render starts lazy imports that no test awaits (the account menu, a page's chunk). Files
  // share one module cache (isolate: false), and an import still in flight when a file ends
  // fails as its environment is torn down and breaks that module for the next file: let them land.
  await vi.dynamicImportSettled()
  vi.useRealTimers()
  window.localStorage.clear()
  window.sessionStorage.clear()
  // Files share one environment (isolate: false in vite.config.ts): the next starts in English.
  if (i18n.language !== 'en') await changeLanguage('en')
  const violations = takeContractViolations()
  if (violations.length > 0) {
    throw new Error(`A stubbed API answer the server could not send:\n${violations.join('\n\n')}`)
  }
})
