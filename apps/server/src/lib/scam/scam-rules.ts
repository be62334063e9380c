// The scam-warning rules (issue 23, item 5): which safety flags a chat message, a job posting or a
// helper profile raises. Pure and synchronous, a few dozen regular expressions over a normalised
// copy of the text, so the chat can run it on every message it stores.
//
// A flag is raised by a *request*, never by a topic: "pay the HK$3,000 placement fee" is flagged,
// "the employer pays the agency fee" and "my passport is valid until 2029" are not. Each language
// group (scam-patterns-*.ts) gives, per flag, triggers (a request cue next to its object), the
// exemptions that clear a trigger in its clause or the next one (a negation, the employer paying,
// a warning about scams) and the words that, just before a trigger, make the speaker or the
// employer its subject ("I will pay for your medical check"). Links are judged separately, by host.
// The labelled corpus (scam-corpus.json) and its test measure what this catches and misses.

import { SAFETY_FLAGS, type SafetyFlag } from '@hearth/shared/safety-flags'
import type { LanguageRules, RequestFlag } from './scam-rule-types'
import { EN_RULES } from './scam-patterns-en'
import { ID_RULES } from './scam-patterns-id'
import { TL_RULES } from './scam-patterns-tl'
import { ZH_RULES } from './scam-patterns-zh'

export type { FlagRules, LanguageRules, RequestFlag } from './scam-rule-types'

const REQUEST_FLAGS: RequestFlag[] = [
  'fee_request',
  'loan',
  'document_request',
  'off_platform_payment',
]

// Every language's rules apply to every text: people mix languages (Taglish, Cantonese with
// English words). Only the script gates them, to save time: the Chinese triggers all need a Han
// character, the others a Latin letter.
const HAN = /[\u3400-\u9fff]/
const LATIN = /[a-z]/
const LATIN_RULES: LanguageRules[] = [EN_RULES, TL_RULES, ID_RULES]
const HAN_RULES: LanguageRules[] = [ZH_RULES]

/** One language's triggers for one flag, behind its gate. */
interface TriggerGroup {
  gate: RegExp | undefined
  triggers: RegExp[]
}

interface CompiledRules {
  latin: TriggerGroup[]
  han: TriggerGroup[]
  /** All exemptions (or own-subject patterns) of every language, as one alternation. */
  exemption: RegExp | null
  ownSubject: RegExp | null
}

function union(patterns: RegExp[]): RegExp | null {
  return patterns.length ? new RegExp(patterns.map((p) => `(?:${p.source})`).join('|')) : null
}

function compile(flag: RequestFlag): CompiledRules {
  const all = [...LATIN_RULES, ...HAN_RULES].map((language) => language[flag])
  const triggers = (languages: LanguageRules[]): TriggerGroup[] =>
    languages.map((language) => ({
      gate: language[flag]?.gate,
      triggers: (language[flag]?.triggers ?? []).map((t) => new RegExp(t.source, 'g')),
    }))
  return {
    latin: triggers(LATIN_RULES),
    han: triggers(HAN_RULES),
    exemption: union(all.flatMap((r) => r?.exemptions ?? [])),
    ownSubject: union(all.flatMap((r) => r?.ownSubject ?? [])),
  }
}

const COMPILED = new Map(REQUEST_FLAGS.map((flag) => [flag, compile(flag)]))

const SEPARATED_LETTERS = /(?<![a-z0-9])(?:[a-z][ .\-_*]){2,}[a-z](?![a-z0-9])/g
const GLUED_FEE =
  /(placement|training|processing|registration|activation|medical|visa|agency)(fees?)\b/g

/**
 * Lower case, NFKC (full-width letters, digits and punctuation become ASCII), straight quotes, one
 * space, no thousands separators ("HK$5,100", "HK$5.100" → 5100), and the cheap obfuscations
 * undone: "p a y", "f.e.e" → "pay", "fee".
 */
