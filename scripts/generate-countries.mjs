// Writes packages/shared/src/data/countries.json: every region with its calling code and the
// lengths of its mobile numbers, from libphonenumber's metadata. Names are not stored: both sides
// render them with Intl.DisplayNames in the reader's language. Run after upgrading libphonenumber-js.
import { writeFileSync } from 'node:fs'
import { getCountries, getCountryCallingCode, Metadata } from 'libphonenumber-js/max'

const metadata = new Metadata()
const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
const countries = getCountries()
  .filter((code) => names.of(code))
  .map((code) => {
    metadata.selectNumberingPlan(code)
    const plan = metadata.numberingPlan
    const lengths = plan.type('MOBILE')?.possibleLengths() ?? plan.possibleLengths()
    return { code, calling_code: getCountryCallingCode(code), number_lengths: lengths }
  })
writeFileSync(
  new URL('../packages/shared/src/data/countries.json', import.meta.url),
  JSON.stringify(countries, null, 1) + '\n',
)
console.log(`${countries.length} countries written`)
