import { tk, type Language } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import { AppError } from './app-error'

/**
 * The seam to `@hearth/hk-labour`. The engine throws a `RangeError` for input it cannot
 * calculate, with an English message for developers that names the engine's field
 * (`terminationDate (2025-01-01) is before employmentStart (2025-03-01)`). A caller gets a 400
 * `invalid` in their own language instead of a 500; the engine's message goes to no one.
 */
const KINDS: [RegExp, string][] = [
  [/\) is before /, tk('An end date is before its start date.')],
  [
    /YYYY-MM-DD date|YYYY-MM month|is not a calendar date|must name a calendar month/,
    tk('This date is not a valid calendar date.'),
  ],
  [
    /holiday data cover|rule is known for|does not cover/,
    tk('These dates fall outside the period the employment rules cover.'),
  ],
  [/overlap|twice|two \w+ records/, tk('Two records cover the same day or month.')],
  [
    /must be one of|needs a|is required|needs averageMonthlyWagesCents|half day/,
    tk('A required choice is missing or not allowed.'),
  ],
  [
    /cents|whole number|finite number|exceed|disregarded/,
    tk('An amount or a number of days is not valid.'),
  ],
]

const FALLBACK = tk('These details cannot be calculated. Check the dates and amounts.')

/** The engine's field at the start of its message: `monthlyWageCents must …`, `leave.from (…`. */
const LEADING_FIELD = /^([A-Za-z][\w.]*) (?:must|is|cannot|exceeds|\()/

/**
 * Turns an engine `RangeError` into `AppError('invalid')`. `fields` maps the engine's field
 * names to the request's (`{ terminationDate: 'termination_date' }`), so a form can show the
 * message under its input; an unmapped field gives only `detail`.
 */
export function labourInputError(
  error: RangeError,
  fields: Readonly<Record<string, string>> = {},
): AppError {
  const message = KINDS.find(([pattern]) => pattern.test(error.message))?.[1] ?? FALLBACK
  const engineField = LEADING_FIELD.exec(error.message)?.[1]
  const field = engineField === undefined ? undefined : fields[engineField]
  return new AppError('invalid', message, field ? { fields: { [field]: [message] } } : {})
}

/**
 * Runs an hk-labour calculation: its result, or for input the engine refuses an
 * `AppError('invalid')` (see `labourInputError`). Any other error is a bug and stays a 500.
 *
 *     const settlement = runLabour(() => calculateTermination(input), {
 *       terminationDate: 'termination_date',
 *     })
 */
export function runLabour<T>(calculate: () => T, fields?: Readonly<Record<string, string>>): T {
  try {
    return calculate()
  } catch (error) {
    if (error instanceof RangeError) throw labourInputError(error, fields)
    throw error
  }
}

/** `runLabour` for a calculation that first reads what it needs (a promise). */
export async function runLabourAsync<T>(
  calculate: () => Promise<T>,
  fields?: Readonly<Record<string, string>>,
): Promise<T> {
  try {
    return await calculate()
  } catch (error) {
    if (error instanceof RangeError) throw labourInputError(error, fields)
    throw error
  }
}

/** The engine's method phrases, notes and sources other than a section, in users' words. */
const RULE_PHRASES: Readonly<Record<string, string>> = {
  Contract: tk('As agreed in the contract'),
  'prorated by calendar days': tk('prorated by calendar days'),
  'prorated by a 30-day month, ÷ 30': tk('prorated by a 30-day month, ÷ 30'),
  'prorated by × 12/365 a day': tk('prorated by × 12/365 a day'),
  absence: tk('absence'),
  'ADW above the day’s wage': tk('ADW above the day’s wage'),
  'LD checklist': tk('LD checklist'),
  'repatriation on death': tk('repatriation on death'),
  MPFSO: tk('MPFSO'),
  'Cap. 485': tk('Cap. 485'),
}

function phrase(text: string, language: Language): string {
  const key = RULE_PHRASES[text]
  return key ? translate(key, language) : text
}

/**
 * One citation of a rule: "EO s.31G", "EO s.23, s.25", "EO Part IIIA", "SEC cl.7(a)", each maybe
 * with a note in brackets ("(cap HK$80,000)", "(absence)"), or a phrase. Unknown text stays.
 */
function citationPart(part: string, language: Language): string {
  const noted = /^(.*\S) \(([^()]+)\)$/.exec(part)
  if (noted) {
    const citation = citationPart(noted[1]!, language)
    const cap = /^(?:cap (HK\$[\d,]+)|(HK\$[\d,]+) cap)$/.exec(noted[2]!)
    if (cap) {
      return translate(tk('{{citation}} (cap {{amount}})'), language, {
        citation,
        amount: (cap[1] ?? cap[2])!,
      })
    }
    return translate(tk('{{citation}} ({{note}})'), language, {
      citation,
      note: phrase(noted[2]!, language),
    })
  }
  const sections = /^EO s\.(\S+(?:, s\.\S+)*)$/.exec(part)
  if (sections) {
    const list = sections[1]!.split(', s.').join(translate(tk(', s.'), language))
    return translate(tk('EO s.{{sections}}'), language, { sections: list })
  }
  const partOf = /^EO Part (\S+)$/.exec(part)
  if (partOf) return translate(tk('EO Part {{part}}'), language, { part: partOf[1]! })
  const clause = /^SEC cl\.(\S+)$/.exec(part)
  if (clause) return translate(tk('SEC cl.{{clause}}'), language, { clause: clause[1]! })
  return phrase(part, language)
}

/**
 * A breakdown line's `rule` as users read it, in their language: the legal citations and the
 * method, without the engine's notes to developers — its confidence tags (`[UNCONFIRMED]`) and
 * references to Hearth's own rule book (`(spec §11.2)`). A part it does not know stays as is.
 *
 *     citationOf('EO s.23; prorated by calendar days (spec §11.2)', 'en') // 'EO s.23; prorated by calendar days'
 *     citationOf('EO s.31G', 'zh-TW') // '《僱傭條例》第 31G 條'
 */
export function citationOf(rule: string, language: Language): string {
  const parts = rule
    .replace(/\s*\[(?:OFFICIAL|SECONDARY|UNCONFIRMED|PRACTICE)\]/g, '')
    .replace(/\s*\(spec §[\d.]+\)/g, '')
    .trim()
    .split('; ')
    .map((part) => citationPart(part, language))
  return parts.reduce((citation, part) =>
    translate(tk('{{citation}}; {{next}}'), language, { citation, next: part }),
  )
}
