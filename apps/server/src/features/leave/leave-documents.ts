import { tk } from '@hearth/shared/i18n-keys'
import { LEAVE_DOCUMENT_MAX_BYTES } from '@hearth/shared/leaves'
import type { AppDeps } from '../../lib/deps'
import { detectFileType } from '../../lib/uploads'
import { fieldError } from '../../lib/app-error'

// A leave request's documents (spec §5: pdf, jpg, jpeg, png, doc, docx; §9: up to 10 MB), kept as
// sent in private storage and served only to the employment's two parties.

export type LeaveDocumentType = { mime: string; extension: string }

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/** The document's type from its bytes; the name and the declared type are never trusted. */
export function detectLeaveDocumentType(data: Buffer): LeaveDocumentType | undefined {
  const known = detectFileType(data)
  if (known && known.mime !== 'image/webp') return known
  if (data.subarray(0, 8).equals(OLE2)) return { mime: 'application/msword', extension: 'doc' }
  // A .docx is a ZIP whose parts include the Word document itself.
  if (data.subarray(0, 4).equals(ZIP) && data.includes('word/document.xml')) {
    return {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    }
  }
  return undefined
}

export const LEAVE_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const

export type StoredDocument = { key: string; type: string }

function refuse(
  field: string,
  code: 'unsupported_media_type' | 'payload_too_large',
  message: string,
) {
  return fieldError(code, field, message)
}

/** Checks every document before writing any; a failed write removes those already written. */
export async function writeLeaveDocuments(
  deps: AppDeps,
  files: Record<string, Buffer | undefined>,
): Promise<Record<string, StoredDocument>> {
  const checked: [string, Buffer, LeaveDocumentType][] = []
  for (const [field, data] of Object.entries(files)) {
    if (!data) continue
    if (data.length > LEAVE_DOCUMENT_MAX_BYTES)
      throw refuse(field, 'payload_too_large', tk('A document can be at most 10 MB.'))
    const type = detectLeaveDocumentType(data)
    if (!type) {
      throw refuse(
        field,
        'unsupported_media_type',
        tk('A document must be a PDF, JPG, PNG, DOC or DOCX file.'),
      )
    }
    checked.push([field, data, type])
  }
  const written: Record<string, StoredDocument> = {}
  try {
    for (const [field, data, type] of checked)
      written[field] = {
        key: await deps.files.put('leave-documents', type.extension, data),
        type: type.mime,
      }
  } catch (error) {
    await removeLeaveDocuments(
      deps,
      Object.values(written).map((doc) => doc.key),
    )
    throw error
  }
  return written
}

export async function removeLeaveDocuments(
  deps: AppDeps,
  keys: (string | null | undefined)[],
): Promise<void> {
  await Promise.allSettled(keys.map((key) => deps.files.remove(key)))
}

export function extensionOfMime(mime: string): string {
  if (mime === 'application/pdf') return 'pdf'
  if (mime === 'image/jpeg') return 'jpg'
  if (mime === 'image/png') return 'png'
  if (mime === 'application/msword') return 'doc'
  return 'docx'
}
