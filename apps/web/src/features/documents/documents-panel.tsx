import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Download, FileText, Trash2 } from 'lucide-react'
import {
  DOCUMENT_STATUS_LABELS,
  type DocumentStatus,
  type EmploymentDocument,
} from '@hearth/shared/documents'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { EmptyNote } from '../../components/ui/empty-note'
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge'
import { ApiError } from '../../lib/api-error'
import { formatHongKongDate } from '../../lib/format-date'
import { currentLanguage } from '../../lib/i18n'
import { useTimedMessage } from '../../lib/use-timed-message'
import { downloadDocument, useDeleteDocument, useDocuments } from './documents-api'
import { DocumentUploadForm } from './document-upload-form'
import { QueryState } from '../../components/ui/query-state'

function formatDay(date: string): string {
  return formatHongKongDate(date, currentLanguage()) ?? date
}

const STATUS_TONES: Record<DocumentStatus, BadgeTone> = { active: 'success', expired: 'danger' }

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation()
  return (
    <StatusBadge tone={STATUS_TONES[status]} name={t('Document status:')}>
      {t(DOCUMENT_STATUS_LABELS[status])}
    </StatusBadge>
  )
}

/**
 * One employment's documents (docs/spec/employment.md §2 "Documents area"): the list with each
 * document's type, title, expiry and status, download for both parties, delete for the employer
 * (after a confirmation), and the upload form. Messages stay on the page.
 */
export function DocumentsPanel({
  viewer,
  employmentUid,
  canDelete,
}: {
  viewer: string
  employmentUid: string
  canDelete: boolean
}) {
  const { t } = useTranslation()
  const documents = useDocuments(viewer, employmentUid)
  const remove = useDeleteDocument(viewer, employmentUid)
  const { message, show } = useTimedMessage(8000)
  const [deleting, setDeleting] = useState<EmploymentDocument | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  function onDownload(document: EmploymentDocument) {
    downloadDocument(document).catch((error: unknown) =>
      show({
        tone: 'error',
        text:
          error instanceof ApiError && error.status === 404
            ? t('This document is no longer available.')
            : t('The download failed. Please try again.'),
      }),
    )
  }

  function onConfirmDelete() {
    if (!deleting) return
    setDeleteError(null)
    remove.mutate(deleting.uid, {
      onSuccess: () => {
        show({ tone: 'success', text: t('“{{title}}” was deleted.', { title: deleting.title }) })
        setDeleting(null)
      },
      onError: (error) =>
        setDeleteError(
          error instanceof ApiError && error.detail
            ? error.detail
            : t('The document could not be deleted. Please try again.'),
        ),
    })
  }

  return (
    <div className="space-y-6">
      <div aria-live="polite">
        {message ? (
          <Alert tone={message.tone === 'error' ? 'error' : 'success'}>{message.text}</Alert>
        ) : null}
      </div>
      <section aria-labelledby="documents-list-title">
        <h2 id="documents-list-title" className="mb-3 text-xl font-bold text-stone-900">
          {t('Documents')}
        </h2>
        <QueryState
          query={documents}
          inline
          loading={t('Loading documents…')}
          failed={t('The documents could not be loaded.')}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyNote>
              {t('No documents yet. Upload the contract, visa or insurance policy below.')}
            </EmptyNote>
          }
        >
          {(data) => (
            <>
              <ul className="space-y-3">
                {data.map((document) => (
                  <li key={document.uid}>
                    <DocumentItem
                      document={document}
                      canDelete={canDelete}
                      onDownload={() => onDownload(document)}
                      onDelete={() => {
                        setDeleteError(null)
                        setDeleting(document)
                      }}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </section>
      <DocumentUploadForm viewer={viewer} employmentUid={employmentUid} />
      {canDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          title={t('Delete this document?')}
          confirmLabel={t('Delete document')}
          busy={remove.isPending}
          busyLabel={t('Removing…')}
          onConfirm={onConfirmDelete}
          onCancel={() => setDeleting(null)}
          error={deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
        >
          <p>
            {t('“{{title}}” and its file will be removed for you and your helper.', {
              title: deleting?.title ?? '',
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  )
}

function DocumentItem({
  document,
  canDelete,
  onDownload,
  onDelete,
}: {
  document: EmploymentDocument
  canDelete: boolean
  onDownload: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const titleId = `document-${document.uid}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-orange-700" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-lg font-bold break-words text-stone-900">
              {document.title}
            </h3>
            <DocumentStatusBadge status={document.status} />
          </div>
          <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold text-stone-600">{t('Type')}: </dt>
              <dd className="inline text-stone-900">{document.type_display}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-stone-600">{t('Expiry date')}: </dt>
              <dd className="inline text-stone-900">
                {document.expiry_date ? formatDay(document.expiry_date) : t('Does not expire')}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold text-stone-600">{t('Uploaded')}: </dt>
              <dd className="inline text-stone-900">
                {document.uploaded_by === 'employer'
                  ? t('{{date}} by the employer', { date: formatDay(document.uploaded_at) })
                  : t('{{date}} by the helper', { date: formatDay(document.uploaded_at) })}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="inline font-semibold text-stone-600">{t('File')}: </dt>
              <dd className="inline break-all text-stone-900">{document.file_name}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onDownload}>
          <Download aria-hidden="true" className="size-4" />
          {t('Download file')}
          <span className="sr-only">: {document.title}</span>
        </Button>
        {canDelete ? (
          <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-800">
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Delete')}
            <span className="sr-only">: {document.title}</span>
          </Button>
        ) : null}
      </div>
    </article>
  )
}
