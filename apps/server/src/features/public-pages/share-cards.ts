import sharp, { type OverlayOptions } from 'sharp'
import type { Language } from '@hearth/shared/i18n-keys'
import { fontFile, type FontFace, type FontWeight } from '../../lib/pdf/fonts'

/**
 * Share cards (og:image): 1200×630 JPEGs of at most 300 KB, WhatsApp's limit. Text is set by
 * Pango (sharp's `text` input) in the Noto Sans CJK files the PDFs use, loaded from their npm
 * packages, so Chinese renders on a machine without CJK system fonts; shapes are SVG.
 */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
export const CARD_MAX_BYTES = 300 * 1024

export type HelperCard = {
  kind: 'helper'
  name: string
  label: string
  facts: string
  photo: Buffer | null
  footer: string
}
export type JobCard = { kind: 'job'; title: string; label: string; facts: string; footer: string }
export type SiteCard = { kind: 'site'; tagline: string }
export type ShareCard = HelperCard | JobCard | SiteCard

const ORANGE = '#c2410c'
const INK = '#1c1917'
const MUTED = '#57534e'
const BACKGROUND = '#fffaf5'
const FAMILIES: Record<FontFace, string> = {
  hant: 'Noto Sans T Chinese',
  hans: 'Noto Sans S Chinese',
}

type Text = { input: Buffer; raw: { width: number; height: number; channels: 4 } }
type Align = 'left' | 'centre'
type Font = { face: FontFace; weight: FontWeight; size: number }
/** Sizes to try, largest first; text longer than `lines` at the last size is cut short. */
type TextStyle = { size: number[]; bold?: boolean; color: string; width: number; lines: number }

const LABEL = { size: [26], bold: true, color: '#9a3412', width: 600, lines: 1 }
const NAME = { size: [68, 58, 50], bold: true, color: INK, width: 640, lines: 2 }
const TITLE = { size: [64, 56, 48], bold: true, color: INK, width: 1000, lines: 3 }
const INITIALS = { ...LABEL, size: [120], width: 300 }
const WORDMARK = { size: [38], bold: true, color: ORANGE, width: 300, lines: 1 }
const SITE_WORDMARK = { ...WORDMARK, size: [120], width: 800 }
const TAGLINE = { size: [50, 44], bold: true, color: INK, width: 960, lines: 2 }

/** Pango markup of plain text, on one paragraph. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

async function renderMarkup(
  markup: string,
  font: Font,
  width: number,
  color = INK,
  align: Align = 'left',
): Promise<Text> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${markup}</span>`,
      font: `${FAMILIES[font.face]}${font.weight === 'bold' ? ' Bold' : ''} ${font.size}`,
      // Pango learns each file once per process (libvips keeps the list).
      fontfile: fontFile(font.face, font.weight),
      width,
      dpi: 72,
      align,
      wrap: 'word-char',
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 } }
}

let fontsLoaded: Promise<unknown> | undefined

/** Every face and weight known to Pango before the first card, so each can stand in for another. */
function loadFonts(): Promise<unknown> {
  fontsLoaded ??= Promise.all(
    (['hant', 'hans'] as const).flatMap((face) =>
      (['regular', 'bold'] as const).map((weight) =>
        renderMarkup('Hearth 家', { face, weight, size: 12 }, 200),
      ),
    ),
  )
  return fontsLoaded
}

const metrics = new Map<string, Promise<{ first: number; next: number }>>()

/** How tall a font sets one line, and how much each further line adds; measured once. */
function lineMetrics(font: Font) {
  const key = `${font.face}-${font.weight}-${font.size}`
  let measured = metrics.get(key)
  if (!measured) {
    measured = Promise.all([
      renderMarkup('Hg家', font, 400),
      renderMarkup('Hg家\nHg家', font, 400),
    ]).then(([one, two]) => ({ first: one.raw.height, next: two.raw.height - one.raw.height }))
    metrics.set(key, measured)
  }
  return measured
}

/**
 * `text` in the first size that fits `style.lines` lines, else the smallest size cut short
 * with an ellipsis. Null for empty text.
 */
