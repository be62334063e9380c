import { getDocumentProxy } from 'unpdf'
import { expect, test } from 'vitest'
import { pdfText } from '../../test/pdf-text'
import { renderPdf, type PdfDocumentSpec } from './document'

// Each render reads and subsets multi-megabyte fonts: allow for a busy machine.
const RENDER_TIMEOUT_MS = 30_000

function wageReceipt(language: PdfDocumentSpec['language']): PdfDocumentSpec {
  return {
    language,
    issuedAt: new Date('2026-11-30T04:00:00Z'),
    title: language === 'en' ? 'Wage receipt' : '工資收據',
    fields: [{ label: 'Period', value: '2026-11-01 – 2026-11-30' }],
    parties: [
      { heading: 'Employer', lines: ['陳大文', 'chan@example.com'] },
      // 陈 is Simplified only: the Traditional face lacks it, the Simplified face prints it.
      { heading: 'Helper', lines: ['Maria Santos 陈小华'] },
    ],
    table: {
      descriptionHeading: 'Item',
      amountHeading: 'Amount (HK$)',
      lines: [
        { label: 'Basic wages', detail: 'EO s.2', amountCents: 510_000 },
        { label: 'Food allowance', amountCents: 123_600 },
        { label: 'No-pay leave, 1 day', amountCents: -17_000 },
      ],
      totalLabel: 'Total',
      currencyPrefix: 'HK$',
      summary: [{ label: 'Payment date', value: '2026-12-01' }],
    },
    notes: ['Keep this receipt.'],
    signatures: ['Employer’s signature', 'Helper’s signature'],
    footer: 'Issued by Hearth.',
  }
}

test(
  'prints the lines, their sum as the total, and both Chinese scripts',
  async () => {
    const pdf = await renderPdf(wageReceipt('zh-TW'))
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(pdf)
    for (const expected of ['工資收據', '陳大文', '陈小华', 'Maria Santos', '5,100.00', '-170.00'])
      expect(text).toContain(expected)
    expect(text).toContain('HK$6,166.00')
    // Only the glyphs used are embedded, not the multi-megabyte fonts.
    expect(pdf.length).toBeLessThan(500_000)
  },
  RENDER_TIMEOUT_MS,
)

test(
  'gives the same bytes for the same document',
  async () => {
    const first = await renderPdf(wageReceipt('en'))
    const second = await renderPdf(wageReceipt('en'))
    expect(first.equals(second)).toBe(true)
    const other = await renderPdf({
      ...wageReceipt('en'),
      issuedAt: new Date('2026-12-01T00:00:00Z'),
    })
    expect(other.equals(first)).toBe(false)
  },
  RENDER_TIMEOUT_MS,
)

test(
  'continues on a new page when the lines do not fit on one',
  async () => {
    const spec = wageReceipt('zh-CN')
    const lines = Array.from({ length: 60 }, (_, index) => ({
      label: `Line ${index + 1}`,
      amountCents: 100,
    }))
    const pdf = await renderPdf({ ...spec, table: { ...spec.table, lines } })
    const text = await pdfText(pdf)
    expect(text).toContain('Line 60')
    expect(text).toContain('HK$60.00')
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1)
  },
  RENDER_TIMEOUT_MS,
)

/** How wide each line of the first page is set, in points: text → width from its start to its end. */
async function lineWidths(pdf: Buffer): Promise<Map<string, number>> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  try {
    const content = await (await document.getPage(1)).getTextContent()
    const lines = new Map<string, { text: string; start: number; end: number }>()
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue
      const [, , , , x = 0, y = 0] = item.transform as number[]
      // Two signature labels share a baseline: the left and right halves are lines apart.
      const key = `${Math.round(y)}:${x < 300 ? 'left' : 'right'}`
      const line = lines.get(key) ?? { text: '', start: x, end: x }
      lines.set(key, {
        text: line.text + item.str,
        start: Math.min(line.start, x),
        end: Math.max(line.end, x + item.width),
      })
    }
    return new Map([...lines.values()].map((line) => [line.text, line.end - line.start]))
  } finally {
    await document.destroy()
  }
}

test(
  'sets a typographic apostrophe in Latin text as narrow as a straight one, leaving no gap',
  async () => {
    const pdf = await renderPdf({
      ...wageReceipt('en'),
      notes: ['One day’s wage is deducted.', "One day's wage is deducted."],
      signatures: ['Employer’s signature', "Employer's signature"],
    })
    const text = await pdfText(pdf)
    expect(text).toContain('Employer’s signature')
    expect(text).toContain('One day’s wage is deducted.')
    expect(text).not.toMatch(/’ s/)
    // The font's Chinese ’ is an em wide: 6.5 pt more than ' at 9 pt. Kerning may differ a little.
    const widths = await lineWidths(pdf)
    for (const [typographic, straight] of [
      ['Employer’s signature', "Employer's signature"],
      ['One day’s wage is deducted.', "One day's wage is deducted."],
    ] as const) {
      const extra = (widths.get(typographic) ?? Infinity) - (widths.get(straight) ?? 0)
      expect(Math.abs(extra), typographic).toBeLessThan(0.5)
    }
  },
  RENDER_TIMEOUT_MS,
)

test(
  'keeps Chinese quotation marks full width',
  async () => {
    const pdf = await renderPdf({ ...wageReceipt('zh-TW'), notes: ['請按“確認”。'] })
    expect(await pdfText(pdf)).toContain('請按“確認”。')
    // Seven characters of one em each, at 9 pt.
    expect((await lineWidths(pdf)).get('請按“確認”。')).toBeCloseTo(63, 1)
  },
  RENDER_TIMEOUT_MS,
)
