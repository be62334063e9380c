import { paths } from '../../lib/paths'
import { LegalDocument } from './legal-document'
import type { LegalDocumentContent, LegalLanguage } from './legal-types'
import { privacyEn } from './privacy-content.en'
import { privacyZhCn } from './privacy-content.zh-CN'
import { privacyZhTw } from './privacy-content.zh-TW'
import { useLegalLanguage } from './use-legal-language'

const privacyContent: Record<LegalLanguage, LegalDocumentContent> = {
  en: privacyEn,
  'zh-TW': privacyZhTw,
  'zh-CN': privacyZhCn,
}

/** Route of the privacy policy in one language; the app routes /privacy/:lang to this page. */
export function privacyPath(language: LegalLanguage): string {
  return paths.privacy(language)
}

/** The privacy policy, in `lang` if given, else in the current UI language. */
export function PrivacyPage({ lang }: { lang?: LegalLanguage }) {
  const language = useLegalLanguage(lang)
  return (
    <LegalDocument
      slug="privacy"
      language={language}
      content={privacyContent[language]}
      variantPath={privacyPath}
    />
  )
}
