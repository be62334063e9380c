import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Button } from '../../components/ui/button'
import { TextAreaField } from '../../components/ui/textarea-field'

/**
 * A helper's reason, written for her employer (declining a contract, disputing opening figures):
 * checked with the shared schema the server uses, its message beside the field.
 */
export function ReasonForm({
  label,
  hint,
  maxLength,
  schema,
  submitLabel,
  busy,
  onSend,
  onCancel,
}: {
  label: string
  hint: string
  maxLength: number
  schema: z.ZodType<{ reason: string }>
  submitLabel: string
  busy: boolean
  onSend: (input: { reason: string }) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = schema.safeParse({ reason })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '')
      return
    }
    onSend(parsed.data)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
      <TextAreaField
        label={label}
        hint={hint}
        rows={3}
        maxLength={maxLength}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          setError('')
        }}
        error={error ? t(error) : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={busy} busyLabel={t('Saving...')}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  )
}
