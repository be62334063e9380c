import { LegalDocument } from './legal-document'
import { legalLabels } from './legal-labels'
import type { LegalDocumentContent, LegalLanguage } from './legal-types'
import { privacyPath } from './privacy-page'
import { termsEn } from './terms-content.en'
import { termsZhCn } from './terms-content.zh-CN'
import { termsZhTw } from './terms-content.zh-TW'
import { useLegalLanguage } from './use-legal-language'

const termsContent: Record<LegalLanguage, LegalDocumentContent> = {
  en: termsEn,
  'zh-TW': termsZhTw,
  'zh-CN': termsZhCn,
}

/**
 * The terms of service in the current UI language. `lang` is optional and only needed if the app
 * ever routes the terms per language, as it does the privacy policy.
 */
export function TermsPage({ lang }: { lang?: LegalLanguage } = {}) {
  const language = useLegalLanguage(lang)
  return (
    <LegalDocument
      slug="terms"
      language={language}
      content={termsContent[language]}
      related={{ to: privacyPath(language), label: legalLabels[language].readPrivacyPolicy }}
    />
  )
}
