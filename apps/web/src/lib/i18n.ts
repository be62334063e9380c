import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  resolveLanguage,
  type Language,
} from '@hearth/shared/i18n-keys'
import { splitLanguagePath } from '@hearth/shared/public-urls'

/** The id of the server render's data block (entry-server.tsx writes it, main.tsx reads it). */
export const SSR_PAYLOAD_ID = 'hearth-ssr'

// docs/decisions (lazy i18n): the catalogs are split by capability
// (packages/shared/src/i18n/<language>/<namespace>.json). The web fetches only the active
// language, `common` before the first render and a page's namespaces with its lazy chunk
// (app/pages.ts). `t()` calls name no namespace: `fallbackNS` finds a key in whichever loaded
// namespace holds it, and the catalog test keeps every key where its pages load it.

const LANGUAGE_STORAGE_KEY = 'hearth.language'
const CATALOG_PATH = /\/i18n\/([^/]+)\/([^/]+)\.json$/

// One chunk per language and namespace; the server-only namespaces never ship to the browser
// (`seo`, the head tags, is read by the server render alone: entry-server.tsx).
const catalogLoaders = import.meta.glob<ResourceKey>(
  [
    '../../../../packages/shared/src/i18n/*/*.json',
    '!**/server.json',
    '!**/labour.json',
    '!**/seo.json',
  ],
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

/** True in a browser; false while the server renders a page (entry-server.tsx). */
const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * The language of the first render in the browser. A page the server rendered is in the language
 * its URL names (one URL per language, packages/shared/src/public-urls.ts; no prefix is
 * English), as the server rendered it. A page it sent as a shell (a signed-in page, never
 * indexed) follows the device's choice first, then the URL, then the browser's languages; main.tsx
 * then moves the address to that language's URL.
 */
export function detectInitialLanguage(): Language {
  const fromUrl = splitLanguagePath(window.location.pathname)
  const prefixed = fromUrl.path !== window.location.pathname
  if (document.getElementById(SSR_PAYLOAD_ID)) return fromUrl.language
  const stored = readStoredLanguage()
  if (stored) return stored
  if (prefixed) return fromUrl.language
  const preferred = navigator.languages?.length ? navigator.languages.join(',') : navigator.language
  return resolveLanguage(preferred)
}

/** The options every i18next instance of the web shares: the browser's and each server render's. */
export const I18N_OPTIONS = {
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
} satisfies InitOptions

/**
 * The language the browser's first render uses (i18next sets `i18n.language` only once `common`
 * is in): main.tsx builds the router's language prefix from it.
 */
export const initialLanguage: Language = inBrowser ? detectInitialLanguage() : DEFAULT_LANGUAGE

/**
 * Resolves once `common` of the active language is loaded: render after it. On the server the
 * shared instance stays unused: each render makes its own (entry-server.tsx).
 */
export const i18nReady: Promise<unknown> = inBrowser
  ? i18n
      .use(lazyCatalogs)
      .use(initReactI18next)
      .init({ ...I18N_OPTIONS, lng: initialLanguage })
  : Promise.resolve()

/**
 * Loads namespaces of the active language (and, after a switch, of the new one: i18next reloads
 * every namespace loaded so far). Pages call it with their lazy chunk (app/pages.ts).
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  // A server render's instance holds every catalog already.
  return inBrowser && namespaces.length ? i18n.loadNamespaces([...namespaces]) : Promise.resolve()
}

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language
}
if (inBrowser) {
  syncDocumentLanguage(i18n.language)
  i18n.on('languageChanged', syncDocumentLanguage)
}

/**
 * The browser's UI language, for code outside components (the API client, downloads). A
 * component reads `useLanguage()` instead, which a server render answers per request.
 */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
}

/** The language this tree renders in: the browser's, or this server render's own instance. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation(undefined, { useSuspense: false })
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE
}

function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage may be disabled (private browsing); the choice then lasts for this page only.
  }
}

/**
 * How the app moves to another language's URL; main.tsx sets it (a page of the other
 * language's address). Without it (a component test) the language changes in place.
 */
let languageNavigation: ((language: Language) => void) | null = null

export function setLanguageNavigation(navigate: ((language: Language) => void) | null) {
  languageNavigation = navigate
}

type LanguageChoiceListener = (language: Language) => Promise<void>

const choiceListeners = new Set<LanguageChoiceListener>()

/** Longest a language switch waits for its listeners before the page moves on. */
const CHOICE_LISTENER_WAIT_MS = 2_000

/**
 * Calls `listener` when the user picks another language, before the page moves to it: the
 * account saves it as its e-mail language (lib/auth.tsx). Listeners must not reject.
 */
export function onLanguageChosen(listener: LanguageChoiceListener): () => void {
  choiceListeners.add(listener)
  return () => {
    choiceListeners.delete(listener)
  }
}

async function tellChoiceListeners(language: Language): Promise<void> {
  if (choiceListeners.size === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.all([...choiceListeners].map((listener) => listener(language))),
    new Promise((resolve) => (timer = setTimeout(resolve, CHOICE_LISTENER_WAIT_MS))),
  ])
  clearTimeout(timer)
}

/** Switches the UI language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language)
  if (language === currentLanguage()) return
  await tellChoiceListeners(language)
  if (languageNavigation) languageNavigation(language)
  else await i18n.changeLanguage(language)
}

/** Keeps `language` as this device's choice without switching now (the next page load uses it). */
export function preferLanguage(language: Language) {
  if (!readStoredLanguage()) rememberLanguage(language)
}

export { i18n }
