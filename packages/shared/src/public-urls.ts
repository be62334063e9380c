import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n-keys'

// One URL per language (docs/decisions/0018-server-rendering.md): English pages keep the spec's
// paths; Traditional Chinese lives under /zh-hk and Simplified Chinese under /zh-cn. The server
// renders the language the URL names and never redirects on Accept-Language.

/** The path prefix of each language's pages ('' for English). */
export const LANGUAGE_PREFIXES: Record<Language, string> = {
  en: '',
  'zh-TW': '/zh-hk',
  'zh-CN': '/zh-cn',
}

/** hreflang values: Hong Kong Traditional Chinese targets better as zh-Hant-HK than as zh-TW. */
export const HREFLANGS: Record<Language, string> = {
  en: 'en',
  'zh-TW': 'zh-Hant-HK',
  'zh-CN': 'zh-Hans',
}

/** Open Graph locales. */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_HK',
  'zh-TW': 'zh_HK',
  'zh-CN': 'zh_CN',
}

/** Splits `/zh-hk/find-helpers` into its language and the spec's path (`/find-helpers`). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = LANGUAGE_PREFIXES[language]
    if (!prefix) continue
    if (pathname === prefix || pathname === `${prefix}/`) return { language, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' }
}

/** The path of `path` (a spec path such as `/helper/abc?x=1`) in `language`. */
export function localizedPath(language: Language, path: string): string {
  const prefix = LANGUAGE_PREFIXES[language]
  if (!prefix) return path || '/'
  if (path === '/' || path === '') return `${prefix}/`
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * Public pages without a record of their own, listed in the sitemap in every language: those the
 * server renders (the hiring checklist is open to visitors but lives in their browser's storage,
 * so it is sent as the shell, noindex, and stays out).
 */
export const PUBLIC_STATIC_PATHS = [
  '/',
  '/find-helpers',
  '/faq',
  '/staying-safe',
  '/privacy',
  '/privacy/en',
  '/privacy/zh-TW',
  '/privacy/zh-CN',
  '/terms',
  '/login',
  '/register',
] as const

/** Where the share card (og:image, 1200×630 JPEG) of a page lives, relative to APP_URL. */
export const SHARE_CARD_PATHS = {
  helper: (id: string, language: Language) => `/share/helper/${id}/${language}.jpg`,
  job: (uid: string, language: Language) => `/share/job/${uid}/${language}.jpg`,
  site: (language: Language) => `/share/site/${language}.jpg`,
} as const

/** Signed-in areas robots are asked not to crawl (robots.txt), as spec paths. */
export const PRIVATE_PATH_PREFIXES = [
  '/account',
  '/referral',
  '/welcome',
  '/register-helper',
  '/edit-helper-profile',
  '/register-employer',
  '/chats',
  '/chat/',
  '/subscription',
  '/test-checkout/',
  '/employer/',
  '/create-job',
  '/manage-employment',
  '/employment-management/',
  '/contracts',
  '/payroll',
  '/documents',
  '/my-employment',
  '/find-job',
  '/verify-email/',
  '/reset-password',
  '/forgot-password',
  '/app/',
] as const

/** An API answer as the server's in-process call gives it to a page render. */
export type ApiAnswer = { status: number; body: unknown }

/** What the server hands the web app's page render (apps/web/src/entry-server.tsx). */
export type RenderInput = {
  /** The request's path and query string, as received (`/zh-hk/helper/abc?x=1`). */
  url: string
  /** APP_URL, without a trailing slash. */
  appUrl: string
  /** The "signed in" cookie came along: visitor-only parts are left out. */
  signedInHint: boolean
  /** `GET /api/v1{path}` as a visitor in `language`, answered in-process. */
  fetchApi: (path: string, language: Language) => Promise<ApiAnswer>
}

/** A rendered public page, or word that the path is a signed-in page the browser renders. */
export type RenderedPage =
  | { kind: 'shell'; language: Language }
  | {
      kind: 'page'
      status: 200 | 404
      language: Language
      /** The tags for <head>. */
      head: string
      /** The page inside #root. */
      html: string
      /** The hydration data, as JSON safe inside HTML; null for a page the browser renders anew. */
      payload: string | null
    }

/** The web app's server entry, as the server loads it. */
export type PageRenderer = { renderPage: (input: RenderInput) => Promise<RenderedPage> }

/** The name of the cookie that says only "a session is stored in this browser". */
export const SIGNED_IN_COOKIE = 'hearth_signed_in'
