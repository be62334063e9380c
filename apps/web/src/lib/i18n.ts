import i18n, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  resolveLanguage,
  type Language,
} from '@hearth/shared/i18n-keys'

// docs/decisions (lazy i18n): the catalogs are split by capability
// (packages/shared/src/i18n/<language>/<namespace>.json). The web fetches only the active
// language, `common` before the first render and a page's namespaces with its lazy chunk
// (app/pages.ts). `t()` calls name no namespace: `fallbackNS` finds a key in whichever loaded
// namespace holds it, and the catalog test keeps every key where its pages load it.

const LANGUAGE_STORAGE_KEY = 'hearth.language'
const CATALOG_PATH = /\/i18n\/([^/]+)\/([^/]+)\.json$/

// One chunk per language and namespace; the server-only namespace never ships to the browser.
const catalogLoaders = import.meta.glob<ResourceKey>(
  ['../../../../packages/shared/src/i18n/*/*.json', '!**/server.json', '!**/labour.json'],
  { import: 'default' },
)

function loaderFor(language: string, namespace: string) {
  return Object.entries(catalogLoaders).find(([path]) => {
    const [, lng, ns] = CATALOG_PATH.exec(path) ?? []
    return lng === language && ns === namespace
  })?.[1]
}

/** Every namespace the web can load; a page names the ones it needs in app/pages.ts. */
export const WEB_NAMESPACES = [
  ...new Set(Object.keys(catalogLoaders).map((path) => CATALOG_PATH.exec(path)?.[2] ?? '')),
]
  .filter(Boolean)
  .sort()

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace)
    if (!load) return callback(new Error(`No catalog ${language}/${namespace}`), false)
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    )
  },
}

/** Language names are written in their own script, so they read the same whatever the UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
}

/** Intl locales: Hong Kong conventions for English and Traditional Chinese. */
export const DATE_LOCALES: Record<Language, string> = {
  en: 'en-HK',
  'zh-TW': 'zh-HK',
  'zh-CN': 'zh-CN',
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : null
  } catch {
    return null
  }
}

function detectInitialLanguage(): Language {
  const stored = readStoredLanguage()
  if (stored) return stored
  const preferred = navigator.languages?.length ? navigator.languages.join(',') : navigator.language
  return resolveLanguage(preferred)
}

/** Resolves once `common` of the active language is loaded: render after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: detectInitialLanguage(),
    // Every catalog has every key (catalogs.test.ts) and an English key is its own text, so no
    // fallback language is fetched.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: WEB_NAMESPACES.filter((ns) => ns !== 'common'),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })

/**
 * Loads namespaces of the active language (and, after a switch, of the new one: i18next reloads
 * every namespace loaded so far). Pages call it with their lazy chunk (app/pages.ts).
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return namespaces.length ? i18n.loadNamespaces([...namespaces]) : Promise.resolve()
}

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language
}
syncDocumentLanguage(i18n.language)
i18n.on('languageChanged', syncDocumentLanguage)

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
}

/** Switches the UI language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage may be disabled (private browsing); the choice then lasts for this page only.
  }
  await i18n.changeLanguage(language)
}

export { i18n }
