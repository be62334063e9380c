import { useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import {
  DURATION_LABELS,
  DURATION_TYPES,
  LEAVE_DOCUMENT_MAX_BYTES,
  LEAVE_TYPE_LABELS,
  LeaveRequestInputSchema,
  type LeaveRequest,
} from '@hearth/shared/leaves'
import { Button } from '../../components/ui/button'
import { CheckboxField } from '../../components/ui/checkbox-field'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { formatDays } from './employment-format'
import { useSaveLeaveRequest, type LeaveRequestBody } from './leave-api'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'

/** §9: the apply form offers annual, sick, public_holiday and other; the schema maps them. */
const TYPE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'AN', label: LEAVE_TYPE_LABELS.AN },
  { value: 'SL', label: LEAVE_TYPE_LABELS.SL },
  { value: 'ML', label: LEAVE_TYPE_LABELS.ML },
  { value: 'NP', label: LEAVE_TYPE_LABELS.NP },
  { value: 'public_holiday', label: tk('Public holiday (annual leave on the non-holiday days)') },
  { value: 'other', label: tk('Other (no-pay leave)') },
]

const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx']
export const START_IN_PAST = tk('Choose today or a later date.')
export const DOCUMENT_TOO_BIG = tk('Each document must be 10 MB or smaller.')
export const DOCUMENT_WRONG_TYPE = tk('Attach a PDF, JPG, PNG or Word (DOC, DOCX) file.')

type Fields = {
  leave_type_code: string
  duration_type: string
  from_date: string
  to_date: string
  reason: string
  /** 'true' or 'false': sick leave supported by a medical certificate (EO s.33(4)). */
  medical_certificate: string
}
type FieldName = keyof Fields | 'document1' | 'document2'
type Errors = Partial<Record<FieldName, string>>

/** A document's problem before upload: its type by name, its size. */
export function documentProblem(file: File): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!DOCUMENT_EXTENSIONS.includes(extension)) return DOCUMENT_WRONG_TYPE
  if (file.size > LEAVE_DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_BIG
  return undefined
}

/** The form's checks: the shared schema's, today's date, the documents. */
export function validateLeaveForm(
  fields: Fields,
  employment: string,
  documents: { document1?: File | null; document2?: File | null },
  today = hongKongToday(),
): Errors {
  const errors: Errors = {}
  const parsed = LeaveRequestInputSchema.safeParse({ ...fields, employment })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0]
      if (typeof name === 'string' && name in fields && !errors[name as FieldName])
        errors[name as FieldName] = issue.message
    }
  }
  if (!errors.from_date && fields.from_date && fields.from_date < today)
    errors.from_date = START_IN_PAST
  for (const slot of ['document1', 'document2'] as const) {
    const file = documents[slot]
    const problem = file ? documentProblem(file) : undefined
    if (problem) errors[slot] = problem
  }
  return errors
}

function initialFields(request: LeaveRequest | null): Fields {
  return request
    ? {
        leave_type_code: request.leave_type_code,
        duration_type: request.duration_type,
        from_date: request.from_date,
        to_date: request.to_date,
        reason: request.reason,
        medical_certificate: String(request.medical_certificate),
      }
    : {
        leave_type_code: 'AN',
        duration_type: 'FD',
        from_date: '',
        to_date: '',
        reason: '',
        medical_certificate: 'false',
      }
}

