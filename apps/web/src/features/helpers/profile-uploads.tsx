import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Download, FileCheck2, ImageUp, Trash2 } from 'lucide-react'
import { tk } from '@hearth/shared/i18n-keys'
import { Button } from '../../components/ui/button'
import { FieldError } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { downloadPassport } from './helper-profile-api'

/** The server refuses files over 10 MB (413); checked here first so nothing large is sent. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const PASSPORT_TYPES = [...PHOTO_TYPES, 'application/pdf']

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0) {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** What each accepted type's first bytes are (the server checks the same way). */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  'application/pdf': (bytes) => startsWith(bytes, ascii('%PDF-')),
}

/** The type the file's content shows, whatever its name (and so the browser) says. */
async function contentType(file: File): Promise<string | null> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  return Object.keys(SIGNATURES).find((type) => SIGNATURES[type]?.(bytes)) ?? null
}

/**
 * The reason a chosen file cannot be sent, as a catalog key, or null. The content decides the
 * type: a text file renamed holiday.jpg is not a photo, though the browser calls it image/jpeg.
 */
export async function fileProblem(file: File, types: readonly string[], typeMessage: string) {
  if (file.size > MAX_UPLOAD_BYTES)
    return tk('The file is larger than 10 MB. Choose a smaller one.')
  const type = await contentType(file)
  return type && types.includes(type) ? null : typeMessage
}

/** Checks the file chosen in `input`, then reports it (or why it cannot be sent). */
async function checkChosen(
  input: HTMLInputElement,
  types: readonly string[],
  typeMessage: string,
  onFile: (file: File | null, problem: string | null) => void,
) {
  const chosen = input.files?.[0] ?? null
  const problem = chosen ? await fileProblem(chosen, types, typeMessage) : null
  // Another file was chosen meanwhile: that one's check reports.
  if ((input.files?.[0] ?? null) !== chosen) return
  if (problem) input.value = ''
  onFile(problem ? null : chosen, problem)
}

const PHOTO_TYPE_MESSAGE = tk('The photo must be a JPEG, PNG or WebP image.')

const FILE_INPUT_CLASSES =
  'block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-900 hover:file:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700'

type PhotoFieldProps = {
  currentUrl: string | null
  file: File | null
  removed: boolean
  error?: string
  onFile: (file: File | null, problem: string | null) => void
  onRemove: () => void
}

/** Profile photo with a preview: JPEG, PNG or WebP up to 10 MB. */
export function PhotoField({
  currentUrl,
  file,
  removed,
  error,
  onFile,
  onRemove,
}: PhotoFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  const shown = preview ?? (removed ? null : currentUrl)

  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start">
      <div className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-dashed border-stone-300 bg-stone-50">
        {shown ? (
          <img
            src={shown}
            alt={t('Your profile photo')}
            className="size-full object-cover"
            // Right bytes at the start but no picture after them: refuse it here, not on upload.
            onError={() => {
              if (!preview) return
              if (input.current) input.current.value = ''
              onFile(null, PHOTO_TYPE_MESSAGE)
            }}
          />
        ) : (
          <ImageUp aria-hidden="true" className="size-10 text-stone-400" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
          {t('Profile photo')}
        </label>
        <input
          id={id}
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={FILE_INPUT_CLASSES}
          onChange={(event) =>
            void checkChosen(event.target, PHOTO_TYPES, PHOTO_TYPE_MESSAGE, onFile)
          }
        />
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {t('A clear, friendly photo of your face. JPEG, PNG or WebP, up to 10 MB.')}
        </p>
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
        {shown ? (
          <Button variant="ghost" size="sm" className="mt-2" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Remove photo')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

type PassportFieldProps = {
  passportUrl: string | null | undefined
  file: File | null
  error?: string
  onFile: (file: File | null, problem: string | null) => void
}

/** Passport copy (images or PDF, up to 10 MB). Only its owner can download it again. */
export function PassportField({ passportUrl, file, error, onFile }: PassportFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)

  async function download(url: string) {
    setDownloading(true)
    setDownloadError(null)
    try {
      await downloadPassport(url)
    } catch (problem) {
      setDownloadError(
        problem instanceof ApiError ? problem.detail : t('An unexpected error occurred.'),
      )
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {t('Passport copy (optional)')}
      </label>
      {passportUrl ? (
        <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          <FileCheck2 aria-hidden="true" className="size-5" />
          <span>{t('A passport copy is on file.')}</span>
          <Button
            variant="secondary"
            size="sm"
            busy={downloading}
            busyLabel={t('Downloading…')}
            onClick={() => void download(passportUrl)}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('Download')}
          </Button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept={PASSPORT_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={FILE_INPUT_CLASSES}
        onChange={(event) =>
          void checkChosen(
            event.target,
            PASSPORT_TYPES,
            tk('The passport copy must be a JPEG, PNG or WebP image, or a PDF.'),
            onFile,
          )
        }
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
        {file
          ? t('Ready to upload: {{name}}', { name: file.name })
          : t('Only you can see it. A photo or scan (JPEG, PNG, WebP) or a PDF, up to 10 MB.')}
      </p>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {downloadError ? <FieldError id={`${id}-download`}>{downloadError}</FieldError> : null}
    </div>
  )
}