async function renderText(
  text: string,
  style: TextStyle,
  face: FontFace,
  align?: Align,
): Promise<Text | null> {
  // Control characters would break Pango's markup; line breaks become spaces.
  const chars = [...text.replace(/[\p{Cc}\p{Cs}\s]+/gu, ' ').trim()]
  if (chars.length === 0) return null
  const weight = style.bold ? 'bold' : 'regular'
  const attempt = async (size: number, shown: string) => {
    const font = { face, weight, size } as const
    const image = await renderMarkup(escapeMarkup(shown), font, style.width, style.color, align)
    const { first, next } = await lineMetrics(font)
    // The image is cropped to the ink: lines of lower letters are shorter than 'Hg家' by less
    // than a line, so a quarter line of slack never lets one line more through.
    return { image, fits: image.raw.height <= first + (style.lines - 0.75) * next }
  }
  let last: Text | undefined
  for (const size of style.size) {
    const { image, fits } = await attempt(size, chars.join(''))
    if (fits) return image
    last = image
  }
  const smallest = style.size.at(-1) ?? 32
  for (let keep = Math.floor(chars.length * 0.8); keep > 1; keep = Math.floor(keep * 0.85)) {
    const { image, fits } = await attempt(smallest, `${chars.slice(0, keep).join('').trimEnd()}…`)
    if (fits) return image
    last = image
  }
  return last ?? null
}

const LOGO_PATHS = `<rect width="64" height="64" rx="14" fill="${ORANGE}"/>
<path d="M32 12 10 30h6v20h32V30h6L32 12Z" fill="#fff7ed"/>
<path d="M32 47c-6 0-10-4-10-9 0-6 6-9 7-15 4 3 5 6 5 9 1-2 2-3 2-5 4 3 6 7 6 11 0 5-4 9-10 9Z" fill="#ea580c"/>
<path d="M32 47c-3 0-5-2-5-5 0-3 3-5 4-8 2 2 3 3 3 5l1-2c2 2 2 3 2 5 0 3-2 5-5 5Z" fill="#fbbf24"/>`

/** The Hearth mark (apps/web/public/favicon.svg) at `size` pixels. */
function logo(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 64})">${LOGO_PATHS}</g>`
}

