import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LockKeyhole, Send } from 'lucide-react'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import {
  VERIFICATION_NAME_MAX_LENGTH,
  VerificationRequestInputSchema,
} from '@hearth/shared/verification'
import { Button } from '../../components/ui/button'
import { OutcomeAlert, outcomeOf, type Outcome } from '../../components/ui/outcome'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { useRequestVerification, type VerificationRequestBody } from './verification-api'
import type { VerificationParty } from './verification-labels'

/** The server refuses files over 10 MB (413): checked here first, so nothing large is sent. */
export const VERIFICATION_MAX_BYTES = 10 * 1024 * 1024
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

const FILE_REQUIRED = tk('Choose the file of your document.')
const FILE_WRONG_TYPE = tk('Choose a PDF, JPG or PNG file.')
const FILE_TOO_LARGE = tk('This file is over 10 MB. Choose a smaller file.')
const EXPIRY_REQUIRED = tk('Enter the date your visa ends.')
const EXPIRY_PASSED = tk('This date has passed. Send your new visa.')

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The first bytes of each accepted type: the server judges the file by its content too. */
const SIGNATURES: readonly (readonly number[])[] = [
  ascii('%PDF-'),
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
]

/** Why the file cannot be sent (a catalog key), or null: a PDF, JPG or PNG by content, ≤ 10 MB. */
export async function documentProblem(file: File): Promise<string | null> {
  if (file.size > VERIFICATION_MAX_BYTES) return FILE_TOO_LARGE
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  const known = SIGNATURES.some((signature) =>
    signature.every((byte, index) => bytes[index] === byte),
  )
  return known ? null : FILE_WRONG_TYPE
}

type FieldName = 'full_name' | 'expires_on' | 'document'
type Errors = Partial<Record<FieldName, string>>
const FIELD_NAMES: readonly FieldName[] = ['full_name', 'expires_on', 'document']

/** The typed fields' problems, with the shared schema's words and the helper's expiry rules. */
function fieldProblems(
  party: VerificationParty,
  fullName: string,
  expiresOn: string,
  today: string,
): Errors {
  const errors: Errors = {}
  const parsed = VerificationRequestInputSchema.safeParse({
    kind: party === 'helper' ? 'helper_identity' : 'employer_identity',
    full_name: fullName,
    expires_on: party === 'helper' ? expiresOn : '',
  })
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if ((field === 'full_name' || field === 'expires_on') && !errors[field])
        errors[field] = issue.message
    }
  if (party === 'helper' && !errors.expires_on) {
    if (!expiresOn) errors.expires_on = EXPIRY_REQUIRED
    else if (expiresOn < today) errors.expires_on = EXPIRY_PASSED
  }
  return errors
}

/**
 * The request (issue 24): which document and why, who sees it, the name as on it, a helper's
 * visa expiry, and the file (a PDF, JPG or PNG up to 10 MB). A failure shows beside Send; the
 * server's field messages go beside their inputs.
 */
