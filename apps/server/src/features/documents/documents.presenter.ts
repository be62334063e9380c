import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import { API_BASE_PATH } from '@hearth/shared/config'
import {
  DOCUMENT_TYPE_LABELS,
  documentStatusOn,
  type DocumentType,
  type DocumentUploader,
  type EmploymentDocument,
} from '@hearth/shared/documents'
import type { Language } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { DocumentRow } from './documents.repository'

/** Where a party downloads the file (`GET /employments/documents/{uid}/file/`). */
export function documentFileUrl(uid: string): string {
  return `${API_BASE_PATH}${apiPath(API_PATHS.documents.file, { uid })}`
}

/** A document as both parties read it (docs/spec/employment.md §3 "Document"); `today` is HK's. */
export function presentDocument(
  row: DocumentRow,
  lang: Language,
  today: string,
): EmploymentDocument {
  const type = row.type as DocumentType
  return {
    uid: row.uid,
    employment: row.employmentUid,
    type,
    type_display: translate(DOCUMENT_TYPE_LABELS[type], lang),
    title: row.title,
    file: documentFileUrl(row.uid),
    file_name: row.fileName,
    content_type: row.contentType as EmploymentDocument['content_type'],
    size: row.size,
    expiry_date: row.expiryDate,
    status: documentStatusOn(row.expiryDate, today),
    uploaded_at: row.createdAt.toISOString(),
    uploaded_by: row.uploadedBy as DocumentUploader,
  }
}
