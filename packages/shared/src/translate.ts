// The server writes `detail` in the caller's language, so it reads every namespace of every
// language (the web loads only the namespaces a page needs: apps/web/src/lib/i18n.ts).
// A new namespace file is added here too; i18n/catalogs.test.ts fails until it is.
import enAccess from './i18n/en/access.json' with { type: 'json' }
import enAccounts from './i18n/en/accounts.json' with { type: 'json' }
import enChat from './i18n/en/chat.json' with { type: 'json' }
import enChecklist from './i18n/en/checklist.json' with { type: 'json' }
import enCommon from './i18n/en/common.json' with { type: 'json' }
import enDocuments from './i18n/en/documents.json' with { type: 'json' }
import enEmployers from './i18n/en/employers.json' with { type: 'json' }
import enFaq from './i18n/en/faq.json' with { type: 'json' }
import enEmployment from './i18n/en/employment.json' with { type: 'json' }
import enHelpers from './i18n/en/helpers.json' with { type: 'json' }
import enHome from './i18n/en/home.json' with { type: 'json' }
import enJobs from './i18n/en/jobs.json' with { type: 'json' }
import enLabour from './i18n/en/labour.json' with { type: 'json' }
import enMobileApp from './i18n/en/mobile-app.json' with { type: 'json' }
import enPayroll from './i18n/en/payroll.json' with { type: 'json' }
import enReferrals from './i18n/en/referrals.json' with { type: 'json' }
import enSeo from './i18n/en/seo.json' with { type: 'json' }
import enServer from './i18n/en/server.json' with { type: 'json' }
import enStayingSafe from './i18n/en/staying-safe.json' with { type: 'json' }
import enSafety from './i18n/en/safety.json' with { type: 'json' }
import enOpenings from './i18n/en/openings.json' with { type: 'json' }
import enOperator from './i18n/en/operator.json' with { type: 'json' }
import enTermination from './i18n/en/termination.json' with { type: 'json' }
import enTimeline from './i18n/en/timeline.json' with { type: 'json' }
import enVerification from './i18n/en/verification.json' with { type: 'json' }
import zhCNAccess from './i18n/zh-CN/access.json' with { type: 'json' }
import zhCNAccounts from './i18n/zh-CN/accounts.json' with { type: 'json' }
import zhCNChat from './i18n/zh-CN/chat.json' with { type: 'json' }
import zhCNChecklist from './i18n/zh-CN/checklist.json' with { type: 'json' }
import zhCNCommon from './i18n/zh-CN/common.json' with { type: 'json' }
import zhCNDocuments from './i18n/zh-CN/documents.json' with { type: 'json' }
import zhCNEmployers from './i18n/zh-CN/employers.json' with { type: 'json' }
import zhCNFaq from './i18n/zh-CN/faq.json' with { type: 'json' }
import zhCNEmployment from './i18n/zh-CN/employment.json' with { type: 'json' }
import zhCNHelpers from './i18n/zh-CN/helpers.json' with { type: 'json' }
import zhCNHome from './i18n/zh-CN/home.json' with { type: 'json' }
import zhCNJobs from './i18n/zh-CN/jobs.json' with { type: 'json' }
import zhCNLabour from './i18n/zh-CN/labour.json' with { type: 'json' }
import zhCNMobileApp from './i18n/zh-CN/mobile-app.json' with { type: 'json' }
import zhCNPayroll from './i18n/zh-CN/payroll.json' with { type: 'json' }
import zhCNReferrals from './i18n/zh-CN/referrals.json' with { type: 'json' }
import zhCNSeo from './i18n/zh-CN/seo.json' with { type: 'json' }
import zhCNServer from './i18n/zh-CN/server.json' with { type: 'json' }
import zhCNStayingSafe from './i18n/zh-CN/staying-safe.json' with { type: 'json' }
import zhCNSafety from './i18n/zh-CN/safety.json' with { type: 'json' }
import zhCNOpenings from './i18n/zh-CN/openings.json' with { type: 'json' }
import zhCNOperator from './i18n/zh-CN/operator.json' with { type: 'json' }
import zhCNTermination from './i18n/zh-CN/termination.json' with { type: 'json' }
import zhCNTimeline from './i18n/zh-CN/timeline.json' with { type: 'json' }
import zhCNVerification from './i18n/zh-CN/verification.json' with { type: 'json' }
import zhTWAccess from './i18n/zh-TW/access.json' with { type: 'json' }
import zhTWAccounts from './i18n/zh-TW/accounts.json' with { type: 'json' }
import zhTWChat from './i18n/zh-TW/chat.json' with { type: 'json' }
import zhTWChecklist from './i18n/zh-TW/checklist.json' with { type: 'json' }
import zhTWCommon from './i18n/zh-TW/common.json' with { type: 'json' }
import zhTWDocuments from './i18n/zh-TW/documents.json' with { type: 'json' }
import zhTWEmployers from './i18n/zh-TW/employers.json' with { type: 'json' }
import zhTWFaq from './i18n/zh-TW/faq.json' with { type: 'json' }
import zhTWEmployment from './i18n/zh-TW/employment.json' with { type: 'json' }
import zhTWHelpers from './i18n/zh-TW/helpers.json' with { type: 'json' }
import zhTWHome from './i18n/zh-TW/home.json' with { type: 'json' }
import zhTWJobs from './i18n/zh-TW/jobs.json' with { type: 'json' }
import zhTWLabour from './i18n/zh-TW/labour.json' with { type: 'json' }
import zhTWMobileApp from './i18n/zh-TW/mobile-app.json' with { type: 'json' }
import zhTWPayroll from './i18n/zh-TW/payroll.json' with { type: 'json' }
import zhTWReferrals from './i18n/zh-TW/referrals.json' with { type: 'json' }
import zhTWSeo from './i18n/zh-TW/seo.json' with { type: 'json' }
import zhTWServer from './i18n/zh-TW/server.json' with { type: 'json' }
import zhTWStayingSafe from './i18n/zh-TW/staying-safe.json' with { type: 'json' }
import zhTWSafety from './i18n/zh-TW/safety.json' with { type: 'json' }
import zhTWOpenings from './i18n/zh-TW/openings.json' with { type: 'json' }
import zhTWOperator from './i18n/zh-TW/operator.json' with { type: 'json' }
import zhTWTermination from './i18n/zh-TW/termination.json' with { type: 'json' }
import zhTWTimeline from './i18n/zh-TW/timeline.json' with { type: 'json' }
import zhTWVerification from './i18n/zh-TW/verification.json' with { type: 'json' }
import type { Language } from './i18n-keys'

