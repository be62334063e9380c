import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Upload } from 'lucide-react'
import {
  DOCUMENT_EXPIRY_IN_PAST,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TITLE_MAX_LENGTH,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  DOCUMENT_WRONG_TYPE,
  type DocumentType,
} from '@hearth/shared/documents'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import { Button } from '../../components/ui/button'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { useUploadDocument } from './documents-api'
import { Alert } from '../../components/ui/alert'
import { useTimedMessage } from '../../lib/use-timed-message'

type Fields = { type: DocumentType | ''; title: string; expiry_date: string }
type FieldName = keyof Fields | 'file'
export type UploadErrors = Partial<Record<FieldName, string>>

const TYPE_REQUIRED = tk('Please choose a document type.')
const TITLE_REQUIRED = tk('Please give the document a title.')

/** The file's own problem, if any: pdf, jpg, jpeg or png, up to 10 MB (§5). */
export function fileProblem(file: File): string | undefined {
  const name = file.name.toLowerCase()
  if (!DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return DOCUMENT_WRONG_TYPE
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_LARGE
  return undefined
}

/** The form's rules as the server applies them (the server still judges the file by content). */
export function validateUpload(
  fields: Fields,
  file: File | undefined,
  today: string,
): UploadErrors {
  const errors: UploadErrors = {}
  if (!fields.type) errors.type = TYPE_REQUIRED
  if (!fields.title.trim()) errors.title = TITLE_REQUIRED
  if (!file) errors.file = DOCUMENT_FILE_REQUIRED
  else {
    const problem = fileProblem(file)
    if (problem) errors.file = problem
  }
  if (fields.expiry_date && fields.expiry_date < today) errors.expiry_date = DOCUMENT_EXPIRY_IN_PAST
  return errors
}

const EMPTY: Fields = { type: '', title: '', expiry_date: '' }

/**
 * The upload form of the documents area (docs/spec/employment.md §2, §5): either party. Its
 * outcome shows beside Upload, where the phone's screen is (issue 27 item 12: at the top of the
 * panel it was off-screen).
 */
export function DocumentUploadForm({
  viewer,
  employmentUid,
}: {
  viewer: string
  employmentUid: string
}) {
  const { t } = useTranslation()
  const { message, show: onDone } = useTimedMessage(8000)
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [file, setFile] = useState<File | undefined>()
  const [errors, setErrors] = useState<UploadErrors>({})
  const [fileInputKey, setFileInputKey] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const upload = useUploadDocument(viewer, employmentUid)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const today = hongKongToday()

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }
  const err = (name: FieldName) => (errors[name] ? t(errors[name]) : undefined)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateUpload(fields, file, today)
    setErrors(found)
    if (Object.keys(found).length > 0 || !file || !fields.type) {
      focusFirstError()
      return
    }
    upload.mutate(
      {
        employment: employmentUid,
        type: fields.type,
        title: fields.title.trim(),
        file,
        expiry_date: fields.expiry_date,
      },
      {
        onSuccess: (saved) => {
          setFields(EMPTY)
          setFile(undefined)
          setFileInputKey((key) => key + 1)
          onDone({ tone: 'success', text: t('“{{title}}” was uploaded.', { title: saved.title }) })
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            const serverErrors: UploadErrors = {}
            for (const name of ['type', 'title', 'expiry_date', 'file'] as const) {
              const messages = error.fields[name]
              if (messages?.length) serverErrors[name] = messages.join(' ')
            }
            setErrors(serverErrors)
            focusFirstError()
          }
          onDone({
            tone: 'error',
            text:
              error instanceof ApiError && error.detail
                ? error.detail
                : t('The document could not be uploaded. Please try again.'),
          })
        },
      },
    )
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="document-upload-title"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="document-upload-title" className="text-lg font-bold text-stone-900">
        {t('Upload a document')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('Document type')}
          required
          placeholder={t('Choose a type')}
          value={fields.type}
          onChange={(event) => set('type')(event.target.value)}
          options={DOCUMENT_TYPES.map((type) => ({
            value: type,
            label: t(DOCUMENT_TYPE_LABELS[type]),
          }))}
          error={err('type')}
        />
        <TextField
          label={t('Title')}
          required
          maxLength={DOCUMENT_TITLE_MAX_LENGTH}
          value={fields.title}
          onChange={(event) => set('title')(event.target.value)}
          error={err('title')}
        />
        <TextField
          key={fileInputKey}
          type="file"
          label={t('File')}
          required
          accept={DOCUMENT_EXTENSIONS.join(',')}
          hint={t('PDF, JPG or PNG, up to 10 MB.')}
          error={err('file')}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            setFile(chosen)
            setErrors((current) => ({ ...current, file: chosen ? fileProblem(chosen) : undefined }))
          }}
        />
        <TextField
          type="date"
          label={t('Expiry date (optional)')}
          min={today}
          value={fields.expiry_date}
          onChange={(event) => set('expiry_date')(event.target.value)}
          hint={t('Leave it empty when the document does not expire.')}
          error={err('expiry_date')}
        />
      </div>
      <div aria-live="polite">
        {message ? (
          <Alert tone={message.tone === 'error' ? 'error' : 'success'}>{message.text}</Alert>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={upload.isPending} busyLabel={t('Uploading…')}>
          <Upload aria-hidden="true" className="size-4" />
          {t('Upload')}
        </Button>
      </div>
    </form>
  )
}
