import { z } from 'zod'
import data from './data/countries.json' with { type: 'json' }
import type { Language } from './i18n-keys'

/** `GET /countries`: one country with its dial code and the mobile number lengths it allows. */
export const CountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  calling_code: z.string(),
  number_lengths: z.array(z.number().int()),
})
export type Country = z.infer<typeof CountrySchema>
export const CountryListSchema = z.array(CountrySchema)

const PINNED = ['HK', 'CN', 'PH', 'ID']
const LOCALES: Record<Language, string> = { en: 'en', 'zh-TW': 'zh-Hant-HK', 'zh-CN': 'zh-Hans-CN' }
const cache = new Map<Language, Country[]>()
// ICU names the two SARs in their long official forms; people say Hong Kong, 香港 and 澳門.
const SHORT_NAMES: Partial<Record<Language, Record<string, string>>> = {
  en: { HK: 'Hong Kong', MO: 'Macao' },
  'zh-TW': { HK: '香港', MO: '澳門' },
  'zh-CN': { HK: '香港', MO: '澳门' },
}

/** Hong Kong (the default, 8 digits), mainland China, the Philippines, Indonesia, then A–Z in `lang`. */
export function listCountries(lang: Language): Country[] {
  const cached = cache.get(lang)
  if (cached) return cached
  const names = new Intl.DisplayNames([LOCALES[lang]], { type: 'region' })
  const collator = new Intl.Collator(LOCALES[lang])
  const all = data.map((country) => ({
    ...country,
    name: SHORT_NAMES[lang]?.[country.code] ?? names.of(country.code) ?? country.code,
  }))
  const pinned = PINNED.map((code) => all.find((country) => country.code === code)!)
  const rest = all
    .filter((country) => !PINNED.includes(country.code))
    .sort((a, b) => collator.compare(a.name, b.name))
  const list = [...pinned, ...rest]
  cache.set(lang, list)
  return list
}

export const DEFAULT_COUNTRY_CODE = 'HK'