function svg(shapes: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<rect width="100%" height="100%" fill="${BACKGROUND}"/>
<circle cx="1150" cy="20" r="230" fill="#ffedd5"/><circle cx="1200" cy="290" r="80" fill="#fff1e6"/>
<rect width="100%" height="12" fill="${ORANGE}"/>${shapes}</svg>`,
  )
}

type Layout = { shapes: string[]; overlays: OverlayOptions[] }

function place(layout: Layout, text: Text | null, left: number, top: number): void {
  if (text) layout.overlays.push({ ...text, left: Math.round(left), top: Math.round(top) })
}

/**
 * A label in an orange pill, then the title, then the facts, one under another at `left` and
 * centred on the card's body (above the footer).
 */
function column(layout: Layout, left: number, blocks: [Text | null, Text | null, Text | null]) {
  const [label, title, facts] = blocks
  const gap = 20
  const heights = [
    label ? label.raw.height + 14 : 0,
    title?.raw.height ?? 0,
    facts?.raw.height ?? 0,
  ]
  const shown = heights.filter((height) => height > 0)
  const total = shown.reduce((sum, height) => sum + height, 0) + gap * (shown.length - 1)
  let top = Math.max(40, 290 - total / 2)
  if (label) {
    const { width, height } = label.raw
    layout.shapes.push(
      `<rect x="${left}" y="${top}" width="${width + 40}" height="${height + 14}" rx="${(height + 14) / 2}" fill="#ffedd5"/>`,
    )
    place(layout, label, left + 20, top + 7)
    top += height + 14 + gap
  }
  place(layout, title, left, top)
  if (title) top += title.raw.height + gap
  place(layout, facts, left, top)
}

/** The footer of record cards: the mark and wordmark left, `text` right. */
async function addFooter(layout: Layout, text: string, face: FontFace): Promise<void> {
  const [word, line] = await Promise.all([
    renderText('Hearth', WORDMARK, face),
    renderText(text, { size: [26], color: MUTED, width: 640, lines: 1 }, face),
  ])
  layout.shapes.push(
    `<rect x="80" y="538" width="1040" height="2" fill="#fed7aa"/>`,
    logo(80, 558, 52),
  )
  place(layout, word, 146, 584 - (word?.raw.height ?? 0) / 2)
  place(layout, line, 1120 - (line?.raw.width ?? 0), 584 - (line?.raw.height ?? 0) / 2)
}

/** The photo cut to a circle of `size`, or null if it cannot be read. */
async function roundPhoto(photo: Buffer, size: number): Promise<Buffer | null> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  )
  try {
    // A stored SVG is rasterised here too; a file sharp cannot read leaves the initials.
    return await sharp(photo, { limitInputPixels: 40_000_000 })
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer()
  } catch {
    return null
  }
}

/** The first letters of the first and last words; a Chinese name's first character alone. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = [...(words[0] ?? '')][0] ?? ''
  if (/\p{Script=Han}/u.test(first)) return first
  const last = words.length > 1 ? ([...(words.at(-1) ?? '')][0] ?? '') : ''
  return (first + last).toUpperCase()
}

const PORTRAIT = { x: 250, y: 290, diameter: 340 }

async function helperLayout(card: HelperCard, face: FontFace): Promise<Layout> {
  const { x, y, diameter } = PORTRAIT
  const layout: Layout = { shapes: [], overlays: [] }
  const [label, name, facts, photo] = await Promise.all([
    renderText(card.label, LABEL, face),
    renderText(card.name, NAME, face),
    renderText(card.facts, { size: [34], color: MUTED, width: 640, lines: 2 }, face),
    card.photo ? roundPhoto(card.photo, diameter) : null,
    addFooter(layout, card.footer, face),
  ])
  layout.shapes.push(`<circle cx="${x}" cy="${y}" r="${diameter / 2 + 10}" fill="${ORANGE}"/>`)
  if (photo) layout.overlays.push({ input: photo, left: x - diameter / 2, top: y - diameter / 2 })
  else {
    layout.shapes.push(`<circle cx="${x}" cy="${y}" r="${diameter / 2}" fill="#ffedd5"/>`)
    const initials = await renderText(initialsOf(card.name), INITIALS, face)
    place(layout, initials, x - (initials?.raw.width ?? 0) / 2, y - (initials?.raw.height ?? 0) / 2)
  }
  column(layout, 480, [label, name, facts])
  return layout
}

async function jobLayout(card: JobCard, face: FontFace): Promise<Layout> {
  const layout: Layout = { shapes: [], overlays: [] }
  const [label, title, facts] = await Promise.all([
    renderText(card.label, LABEL, face),
    renderText(card.title, TITLE, face),
    renderText(card.facts, { size: [36], color: MUTED, width: 1000, lines: 2 }, face),
    addFooter(layout, card.footer, face),
  ])
  column(layout, 80, [label, title, facts])
  return layout
}

async function siteLayout(card: SiteCard, face: FontFace): Promise<Layout> {
  const [word, tagline] = await Promise.all([
    renderText('Hearth', SITE_WORDMARK, face),
    renderText(card.tagline, TAGLINE, face, 'centre'),
  ])
  const mark = 132
  const left = (CARD_WIDTH - (mark + 32 + (word?.raw.width ?? 0))) / 2
  const layout: Layout = {
    shapes: [
      logo(left, 230 - mark / 2, mark),
      `<rect x="520" y="330" width="160" height="6" rx="3" fill="${ORANGE}"/>`,
      `<rect y="618" width="100%" height="12" fill="${ORANGE}"/>`,
    ],
    overlays: [],
  }
  place(layout, word, left + mark + 32, 230 - (word?.raw.height ?? 0) / 2)
  place(layout, tagline, (CARD_WIDTH - (tagline?.raw.width ?? 0)) / 2, 372)
  return layout
}

/** The card as a JPEG, at the best quality that stays within WhatsApp's 300 KB. */
export async function drawShareCard(card: ShareCard, language: Language): Promise<Buffer> {
  await loadFonts()
  const face: FontFace = language === 'zh-CN' ? 'hans' : 'hant'
  const layout =
    card.kind === 'helper'
      ? await helperLayout(card, face)
      : card.kind === 'job'
        ? await jobLayout(card, face)
        : await siteLayout(card, face)
  const { data, info } = await sharp(svg(layout.shapes.join('')))
    .composite(layout.overlays)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  let jpeg: Buffer = Buffer.alloc(0)
  for (const quality of [84, 72, 60, 45]) {
    jpeg = await sharp(data, { raw }).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer()
    if (jpeg.length <= CARD_MAX_BYTES) return jpeg
  }
  return jpeg
}