export function VerificationForm({
  party,
  viewer,
  outcome,
  onOutcome,
}: {
  party: VerificationParty
  viewer: string
  /** The last send's outcome: the panel keeps it, so it outlives the form (a 409, a success). */
  outcome: Outcome | null
  onOutcome: (outcome: Outcome | null) => void
}) {
  const { t } = useTranslation()
  const [fullName, setFullName] = useState('')
  const [expiresOn, setExpiresOn] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const request = useRequestVerification(viewer)
  const today = hongKongToday()
  const isHelper = party === 'helper'

  const err = (name: FieldName) => (errors[name] ? t(errors[name]) : undefined)
  const clear = (name: FieldName) => setErrors((current) => ({ ...current, [name]: undefined }))

  async function onFileChosen(input: HTMLInputElement) {
    const chosen = input.files?.[0] ?? null
    clear('document')
    setFile(chosen)
    if (!chosen) return
    const problem = await documentProblem(chosen)
    // Another file was chosen meanwhile: that one's check reports.
    if (!problem || (input.files?.[0] ?? null) !== chosen) return
    input.value = ''
    setFile(null)
    setErrors((current) => ({ ...current, document: problem }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (request.isPending) return
    onOutcome(null)
    const found = fieldProblems(party, fullName, expiresOn, today)
    const problem = file ? await documentProblem(file) : (errors.document ?? FILE_REQUIRED)
    if (problem) found.document = problem
    setErrors(found)
    if (Object.keys(found).length > 0 || !file) {
      focusFirstError()
      return
    }
    const body: VerificationRequestBody = {
      kind: isHelper ? 'helper_identity' : 'employer_identity',
      fullName: fullName.trim(),
      expiresOn: isHelper ? expiresOn : '',
      document: file,
    }
    request.mutate(body, {
      onSuccess: () =>
        onOutcome({
          kind: 'success',
          text: t('Thank you. Your document was sent to Hearth’s team.'),
        }),
      onError: (error) => {
        const placed = new Set<string>()
        if (error instanceof ApiError) {
          const serverErrors: Errors = {}
          for (const name of FIELD_NAMES) {
            const messages = error.fields[name]
            if (!messages?.length) continue
            serverErrors[name] = messages.join(' ')
            placed.add(name)
          }
          setErrors(serverErrors)
          if (placed.size > 0) focusFirstError()
        }
        onOutcome(outcomeOf(error, t('Your request could not be sent.'), placed))
      },
    })
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="verification-form-title"
      className="space-y-5"
    >
      <div className="space-y-2">
        <h3 id="verification-form-title" className="text-base font-bold text-stone-900">
          {t('Which document to send')}
        </h3>
        <p className="text-stone-800">
          {isHelper
            ? t(
                'Your current visa or e-Visa page. If you are still abroad, your passport’s data page (the page with your photo).',
              )
            : t(
                'A proof of address in your name, dated within the last three months: a utility bill, a bank letter or a tenancy agreement.',
              )}
        </p>
        <p className="text-sm text-stone-700">
          {isHelper
            ? t('We check that it is you and that your visa is valid.')
            : t('We check your name and that you live in Hong Kong.')}
        </p>
      </div>
      <div className="flex gap-3 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm leading-6 text-stone-800">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
        <p>
          {isHelper
            ? t(
                'Only Hearth’s team sees your document, and only to check it. We never show it to employers or anyone else. Hong Kong’s privacy law protects your personal data.',
              )
            : t(
                'Only Hearth’s team sees your document, and only to check it. We never show it to helpers or anyone else. Hong Kong’s privacy law protects your personal data.',
              )}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('Your full name, as written on the document')}
          hint={t('We can only give the badge when the names match.')}
          required
          autoComplete="name"
          maxLength={VERIFICATION_NAME_MAX_LENGTH}
          value={fullName}
          onChange={(event) => {
            setFullName(event.target.value)
            clear('full_name')
          }}
          error={err('full_name')}
        />
        {isHelper ? (
          <TextField
            type="date"
            label={t('Visa expiry date')}
            hint={t('The date your visa ends, as written on it.')}
            required
            min={today}
            value={expiresOn}
            onChange={(event) => {
              setExpiresOn(event.target.value)
              clear('expires_on')
            }}
            error={err('expires_on')}
          />
        ) : null}
        <TextField
          type="file"
          className={isHelper ? '' : 'sm:col-span-2'}
          label={t('Your document')}
          hint={t('A PDF, JPG or PNG file, up to 10 MB. A clear photo of the whole page is fine.')}
          required
          accept={ACCEPT}
          onChange={(event) => void onFileChosen(event.currentTarget)}
          error={err('document')}
        />
      </div>
      <div aria-live="polite">
        <OutcomeAlert outcome={outcome} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={request.isPending} busyLabel={t('Sending your document…')}>
          <Send aria-hidden="true" className="size-4" />
          {t('Send for checking')}
        </Button>
      </div>
    </form>
  )
}
