import { z } from 'zod'
import { tk } from './i18n-keys'

// A person's rights over their data (issue 25, ADR 0029): a copy of everything Hearth holds on
// them, who opened their documents, and deleting the account.

export const EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

/** How long a finished export can be downloaded. */
export const EXPORT_LINK_HOURS = 24
/** One export an hour per account. */
export const EXPORT_INTERVAL_MINUTES = 60

export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  /** When the link stops working (24 hours after it was ready). */
  expires_at: z.string().nullable(),
  /** The ZIP, while `ready`: a link that needs no session, valid until `expires_at`. */
  download_url: z.string().nullable(),
  size: z.number().int().nullable(),
})

export type DataExport = z.infer<typeof DataExportSchema>

export const DataExportOrNoneSchema = DataExportSchema.nullable()

export const ExportDownloadQuerySchema = z.object({ token: z.string().min(1).max(200) })

export const DOCUMENT_ACCESS_KINDS = [
  'passport',
  'visa',
  'verification',
  'leave',
  'employment',
] as const
export type DocumentAccessKind = (typeof DOCUMENT_ACCESS_KINDS)[number]

export const ACCESSOR_ROLES = ['employer', 'helper', 'operator'] as const

export const DocumentAccessSchema = z.object({
  id: z.string(),
  accessed_at: z.string(),
  kind: z.enum(DOCUMENT_ACCESS_KINDS),
  /** The document's title or file name as it stands (null once the document is gone). */
  document: z.string().nullable(),
  accessor: z.object({
    role: z.enum(ACCESSOR_ROLES),
    /** The employer's or helper's name; null for Hearth's staff, who are not named. */
    name: z.string().nullable(),
  }),
})

export type DocumentAccess = z.infer<typeof DocumentAccessSchema>

export const DocumentAccessListSchema = z.object({
  count: z.number().int(),
  results: z.array(DocumentAccessSchema),
})
export type DocumentAccessList = z.infer<typeof DocumentAccessListSchema>

export const ACCOUNT_DATA_MESSAGES = {
  passwordRequired: tk('Please enter your password.'),
  wrongPassword: tk('This password is not correct.'),
  activeEmployment: tk(
    'You employ a helper through Hearth. End the employment, or hand it over, before you delete your account.',
  ),
  deleted: tk('Your account is deleted. We are sorry to see you go.'),
  exportNotFound: tk('This export does not exist.'),
  exportExpired: tk('This download link has expired. Please ask for a new export.'),
  exportOnceAnHour: tk(
    'You can ask for one export an hour. Please wait {{minutes}} minutes and try again.',
  ),
} as const

export const DeleteAccountInputSchema = z.object({
  password: z
    .string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_DATA_MESSAGES.passwordRequired)
    .max(200),
})
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>
