import type { LegalLabels, LegalLanguage } from './legal-types'

export const legalLabels: Record<LegalLanguage, LegalLabels> = {
  en: {
    contents: 'Contents',
    lastUpdatedPrefix: 'Last updated: ',
    lastUpdatedDate: '22 November 2026',
    otherLanguages: 'Read this page in',
    backToTop: 'Back to top',
    readPrivacyPolicy: 'Read our Privacy Policy',
  },
  'zh-TW': {
    contents: '目錄',
    lastUpdatedPrefix: '最後更新：',
    lastUpdatedDate: '2026年11月22日',
    otherLanguages: '其他語言版本',
    backToTop: '返回頁首',
    readPrivacyPolicy: '閱讀我們的私隱政策',
  },
  'zh-CN': {
    contents: '目录',
    lastUpdatedPrefix: '最后更新：',
    lastUpdatedDate: '2026年11月22日',
    otherLanguages: '其他语言版本',
    backToTop: '返回顶部',
    readPrivacyPolicy: '阅读我们的隐私政策',
  },
}

/** Each language is named in its own script, so readers can find theirs. */
export const languageNames: Record<LegalLanguage, string> = {
  en: 'English',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
}
