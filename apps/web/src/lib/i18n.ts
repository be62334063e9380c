import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '@hearth/shared/i18n/en.json'
import zhTW from '@hearth/shared/i18n/zh-TW.json'
import zhCN from '@hearth/shared/i18n/zh-CN.json'
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  resolveLanguage,
  type Language,
} from '@hearth/shared/i18n-keys'

const LANGUAGE_STORAGE_KEY = 'hearth.language'

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

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    'zh-TW': { translation: zhTW },
    'zh-CN': { translation: zhCN },
  },
  lng: detectInitialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
})

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
