// Named apart from `createRequire`: the server bundle's banner declares that name already.
import { createRequire as createRequireAt } from 'node:module'
import { dirname, join } from 'node:path'
import { openSync, type Font } from 'fontkit'
import type { Language } from '@hearth/shared/i18n-keys'

/**
 * The fonts every PDF is set in: Noto Sans CJK, Traditional (Hant, Big5 coverage) and
 * Simplified (Hans, GB coverage), each with its Latin glyphs, from npm packages
 * (docs/decisions/0012-pdf-documents.md). pdfkit embeds only the glyphs a document uses.
 */
export type FontFace = 'hant' | 'hans'
export type FontWeight = 'regular' | 'bold'

const FONT_FILES: Record<FontFace, { pkg: string; regular: string; bold: string }> = {
  hant: {
    pkg: '@embedpdf/fonts-tc',
    regular: 'NotoSansHant-Regular.otf',
    bold: 'NotoSansHant-Bold.otf',
  },
  hans: {
    pkg: '@embedpdf/fonts-sc',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
}

// Resolved through the package, so the bundled server (dist/) finds them in node_modules as the
// sources do; the packages export only their index, so the file sits beside it in ../fonts.
const requireFrom = createRequireAt(import.meta.url)

/** The absolute path of a face's font file. */
export function fontFile(face: FontFace, weight: FontWeight): string {
  const files = FONT_FILES[face]
  return join(dirname(requireFrom.resolve(files.pkg)), '..', 'fonts', files[weight])
}

/** The face tried first for a language's text, then the other one for what it lacks. */
export function facesFor(language: Language): readonly FontFace[] {
  return language === 'zh-CN' ? ['hans', 'hant'] : ['hant', 'hans']
}

const parsed = new Map<string, Font>()

/**
 * A face parsed once per process and shared by every document: parsing a CJK font's tables
 * costs more than laying out a receipt. Each document still embeds its own subset.
 */
export function loadFont(face: FontFace, weight: FontWeight): Font {
  const key = `${face}-${weight}`
  let font = parsed.get(key)
  if (!font) {
    const opened = openSync(fontFile(face, weight))
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${key}: not a single font`)
    font = opened
    parsed.set(key, font)
  }
  return font
}

/**
 * The face set with its proportional forms (OpenType `pwid`), for a quote in Latin text (see
 * `TextRun`). A font rather than a per-call `features` option: pdfkit measures every fragment of
 * a wrapped paragraph with the first fragment's features, so a narrow quote set between two
 * fragments would still push the next one an em along. The variant shares the parsed face's
 * tables; its own PostScript name keeps pdfkit from taking it for the plain face (and embedding
 * only that).
 */
export function loadProportionalFont(face: FontFace, weight: FontWeight): Font {
  const key = `${face}-${weight}-proportional`
  let font = parsed.get(key)
  if (!font) {
    const plain = loadFont(face, weight)
    const variant = Object.create(plain) as Font
    Object.defineProperties(variant, {
      postscriptName: { value: `${plain.postscriptName}-Proportional` },
      layout: {
        value: (text: string, features?: string[] | Record<string, boolean>) =>
          plain.layout(text, withProportional(features)),
      },
    })
    font = variant
    parsed.set(key, font)
  }
  return font
}

function withProportional(
  features: string[] | Record<string, boolean> | undefined,
): string[] | Record<string, boolean> {
  if (!features) return ['pwid']
  return Array.isArray(features) ? [...features, 'pwid'] : { ...features, pwid: true }
}

/**
 * A stretch of text set in one face. Noto Sans CJK draws ‘ ’ “ ” an em wide (their Chinese
 * form), which leaves a gap in "Employer’s": beside Latin text a quote is a `proportional` run,
 * set in `loadProportionalFont`.
 */
export type TextRun = { face: FontFace; text: string; proportional: boolean }

const TYPOGRAPHIC_QUOTES = new Set(['‘', '’', '“', '”'])
/** Chinese, Japanese and Korean text, with its punctuation and full-width forms. */
const EAST_ASIAN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u

/**
 * A typographic quote outside East Asian text ("Employer’s", "‘Confirm’"). Beside Chinese
 * (“确认”) it keeps its full-width form, as Chinese typesetting wants.
 */
function isLatinQuote(chars: readonly string[], index: number): boolean {
  if (!TYPOGRAPHIC_QUOTES.has(chars[index] ?? '')) return false
  return !EAST_ASIAN.test(chars[index - 1] ?? '') && !EAST_ASIAN.test(chars[index + 1] ?? '')
}

/**
 * Splits `text` into runs each set in the first of `faces` that has its characters (a name in
 * Simplified Chinese on a Traditional receipt still prints); a character no face has stays in
 * the first face's run. A quote in Latin text gets a run of its own, set proportional. Spaces
 * and line breaks never start a run of their own.
 */
export function textRuns(text: string, faces: readonly FontFace[]): TextRun[] {
  const [first = 'hant'] = faces
  const chars = [...text]
  const runs: TextRun[] = []
  chars.forEach((char, index) => {
    const code = char.codePointAt(0) ?? 0
    const last = runs.at(-1)
    const neutral = /\s/.test(char)
    const face =
      neutral && last
        ? last.face
        : (faces.find((candidate) => loadFont(candidate, 'regular').hasGlyphForCodePoint(code)) ??
          first)
    const proportional = neutral && last ? last.proportional : isLatinQuote(chars, index)
    if (last && last.face === face && last.proportional === proportional) last.text += char
    else runs.push({ face, text: char, proportional })
  })
  return runs
}
