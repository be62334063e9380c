import { extractText, getDocumentProxy } from 'unpdf'

/**
 * The text a reader would copy out of a PDF, all pages, read through PDF.js (unpdf): Chinese
 * comes back only when the file maps its glyphs to Unicode (pdfkit writes a ToUnicode map).
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  try {
    const { text } = await extractText(document, { mergePages: true })
    return text
  } finally {
    await document.destroy()
  }
}
