/**
 * Marks a string as an i18n key where `t()` is not at hand (schemas, server messages).
 * The English text is the key; `scripts/i18n-extract.mjs` collects every call of tk and t.
 */
export function tk<const T extends string>(key: T): T {
  return key
}

export const LANGUAGES = ['en', 'zh-TW', 'zh-CN'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * Picks the best supported language from an Accept-Language header or a stored preference.
 * zh-HK, zh-MO and zh-Hant read Traditional Chinese; zh, zh-SG and zh-Hans read Simplified.
 */
export function resolveLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh-TW'
    if (tag === 'zh' || /^zh-(cn|sg|hans)/.test(tag)) return 'zh-CN'
  }
  return DEFAULT_LANGUAGE
}
