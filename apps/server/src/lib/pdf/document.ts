import PDFDocument from 'pdfkit'
import type { Language } from '@hearth/shared/i18n-keys'
import {
  facesFor,
  loadFont,
  loadProportionalFont,
  textRuns,
  type FontFace,
  type FontWeight,
  type TextRun,
} from './fonts'
import { formatAmount, rowsOf, sumCents } from './layout'

/** A label and its value: the facts under the title, the rows under a table's total. */
export type PdfField = { label: string; value: string }
/** One side of the document (seller, buyer; employer, helper): a heading and its lines. */
export type PdfParty = { heading: string; lines: readonly string[] }
/** A table line: what it is, an optional explanation under it, and its amount in cents. */
export type PdfLine = { label: string; detail?: string; amountCents: number }

/**
 * A document as its caller words it: every string already in `language` (through
 * `translate`), every amount in integer cents. The library lays it out and prints the
 * table's total as the sum of its lines, so a printed total always agrees with its lines.
 */
export type PdfDocumentSpec = {
  language: Language
  /**
   * The record's own instant (paid at, finalised at), written as the file's creation date:
   * the same record gives the same bytes (pdfkit derives the file /ID from this information).
   */
  issuedAt: Date
  title: string
  subtitle?: string
  fields?: readonly PdfField[]
  /** Printed two to a row. */
  parties?: readonly PdfParty[]
  table: {
    descriptionHeading: string
    amountHeading: string
    lines: readonly PdfLine[]
    totalLabel: string
    /** Printed before the total, e.g. "HK$". */
    currencyPrefix: string
    /** Rows after the total (a payment date, a total under another rule). */
    summary?: readonly PdfField[]
  }
  notes?: readonly string[]
  /** The labels under signature lines, two to a row. */
  signatures?: readonly string[]
  /** Small print at the foot of every page. */
  footer?: string
}

const PAGE_WIDTH = 595.28 // A4
const PAGE_HEIGHT = 841.89
const MARGIN = 50
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const COLUMN_GAP = 24
const AMOUNT_WIDTH = 130
const FOOTER_SPACE = 40
const INK = '#111111'
const MUTED = '#555555'
const RULE = '#999999'

type TextStyle = {
  width: number
  size?: number
  weight?: FontWeight
  color?: string
  align?: 'left' | 'right'
}

/** Writes `text` at (x, y), switching font where the first face lacks a character. */
class Writer {
  readonly doc: PDFKit.PDFDocument
  readonly faces: readonly FontFace[]
  y = MARGIN
  private readonly registered = new Set<string>()

  constructor(doc: PDFKit.PDFDocument, language: Language) {
    this.doc = doc
    this.faces = facesFor(language)
  }

  /** Writes at the cursor's y unless told; answers the height used. */
  text(text: string, x: number, style: TextStyle, y = this.y): number {
    const { doc } = this
    const runs = textRuns(text, this.faces)
    const weight = style.weight ?? 'regular'
    doc.fontSize(style.size ?? 10).fillColor(style.color ?? INK)
    const options = { width: style.width, align: style.align ?? 'left' }
    const [only] = runs
    if (runs.length <= 1) {
      this.font(only ?? { face: 'hant', proportional: false }, weight).text(text, x, y, options)
    } else {
      // Mixed runs flow as one paragraph (pdfkit wraps across continued fragments).
      runs.forEach((run, index) => {
        const continued = index < runs.length - 1
        this.font(run, weight)
        if (index === 0) doc.text(run.text, x, y, { ...options, continued })
        else doc.text(run.text, { continued })
      })
    }
    return doc.y - y
  }

  /** Sets a run's font, registering it the first time a run needs it. */
  font(
    { face, proportional }: Pick<TextRun, 'face' | 'proportional'>,
    weight: FontWeight,
  ): PDFKit.PDFDocument {
    const name = `${face}-${weight}${proportional ? '-proportional' : ''}`
    if (!this.registered.has(name)) {
      const font = proportional ? loadProportionalFont(face, weight) : loadFont(face, weight)
      this.doc.registerFont(name, font)
      this.registered.add(name)
    }
    return this.doc.font(name)
  }

  /** Starts a new page when `height` more would not fit above the footer. */
  ensureSpace(height: number) {
    if (this.y + height > PAGE_HEIGHT - MARGIN - FOOTER_SPACE) {
      this.doc.addPage()
      this.y = MARGIN
    }
  }

  rule(weight = 0.5, color = RULE) {
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + CONTENT_WIDTH, this.y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke()
  }
}

function writeFields(w: Writer, fields: readonly PdfField[]) {
  const labelWidth = 150
  for (const field of fields) {
    w.ensureSpace(16)
    const label = w.text(field.label, MARGIN, { width: labelWidth - 8, color: MUTED })
    const value = w.text(field.value, MARGIN + labelWidth, { width: CONTENT_WIDTH - labelWidth })
    w.y += Math.max(label, value) + 2
  }
}