/** The apply / edit form in a modal (docs/spec/employment.md §2, §5 leave form). */
export function LeaveRequestDialog({
  open,
  employmentUid,
  request,
  onClose,
  onSaved,
}: {
  open: boolean
  employmentUid: string
  /** The SU request being edited, or null to apply. */
  request: LeaveRequest | null
  onClose: () => void
  onSaved: (text: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto max-w-xl overflow-y-auto rounded-2xl bg-white p-4 shadow-xl focus:outline-none sm:inset-x-4 sm:top-10 sm:bottom-10 sm:p-6">
          <Dialog.Title className="text-xl font-bold text-stone-900">
            {request ? t('Edit leave request') : t('Apply for leave')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            {t('Every field is needed except the documents, which are optional.')}
          </Dialog.Description>
          {open ? (
            <LeaveRequestForm
              key={request?.id ?? 'new'}
              employmentUid={employmentUid}
              request={request}
              onClose={onClose}
              onSaved={onSaved}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const SERVER_FIELDS: readonly FieldName[] = [
  'leave_type_code',
  'duration_type',
  'from_date',
  'to_date',
  'reason',
  'document1',
  'document2',
]

function LeaveRequestForm({
  employmentUid,
  request,
  onClose,
  onSaved,
}: {
  employmentUid: string
  request: LeaveRequest | null
  onClose: () => void
  onSaved: (text: string) => void
}) {
  const { t } = useTranslation()
  const [fields, setFields] = useState<Fields>(() => initialFields(request))
  const [documents, setDocuments] = useState<{ document1?: File | null; document2?: File | null }>(
    {},
  )
  const [errors, setErrors] = useState<Errors>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const save = useSaveLeaveRequest(employmentUid)
  const today = hongKongToday()
  const oneDay = fields.from_date !== '' && fields.from_date === fields.to_date

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => {
      const next = { ...current, [name]: value }
      // A half day only exists on a one-day request.
      if ((name === 'from_date' || name === 'to_date') && next.from_date !== next.to_date)
        next.duration_type = 'FD'
      return next
    })
    setErrors((current) => ({ ...current, [name]: undefined }))
  }
  const err = (name: FieldName) => (errors[name] ? t(errors[name]) : undefined)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const found = validateLeaveForm(fields, employmentUid, documents, today)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'error', text: t('Please correct errors before proceeding.') })
      return
    }
    const { medical_certificate: certificate, ...rest } = fields
    const body: LeaveRequestBody = {
      ...rest,
      ...(fields.leave_type_code === 'SL' ? { medical_certificate: certificate } : {}),
      employment: employmentUid,
      ...documents,
    }
    save.mutate(
      { id: request?.id ?? null, body },
      {
        onSuccess: (saved) =>
          onSaved(
            request
              ? t('Leave request updated. Working days it uses: {{days}}.', {
                  days: formatDays(saved.days),
                })
              : t('Leave request sent. Working days it uses: {{days}}.', {
                  days: formatDays(saved.days),
                }),
          ),
        onError: (error) => {
          if (error instanceof ApiError) {
            const serverErrors: Errors = {}
            for (const name of SERVER_FIELDS) {
              const messages = error.fields[name]
              if (messages?.length) serverErrors[name] = messages.join(' ')
            }
            setErrors(serverErrors)
          }
          setOutcome(outcomeOf(error, t('Failed to create leave request.')))
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <OutcomeAlert outcome={outcome} />
      <SelectField
        label={t('Leave type')}
        required
        value={fields.leave_type_code}
        onChange={(event) => set('leave_type_code')(event.target.value)}
        options={TYPE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        error={err('leave_type_code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('First day of leave')}
          required
          min={today}
          value={fields.from_date}
          onChange={(event) => set('from_date')(event.target.value)}
          error={err('from_date')}
        />
        <TextField
          type="date"
          label={t('Last day of leave')}
          required
          min={fields.from_date || today}
          value={fields.to_date}
          onChange={(event) => set('to_date')(event.target.value)}
          error={err('to_date')}
        />
      </div>
      <SelectField
        label={t('Duration')}
        required
        value={fields.duration_type}
        onChange={(event) => set('duration_type')(event.target.value)}
        options={DURATION_TYPES.filter(
          (type) => oneDay || type === 'FD' || type === fields.duration_type,
        ).map((type) => ({ value: type, label: t(DURATION_LABELS[type]) }))}
        hint={t(
          'A morning or afternoon is possible when the leave starts and ends on the same day.',
        )}
        error={err('duration_type')}
      />
      {fields.leave_type_code === 'SL' ? (
        <CheckboxField
          label={t('I have a medical certificate for these days')}
          hint={t(
            'Sickness allowance is paid only for sick leave of 4 days or more supported by a medical certificate (Employment Ordinance s.33). Attach it below if you can.',
          )}
          checked={fields.medical_certificate === 'true'}
          onChange={(event) => set('medical_certificate')(String(event.target.checked))}
        />
      ) : null}
      <TextAreaField
        label={t('Reason for leave')}
        required
        rows={3}
        value={fields.reason}
        onChange={(event) => set('reason')(event.target.value)}
        error={err('reason')}
      />
      {(['document1', 'document2'] as const).map((slot, index) => {
        const attached = request?.[slot] ? request[slot] : null
        const removed = documents[slot] === null
        return (
          <div key={slot} className="space-y-2">
            {attached ? (
              <CheckboxField
                label={t('Remove the attached document {{number}}', { number: index + 1 })}
                checked={removed}
                onChange={(event) => {
                  const remove = event.target.checked
                  setDocuments((current) => ({ ...current, [slot]: remove ? null : undefined }))
                  setErrors((current) => ({ ...current, [slot]: undefined }))
                }}
              />
            ) : null}
            {removed ? null : (
              <TextField
                type="file"
                label={t('Document {{number}} (optional)', { number: index + 1 })}
                accept=".pdf,.jpg,.jpeg,.png,.doc,.docx"
                hint={
                  attached
                    ? t(
                        'A document is attached; a new file replaces it. PDF, JPG, PNG, DOC or DOCX, up to 10 MB.',
                      )
                    : t('PDF, JPG, PNG, DOC or DOCX, up to 10 MB.')
                }
                error={err(slot)}
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  setDocuments((current) => ({ ...current, [slot]: file }))
                  setErrors((current) => ({
                    ...current,
                    [slot]: file ? documentProblem(file) : undefined,
                  }))
                }}
              />
            )}
          </div>
        )
      })}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel={t('Sending…')}>
          {request ? t('Save request') : t('Send request')}
        </Button>
      </div>
    </form>
  )
}