export type Catalog = Record<string, string>

/** Every namespace of every language, as files: language -> namespace -> catalog. */
export const namespacedCatalogs: Record<Language, Record<string, Catalog>> = {
  en: {
    access: enAccess,
    accounts: enAccounts,
    chat: enChat,
    checklist: enChecklist,
    common: enCommon,
    documents: enDocuments,
    employers: enEmployers,
    faq: enFaq,
    employment: enEmployment,
    helpers: enHelpers,
    home: enHome,
    jobs: enJobs,
    labour: enLabour,
    'mobile-app': enMobileApp,
    payroll: enPayroll,
    referrals: enReferrals,
    seo: enSeo,
    server: enServer,
    'staying-safe': enStayingSafe,
    safety: enSafety,
    operator: enOperator,
    termination: enTermination,
    timeline: enTimeline,
    verification: enVerification,
    openings: enOpenings,
  },
  'zh-TW': {
    access: zhTWAccess,
    accounts: zhTWAccounts,
    chat: zhTWChat,
    checklist: zhTWChecklist,
    common: zhTWCommon,
    documents: zhTWDocuments,
    employers: zhTWEmployers,
    faq: zhTWFaq,
    employment: zhTWEmployment,
    helpers: zhTWHelpers,
    home: zhTWHome,
    jobs: zhTWJobs,
    labour: zhTWLabour,
    'mobile-app': zhTWMobileApp,
    payroll: zhTWPayroll,
    referrals: zhTWReferrals,
    seo: zhTWSeo,
    server: zhTWServer,
    'staying-safe': zhTWStayingSafe,
    safety: zhTWSafety,
    operator: zhTWOperator,
    termination: zhTWTermination,
    timeline: zhTWTimeline,
    verification: zhTWVerification,
    openings: zhTWOpenings,
  },
  'zh-CN': {
    access: zhCNAccess,
    accounts: zhCNAccounts,
    chat: zhCNChat,
    checklist: zhCNChecklist,
    common: zhCNCommon,
    documents: zhCNDocuments,
    employers: zhCNEmployers,
    faq: zhCNFaq,
    employment: zhCNEmployment,
    helpers: zhCNHelpers,
    home: zhCNHome,
    jobs: zhCNJobs,
    labour: zhCNLabour,
    'mobile-app': zhCNMobileApp,
    payroll: zhCNPayroll,
    referrals: zhCNReferrals,
    seo: zhCNSeo,
    server: zhCNServer,
    'staying-safe': zhCNStayingSafe,
    safety: zhCNSafety,
    operator: zhCNOperator,
    termination: zhCNTermination,
    timeline: zhCNTimeline,
    verification: zhCNVerification,
    openings: zhCNOpenings,
  },
}

function merge(namespaces: Record<string, Catalog>): Catalog {
  return Object.assign({}, ...Object.values(namespaces)) as Catalog
}

/** One flat catalog per language: a key lives in exactly one namespace (catalogs.test.ts). */
export const catalogs: Record<Language, Catalog> = {
  en: merge(namespacedCatalogs.en),
  'zh-TW': merge(namespacedCatalogs['zh-TW']),
  'zh-CN': merge(namespacedCatalogs['zh-CN']),
}

const pluralRules = new Map<Language, Intl.PluralRules>()

function pluralFormOf(count: number, language: Language): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

/**
 * The catalog text of `key`; with a `count`, its i18next plural form `<key>_one`, `<key>_other`
 * (scripts/i18n-keys.mjs: PLURAL_SUFFIXES), as the web's t() picks it for the same count.
 */
function templateOf(key: string, language: Language, count: number | undefined): string {
  if (count !== undefined) {
    for (const lang of [language, 'en'] as const) {
      const catalog = catalogs[lang]
      const plural = catalog[`${key}_${pluralFormOf(count, lang)}`] ?? catalog[`${key}_other`]
      if (plural !== undefined) return plural
    }
  }
  return catalogs[language][key] ?? catalogs.en[key] ?? key
}

/**
 * Server-side lookup with i18next-style `{{name}}` interpolation and plurals: a numeric `count`
 * picks the key's plural form ("1 day", "2 days"; Chinese has one form). English, then the key,
 * as fallback. Call it through a local `t` with the key and `{ count }` written out in one call,
 * so that scripts/i18n-keys.mjs counts the plural keys as used (leaves.notifications.ts).
 */
export function translate(
  key: string,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  const count = typeof values.count === 'number' ? values.count : undefined
  const template = templateOf(key, language, count)
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
