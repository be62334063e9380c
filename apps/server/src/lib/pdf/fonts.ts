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

export type TextRun = { face: FontFace; text: string }

/**
 * Splits `text` into runs each set in the first of `faces` that has its characters (a name in
 * Simplified Chinese on a Traditional receipt still prints); a character no face has stays in
 * the first face's run. Spaces and line breaks never start a run of their own.
 */
export function textRuns(text: string, faces: readonly FontFace[]): TextRun[] {
  const [first = 'hant'] = faces
  const runs: TextRun[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const last = runs.at(-1)
    const neutral = /\s/.test(char)
    const face =
      neutral && last
        ? last.face
        : (faces.find((candidate) => loadFont(candidate, 'regular').hasGlyphForCodePoint(code)) ??
          first)
    if (last && last.face === face) last.text += char
    else runs.push({ face, text: char })
  }
  return runs
}
