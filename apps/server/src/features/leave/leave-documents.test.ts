import { expect, test } from 'vitest'
import { detectLeaveDocumentType } from './leave-documents'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  )

test('recognises each allowed kind by its first bytes', () => {
  expect(detectLeaveDocumentType(bytes('%PDF-1.7\n'))?.extension).toBe('pdf')
  expect(detectLeaveDocumentType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg')
  expect(
    detectLeaveDocumentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.extension,
  ).toBe('png')
  expect(
    detectLeaveDocumentType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))?.extension,
  ).toBe('doc')
  expect(
    detectLeaveDocumentType(
      bytes([0x50, 0x4b, 0x03, 0x04], '…[Content_Types].xml…word/document.xml'),
    )?.extension,
  ).toBe('docx')
})

test('refuses WebP, other ZIP files and anything else', () => {
  expect(detectLeaveDocumentType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined()
  expect(
    detectLeaveDocumentType(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml')),
  ).toBeUndefined()
  expect(detectLeaveDocumentType(bytes('<html></html>'))).toBeUndefined()
})
