import en from './i18n/en.json' with { type: 'json' }
import zhTW from './i18n/zh-TW.json' with { type: 'json' }
import zhCN from './i18n/zh-CN.json' with { type: 'json' }
import type { Language } from './i18n-keys'

export type Catalog = Record<string, string>

export const catalogs: Record<Language, Catalog> = {
  en: en as Catalog,
  'zh-TW': zhTW as Catalog,
  'zh-CN': zhCN as Catalog,
}

/** Server-side lookup with i18next-style `{{name}}` interpolation; English, then the key, as fallback. */
export function translate(
  key: string,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  const template = catalogs[language][key] ?? catalogs.en[key] ?? key
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