export function normalise(text: string): string {
  // NFKC and the quote and zero-width clean-up only matter beyond ASCII.
  const folded = /[^\t\n\r\x20-\x7e]/.test(text)
    ? text
        .normalize('NFKC')
        .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
        .replace(/[\u2018\u2019\u02bc´]/g, "'")
    : text
  return folded
    .toLowerCase()
    .replace(/`/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/(\d)[,.](?=\d{3}(?!\d))/g, '$1')
    .replace(SEPARATED_LETTERS, (run) => run.replace(/[ .\-_*]/g, ''))
    .replace(GLUED_FEE, '$1 $2')
    .trim()
}

/**
 * The text the request rules read: sentences end in a line break and clauses in a comma, so a
 * trigger's window (`.`) stays in its sentence and an exemption is scoped to its clause.
 */
export function sentences(normalised: string): string {
  return normalised
    .replace(/[.!?;。]+(?=\s|$)|[!?;。]+/g, '\n')
    .replace(/(?:、|,) ?| (?:but|however|although|pero|kaso|tapi|tetapi|namun) /g, ',')
    .replace(/但(?:係|是)?|不過|不过|可是|然而/g, ',')
}

/** The text the triggers read, with where its clauses end (each ',' and '\n', ascending). */
interface Prepared {
  text: string
  breaks: number[]
}

function prepare(split: string): Prepared {
  const breaks: number[] = []
  for (let i = 0; i < split.length; i++) if (split[i] === ',' || split[i] === '\n') breaks.push(i)
  return { text: split, breaks }
}

/** The index in `breaks` of the first break at or after `index`. */
function nextBreak(breaks: number[], index: number): number {
  let low = 0
  let high = breaks.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((breaks[middle] ?? 0) < index) low = middle + 1
    else high = middle
  }
  return low
}

/** Whether a trigger at [start, end) stands: no exemption near it, nobody else paying or sending. */
function stands(
  rules: CompiledRules,
  { text, breaks }: Prepared,
  start: number,
  end: number,
  exempt: Map<number, boolean>,
): boolean {
  // The scope: the trigger's clause(s) and, within its sentence, the next clause.
  const first = nextBreak(breaks, start)
  const from = first > 0 ? (breaks[first - 1] ?? -1) + 1 : 0
  let last = nextBreak(breaks, Math.max(end - 1, start))
  if (text[breaks[last] ?? -1] === ',') last++
  const to = breaks[last] ?? text.length
  // Matches in one scope share its verdict (long texts repeat cues).
  const key = from * 65536 + to
  let verdict = exempt.get(key)
  if (verdict === undefined) {
    verdict = rules.exemption?.test(text.slice(from, to)) ?? false
    exempt.set(key, verdict)
  }
  if (verdict) return false
  return !rules.ownSubject?.test(text.slice(Math.max(from, start - 40), start))
}

function raises(rules: CompiledRules, prepared: Prepared, latin: boolean, han: boolean): boolean {
  const { text } = prepared
  const exempt = new Map<number, boolean>()
  for (const group of [...(latin ? rules.latin : []), ...(han ? rules.han : [])]) {
    if (group.gate && !group.gate.test(text)) continue
    for (const trigger of group.triggers) {
      trigger.lastIndex = 0
      for (let match = trigger.exec(text); match; match = trigger.exec(text)) {
        if (stands(rules, prepared, match.index, match.index + match[0].length, exempt)) return true
        if (match[0].length === 0) trigger.lastIndex++
      }
    }
  }
  return false
}

// ---- Links ----------------------------------------------------------------------------------

// Shorteners hide where a link goes; WhatsApp and Telegram links take the chat off the platform.
const SHORTENERS = new Set([
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'is.gd',
  'v.gd',
  'ow.ly',
  'buff.ly',
  'cutt.ly',
  'shorturl.at',
  'rb.gy',
  'tiny.cc',
  's.id',
  't.ly',
  'rebrand.ly',
  'bl.ink',
  'lnkd.in',
  'shorte.st',
  'adf.ly',
  'surl.li',
  'youtu.be',
  'wa.me',
  't.me',
  'telegram.me',
  'm.me',
  'line.me',
])
const SHORTENER_PATTERN = new RegExp(
  String.raw`(?<![a-z0-9@.-])(?:${[...SHORTENERS].map((host) => host.replace(/\./g, String.raw`\.`)).join('|')})(?![a-z0-9-])`,
)
// Hosts a message may link to: the HK government, the Philippine and Indonesian governments and
// their consulates, and Hearth itself.
const ALLOWED_HOST = /(?:^|\.)(?:gov\.hk|gov\.ph|go\.id|hearth\.hk)$/
// A link written out: with a scheme or "www.", any host.
const WRITTEN_URL = /(?:https?:\/\/|www\.)([a-z0-9.-]+)/g
// A bare domain ("example.xyz/abc"): only top-level domains a link would use, so "e.g.", "no.1",
// "cv.pdf" and e-mail addresses ("maria@gmail.com") are not taken for links. The TLDs that are
// also words or typos ("thank you.id card", "sir.my name") count with a path or a third label.
const BARE_DOMAIN =
  /(?<![a-z0-9@._-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,8}))(?![a-z0-9-]|@|\.[a-z0-9])(\/)?/g
const LINK_TLDS = new Set(
  (
    'com net org info biz xyz top site online club shop store vip link click live app icu buzz fun ' +
    'asia work cc ly gl gd tk ml ga cf gq ru pro win bid loan money cash finance cyou sbs cfd ' +
    'today website space tech monster rest bond ws tv uk sg tw jp vn th ng ae ca au nz de fr'
  ).split(' '),
)
const WORDLIKE_TLDS = new Set('id co ph hk cn io me my in be us to su'.split(' '))

function isBareLink(host: string, tld: string, path: boolean): boolean {
  // With a path ("forms.gle/xyz") anything is a link; without, only the usual link TLDs.
  if (LINK_TLDS.has(tld) || (path && !WORDLIKE_TLDS.has(tld))) return true
  return WORDLIKE_TLDS.has(tld) && (path || host.split('.').length >= 3)
}
// "b1t.ly", "bit[.]ly", "bit dot ly": undone only to look for shorteners.
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' }

function hostAllowed(host: string): boolean {
  return ALLOWED_HOST.test(host.replace(/^www\./, '').replace(/\.+$/, ''))
}

const DOT_BETWEEN = /[a-z0-9]\.[a-z0-9]/g
const DELIMITERS = new Set([' ', '\n', '"', "'", '<', '>', '(', ')', '[', ']', '{', '}', ','])

/** The words with a dot inside ("bit.ly/x", "請到bit.ly/x登記": Chinese writes links unspaced). */
function dottedWords(text: string): string[] {
  const words: string[] = []
  let end = 0
  for (const match of text.matchAll(DOT_BETWEEN)) {
    if (match.index < end) continue
    let start = match.index
    while (start > 0 && !DELIMITERS.has(text[start - 1] ?? ' ')) start--
    end = match.index + 3
    while (end < text.length && !DELIMITERS.has(text[end] ?? ' ')) end++
    words.push(text.slice(start, end))
  }
  return words
}

/** Whether the text links off the allow-list, or through a shortener or messaging app. */
export function hasSuspiciousLink(normalised: string): boolean {
  const unmasked = /\[\.\]|\(\.\)|dot\b/.test(normalised)
    ? normalised.replace(
        / ?(?:\[\.\]|\(\.\)|\[dot\]|\(dot\)) ?| dot (?=(?:com|net|ly|me|gl|gd|cc|xyz|top)\b)/g,
        '.',
      )
    : normalised
  // Only the few words with a dot inside are looked at.
  for (const token of dottedWords(unmasked)) {
    if (SHORTENER_PATTERN.test(token.replace(/[013457]/g, (digit) => LEET[digit] ?? digit)))
      return true
    let rest = token
    for (const match of token.matchAll(WRITTEN_URL)) {
      if (!hostAllowed(match[1] ?? '')) return true
      rest = rest.replace(match[0], ' ')
    }
    for (const match of rest.matchAll(BARE_DOMAIN)) {
      const host = match[1] ?? ''
      if (isBareLink(host, match[2] ?? '', match[3] === '/') && !hostAllowed(host)) return true
    }
  }
  return false
}

// ---- The flags ------------------------------------------------------------------------------

/** The safety flags of one text, deduplicated and in `SAFETY_FLAGS` order; [] for most. */
export function safetyFlagsOf(text: string): SafetyFlag[] {
  if (!text) return []
  const normalised = normalise(text)
  const split = sentences(normalised)
  const prepared = prepare(split)
  const latin = LATIN.test(split)
  const han = HAN.test(split)
  const raised = new Set<SafetyFlag>()
  for (const flag of REQUEST_FLAGS) {
    const rules = COMPILED.get(flag)
    if (rules && raises(rules, prepared, latin, han)) raised.add(flag)
  }
  if (hasSuspiciousLink(normalised)) raised.add('suspicious_link')
  return SAFETY_FLAGS.filter((flag) => raised.has(flag))
}

/** The union of the flags of several texts (a posting's title and description, a profile's). */
export function safetyFlagsOfFields(fields: (string | null | undefined)[]): SafetyFlag[] {
  const raised = new Set(fields.flatMap((field) => (field ? safetyFlagsOf(field) : [])))
  return SAFETY_FLAGS.filter((flag) => raised.has(flag))
}
