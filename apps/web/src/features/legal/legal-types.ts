/** The three languages every legal document is written in. */
export const LEGAL_LANGUAGES = ['en', 'zh-TW', 'zh-CN'] as const

export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number]

export function isLegalLanguage(value: unknown): value is LegalLanguage {
  return typeof value === 'string' && (LEGAL_LANGUAGES as readonly string[]).includes(value)
}

/** One numbered section: paragraphs, then an optional list, then optional closing paragraphs. */
export type LegalSection = {
  id: string
  heading: string
  paragraphs: string[]
  bullets?: string[]
  closing?: string[]
}

export type LegalDocumentContent = {
  title: string
  intro: string[]
  sections: LegalSection[]
}

/** The few interface words around a document, kept here rather than in the i18n catalogs. */
export type LegalLabels = {
  contents: string
  lastUpdatedPrefix: string
  lastUpdatedDate: string
  otherLanguages: string
  backToTop: string
  readPrivacyPolicy: string
}

/** Date the current versions of both documents took effect (ISO, for the time element). */
export const LAST_UPDATED_ISO = '2026-11-22'
