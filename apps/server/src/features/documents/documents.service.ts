import {
  DOCUMENT_EXPIRY_IN_PAST,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_WRONG_TYPE,
  type DocumentUploadInput,
  type EmploymentDocument,
} from '@hearth/shared/documents'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { accessKindOfDocumentType, logDocumentAccess } from '../../lib/document-access'
import { AppError } from '../../lib/errors'
import type { StoredFile } from '../../lib/downloads'
import { newUid } from '../../lib/tokens'
import { detectFileType, type DetectedType } from '../../lib/uploads'
import { findEmploymentForParty } from '../contracts/employments.service'
import { presentDocument } from './documents.presenter'
import * as repo from './documents.repository'
import { fieldError } from '../../lib/app-error'

// Employment documents (docs/spec/employment.md §2 "Documents area", §3 "Document", §5 upload
// rules, §6: either party uploads, both read, the employer deletes). Everyone else gets 404.

const employmentNotFound = () => new AppError('not_found', tk('Employment not found.'))
const documentNotFound = () => new AppError('not_found', tk('Document not found.'))
const FOLDER = 'employment-documents'

function todayIn(deps: AppDeps): string {
  return hongKongToday(deps.clock())
}

async function employmentOf(deps: AppDeps, actor: Actor, employmentUid: string) {
  const employment = await findEmploymentForParty(deps, employmentUid, actor)
  if (!employment) throw employmentNotFound()
  return employment
}

/** The type by content (pdf, jpg/jpeg, png); the name and the declared type are never trusted. */
export function detectDocumentType(data: Buffer): DetectedType | undefined {
  const type = detectFileType(data)
  return type && type.mime !== 'image/webp' ? type : undefined
}

const EXTENSIONS_OF: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
}

/**
 * The name to keep and to download under: the sent name without any folder part or control
 * characters, at most 150 characters, ending in an extension of the type the bytes really are.
 */
export function documentFileName(sent: string | undefined, type: DetectedType): string {
  const base = (sent ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}|"/gu, '')
    .trim()
    .slice(0, 150)
  const extension = /\.([^.]+)$/.exec(base)?.[1]?.toLowerCase()
  if (!base || base.startsWith('.')) return `document.${type.extension}`
  return extension && EXTENSIONS_OF[type.mime]?.includes(extension)
    ? base
    : `${base}.${type.extension}`
}

/** `GET /employments/documents/?employment_uid=`: both parties, newest first. */
export async function listDocuments(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  employmentUid: string,
): Promise<EmploymentDocument[]> {
  const employment = await employmentOf(deps, actor, employmentUid)
  const rows = await repo.documentsOfEmployment(deps.db, employment.uid)
  const today = todayIn(deps)
  return rows.map((row) => presentDocument(row, lang, today))
}

/** `POST /employments/documents/` (multipart): either party of the employment. */
export async function uploadDocument(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  input: DocumentUploadInput,
  file: { data: Buffer | undefined; name: string | undefined },
): Promise<EmploymentDocument> {
  const employment = await employmentOf(deps, actor, input.employment)
  const today = todayIn(deps)
  if (!file.data) throw fieldError('invalid', 'file', DOCUMENT_FILE_REQUIRED)
  if (input.expiry_date && input.expiry_date < today)
    throw fieldError('invalid', 'expiry_date', DOCUMENT_EXPIRY_IN_PAST)
  if (file.data.length > DOCUMENT_MAX_BYTES)
    throw fieldError('payload_too_large', 'file', DOCUMENT_TOO_LARGE)
  const type = detectDocumentType(file.data)
  if (!type) throw fieldError('unsupported_media_type', 'file', DOCUMENT_WRONG_TYPE)

  const key = await deps.files.put(FOLDER, type.extension, file.data)
  try {
    const row = await repo.insertDocument(deps.db, {
      uid: newUid(),
      employmentUid: employment.uid,
      employerProfileUid: employment.employerProfileUid,
      helperProfileUid: employment.helperProfileUid,
      type: input.type,
      title: input.title,
      fileKey: key,
      fileName: documentFileName(file.name, type),
      contentType: type.mime,
      size: file.data.length,
      expiryDate: input.expiry_date ?? null,
      uploadedBy: employment.party,
      createdAt: deps.clock(),
    })
    return presentDocument(row, lang, today)
  } catch (error) {
    await deps.files.remove(key).catch(() => undefined)
    throw error
  }
}

async function documentForParty(deps: AppDeps, actor: Actor, uid: string) {
  const profileUid = actor.role === 'employer' ? actor.employerProfileUid : actor.helperProfileUid
  const row = profileUid ? await repo.findDocumentForParty(deps.db, uid, profileUid) : undefined
  if (!row) throw documentNotFound()
  return row
}

/** The stored file, to the employment's two parties only. */
export async function readDocumentFile(
  deps: AppDeps,
  actor: Actor,
  uid: string,
): Promise<StoredFile & { type: string; fileName: string }> {
  const row = await documentForParty(deps, actor, uid)
  const file = await deps.files.read(row.fileKey)
  if (!file) throw documentNotFound()
  await logDocumentAccess(deps.db, {
    owner:
      row.uploadedBy === 'employer'
        ? { employerProfileUid: row.employerProfileUid }
        : { helperProfileUid: row.helperProfileUid },
    accessor: actor,
    kind: accessKindOfDocumentType(row.type),
    ref: row.uid,
    label: row.title || row.fileName,
  })
  return { ...file, type: row.contentType, fileName: row.fileName }
}

/** `DELETE /employments/documents/{uid}/`: the employer only (the helper 403, others 404). */
export async function deleteDocument(
  deps: AppDeps,
  actor: Actor,
  uid: string,
): Promise<{ uid: string; deleted: true }> {
  const row = await documentForParty(deps, actor, uid)
  if (row.employerProfileUid !== (actor.role === 'employer' ? actor.employerProfileUid : null)) {
    throw new AppError('permission_denied', tk('Only the employer can delete a document.'))
  }
  const deleted = await repo.deleteDocument(deps.db, row.uid)
  if (!deleted) throw documentNotFound()
  // The row is gone: a failed removal leaves an orphan object behind, never a row without a file.
  await Promise.allSettled([deps.files.remove(deleted.fileKey)])
  return { uid: deleted.uid, deleted: true }
}

/**
 * For the timeline's reminders (features/timeline/timeline-sources.ts): an employment's documents that have an
 * expiry date, soonest first. The caller has already checked who may see the employment.
 */
export async function documentExpiriesOf(
  deps: AppDeps,
  employmentUid: string,
): Promise<{ uid: string; type: string; title: string; expiryDate: string }[]> {
  const rows = await repo.expiringDocumentsOfEmployment(deps.db, employmentUid)
  return rows.map((row) => ({
    uid: row.uid,
    type: row.type,
    title: row.title,
    expiryDate: row.expiryDate!,
  }))
}
