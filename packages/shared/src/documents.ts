import { z } from 'zod'
import { blankToUndefined, optionalDate, requiredChoice, requiredText } from './form-values'
import { tk } from './i18n-keys'

// Employment documents (docs/spec/employment.md §2 "Documents area", §3 "Document", §4 document
// status, §5 document upload, §9 document types): either party of an employment uploads them,
// both read and download them, the employer deletes them.

/**
 * §9's types, plus `passport`: the timeline reminds of passport expiry (issue 14), and a
 * helper's passport is the one document besides the visa whose expiry ends the right to work.
 */
export const DOCUMENT_TYPES = [
  'contract',
  'visa',
  'passport',
  'form_407',
  'form_407e',
  'insurance',
  'medical',
  'other',
] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  contract: tk('Employment contract'),
  visa: tk('Visa'),
  passport: tk('Passport'),
  form_407: tk('Form ID 407 (standard employment contract)'),
  form_407e: tk('Form ID 407E (accommodation and domestic duties)'),
  insurance: tk('Insurance policy'),
  medical: tk('Medical report'),
  other: tk('Other'),
}

/** §4: expired once the expiry date is before today in Hong Kong; active otherwise. */
export const DOCUMENT_STATUSES = ['active', 'expired'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  active: tk('Valid'),
  expired: tk('Past expiry'),
}

export const DOCUMENT_UPLOADERS = ['employer', 'helper'] as const
export type DocumentUploader = (typeof DOCUMENT_UPLOADERS)[number]

/** §5 and §9: pdf, jpg, jpeg or png — by content, not by name — up to 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const
export const DOCUMENT_TITLE_MAX_LENGTH = 200

export const DOCUMENT_TOO_LARGE = tk('The file can be at most 10 MB.')
export const DOCUMENT_WRONG_TYPE = tk('The file must be a PDF, JPG or PNG.')
export const DOCUMENT_FILE_REQUIRED = tk('Please choose a file.')
export const DOCUMENT_EXPIRY_IN_PAST = tk('The expiry date cannot be in the past.')

/** The status a document has on `today` (both `YYYY-MM-DD` Hong Kong dates). */
export function documentStatusOn(expiryDate: string | null, today: string): DocumentStatus {
  return expiryDate !== null && expiryDate < today ? 'expired' : 'active'
}

const Uid = z.preprocess(
  blankToUndefined,
  z
    .string({ error: tk('This field is required.') })
    .trim()
    .min(1)
    .max(64),
)

/**
 * `POST /employments/documents/` (multipart): these fields plus the file part `file`. The file's
 * type and size and the expiry date against today are checked by the server (and the form).
 */
export const DocumentUploadInputSchema = z.object({
  employment: Uid,
  type: requiredChoice(DOCUMENT_TYPES, tk('Please choose a document type.')),
  title: requiredText(tk('Please give the document a title.'), DOCUMENT_TITLE_MAX_LENGTH),
  expiry_date: optionalDate(),
})
export type DocumentUploadInput = z.infer<typeof DocumentUploadInputSchema>

export const DocumentsQuerySchema = z.object({ employment_uid: Uid })

export const DocumentSchema = z.object({
  uid: z.string(),
  employment: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  type_display: z.string(),
  title: z.string(),
  /** The download URL (`GET /employments/documents/{uid}/file/`), for the two parties only. */
  file: z.string(),
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int(),
  expiry_date: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  uploaded_at: z.string(),
  uploaded_by: z.enum(DOCUMENT_UPLOADERS),
})
export type EmploymentDocument = z.infer<typeof DocumentSchema>

/** Newest first. */
export const DocumentListSchema = z.array(DocumentSchema)

export const DocumentDeletedSchema = z.object({ uid: z.string(), deleted: z.literal(true) })
export type DocumentDeleted = z.infer<typeof DocumentDeletedSchema>
