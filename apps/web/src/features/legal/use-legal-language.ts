import { useTranslation } from 'react-i18next'
import { LEGAL_LANGUAGES, isLegalLanguage, type LegalLanguage } from './legal-types'

// Never suspend: the legal text does not depend on any catalog being loaded.
const I18N_OPTIONS = { useSuspense: false }

/** 'en', 'zh-TW' or 'zh-CN' in any letter case; anything else is English. */
export function toLegalLanguage(value: unknown): LegalLanguage {
  if (typeof value !== 'string') return 'en'
  const lower = value.toLowerCase()
  return LEGAL_LANGUAGES.find((language) => language.toLowerCase() === lower) ?? 'en'
}

/**
 * The language to show a legal document in: the one asked for, else the current UI language,
 * else English (also when no i18next instance has been set up).
 */
export function useLegalLanguage(requested?: LegalLanguage): LegalLanguage {
  const { i18n } = useTranslation(undefined, I18N_OPTIONS)
  if (isLegalLanguage(requested)) return requested
  return toLegalLanguage(i18n.language)
}