function writeParties(w: Writer, parties: readonly PdfParty[]) {
  const width = (CONTENT_WIDTH - COLUMN_GAP) / 2
  for (const row of rowsOf(parties, 2)) {
    w.ensureSpace(60)
    const heights = row.map((party, column) => {
      const x = MARGIN + column * (width + COLUMN_GAP)
      let height = w.text(party.heading, x, { width, size: 11, weight: 'bold' }) + 2
      for (const line of party.lines) height += w.text(line, x, { width }, w.y + height)
      return height
    })
    w.y += Math.max(0, ...heights) + 14
  }
}

function writeTable(w: Writer, table: PdfDocumentSpec['table']) {
  const labelWidth = CONTENT_WIDTH - AMOUNT_WIDTH - 12
  const amountX = MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH
  const bold = { weight: 'bold' as const }
  w.ensureSpace(40)
  const header = Math.max(
    w.text(table.descriptionHeading, MARGIN, { width: labelWidth, ...bold }),
    w.text(table.amountHeading, amountX, { width: AMOUNT_WIDTH, align: 'right', ...bold }),
  )
  w.y += header + 4
  w.rule(0.8, INK)
  w.y += 6
  for (const line of table.lines) {
    w.ensureSpace(30)
    let height = w.text(line.label, MARGIN, { width: labelWidth })
    if (line.detail)
      height += w.text(
        line.detail,
        MARGIN,
        { width: labelWidth, size: 8, color: MUTED },
        w.y + height,
      )
    const amount = formatAmount(line.amountCents)
    w.text(amount, amountX, { width: AMOUNT_WIDTH, align: 'right' })
    w.y += height + 5
    w.rule()
    w.y += 6
  }
  w.ensureSpace(24)
  w.rule(0.8, INK)
  w.y += 6
  const total = `${table.currencyPrefix}${formatAmount(sumCents(table.lines))}`
  const totalHeight = Math.max(
    w.text(table.totalLabel, MARGIN, { width: labelWidth, size: 11, ...bold }),
    w.text(total, amountX, { width: AMOUNT_WIDTH, align: 'right', size: 11, ...bold }),
  )
  w.y += totalHeight + 6
  for (const row of table.summary ?? []) {
    w.ensureSpace(16)
    const height = Math.max(
      w.text(row.label, MARGIN, { width: labelWidth, color: MUTED }),
      w.text(row.value, amountX, { width: AMOUNT_WIDTH, align: 'right' }),
    )
    w.y += height + 3
  }
  w.y += 14
}

function writeSignatures(w: Writer, labels: readonly string[]) {
  const width = (CONTENT_WIDTH - COLUMN_GAP) / 2
  for (const row of rowsOf(labels, 2)) {
    w.ensureSpace(70)
    w.y += 40 // room to sign
    const heights = row.map((label, column) => {
      const x = MARGIN + column * (width + COLUMN_GAP)
      w.doc
        .moveTo(x, w.y)
        .lineTo(x + width, w.y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke()
      return w.text(label, x, { width, size: 9, color: MUTED }, w.y + 4)
    })
    w.y += Math.max(0, ...heights) + 12
  }
}

function writeFooter(w: Writer, footer: string) {
  const range = w.doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index += 1) {
    w.doc.switchToPage(index)
    // Text below the bottom margin would make pdfkit open a new page.
    w.doc.page.margins.bottom = 0
    w.text(footer, MARGIN, { width: CONTENT_WIDTH, size: 8, color: MUTED }, PAGE_HEIGHT - MARGIN)
  }
}

/** Lays out `spec` on A4 pages and answers the PDF's bytes. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: spec.language,
    displayTitle: true,
    info: {
      Title: spec.title,
      Author: 'Hearth',
      CreationDate: spec.issuedAt,
      ModDate: spec.issuedAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const w = new Writer(doc, spec.language)
  w.y += w.text(spec.title, MARGIN, { width: CONTENT_WIDTH, size: 18, weight: 'bold' }) + 2
  if (spec.subtitle) w.y += w.text(spec.subtitle, MARGIN, { width: CONTENT_WIDTH, color: MUTED })
  w.y += 14
  if (spec.fields?.length) {
    writeFields(w, spec.fields)
    w.y += 14
  }
  if (spec.parties?.length) writeParties(w, spec.parties)
  writeTable(w, spec.table)
  for (const note of spec.notes ?? []) {
    w.ensureSpace(24)
    w.y += w.text(note, MARGIN, { width: CONTENT_WIDTH, size: 9, color: MUTED }) + 4
  }
  if (spec.signatures?.length) {
    w.y += 10
    writeSignatures(w, spec.signatures)
  }
  if (spec.footer) writeFooter(w, spec.footer)
  doc.end()
  return finished
}
