import type { Language } from './i18n-keys'

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
]
/** Hong Kong has kept UTC+8 all year since 1979. */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * A date as Hong Kong reads it (Hong Kong time zone), e.g. "5 Jan 2027" or "2027年1月5日": what
 * `Intl.DateTimeFormat` gives for en-HK, zh-HK and zh-CN with a short month. Written out rather
 * than built with Intl, for the reasons apps/web/src/lib/format-money.ts gives. The web's pages
 * and the server's e-mails and timeline details both write dates with it, so they read alike.
 */
export function formatHongKongDate(value: string, language: Language): string | null {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return null
  const local = new Date(time + HONG_KONG_OFFSET_MS)
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()]
  return language === 'en'
    ? `${day} ${MONTHS_EN[month]} ${year}`
    : `${year}年${month + 1}月${day}日`
}

/** A moment as Hong Kong reads it, e.g. "5 Jan 2027, 14:05" or "2027年1月5日 14:05". */
export function formatHongKongDateTime(moment: Date, language: Language): string {
  const local = new Date(moment.getTime() + HONG_KONG_OFFSET_MS)
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`
  const day = formatHongKongDate(moment.toISOString(), language) ?? ''
  return language === 'en' ? `${day}, ${time}` : `${day} ${time}`
}
