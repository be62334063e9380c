import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import {
  DURATION_LABELS,
  DURATION_TYPES,
  LEAVE_TYPE_CODES,
  LEAVE_TYPE_LABELS,
  LeaveBackEntryInputSchema,
} from '@hearth/shared/leaves'
import { Button } from '../../components/ui/button'
import { CheckboxField } from '../../components/ui/checkbox-field'
import { SectionCard } from '../../components/ui/section-card'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'
import { formatDays } from './employment-format'
import { useRecordBackEntry } from './leave-api'

type Fields = {
  leave_type_code: string
  from_date: string
  to_date: string
  duration_type: string
  reason: string
  medical_certificate: boolean
}

const EMPTY: Fields = {
  leave_type_code: 'AN',
  from_date: '',
  to_date: '',
  duration_type: 'FD',
  reason: '',
  medical_certificate: false,
}

const FIELD_NAMES = ['leave_type_code', 'from_date', 'to_date', 'duration_type', 'reason'] as const

/**
 * "Record past leave" (issue 22): leave the helper took before it was on Hearth, or that nobody
 * requested at the time. It is stored approved, counts in the balance, payroll and settlement,
 * and the helper sees it marked as recorded by the employer.
 */
export function LeaveBackEntryForm({ employmentUid }: { employmentUid: string }) {
  const { t } = useTranslation()
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const record = useRecordBackEntry(employmentUid)
  const yesterday = addDays(hongKongToday(), -1)
  const oneDay = fields.from_date !== '' && fields.from_date === fields.to_date

  function set<K extends keyof Fields>(name: K, value: Fields[K]) {
    setFields((current) => {
      const next = { ...current, [name]: value }
      if ((name === 'from_date' || name === 'to_date') && next.from_date !== next.to_date)
        next.duration_type = 'FD'
      return next
    })
    setErrors((current) => ({ ...current, [name]: '' }))
  }
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const parsed = LeaveBackEntryInputSchema.safeParse({ ...fields, employment: employmentUid })
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    record.mutate(parsed.data, {
      onSuccess: (saved) => {
        setFields(EMPTY)
        setOutcome({
          kind: 'success',
          text: t('Past leave recorded: {{days}} working days. The helper sees it in her list.', {
            days: formatDays(saved.days),
          }),
        })
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const found: Record<string, string> = {}
          for (const name of FIELD_NAMES) {
            const messages = error.fields[name]
            if (messages?.length) found[name] = messages.join(' ')
          }
          setErrors(found)
        }
        setOutcome(outcomeOf(error, t('Failed to record the past leave.')))
      },
    })
  }

  return (
    <SectionCard title={t('Record past leave')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <OutcomeAlert outcome={outcome} />
        <p className="text-sm text-stone-700">
          {t(
            'For leave already taken, for example before this employment was on Hearth. It is recorded as approved and counts in the balance, payroll and termination payment.',
          )}
        </p>
        <SelectField
          label={t('Leave type')}
          required
          value={fields.leave_type_code}
          onChange={(event) => set('leave_type_code', event.target.value)}
          options={LEAVE_TYPE_CODES.map((code) => ({
            value: code,
            label: t(LEAVE_TYPE_LABELS[code]),
          }))}
          error={err('leave_type_code')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('First day of leave')}
            required
            max={yesterday}
            value={fields.from_date}
            onChange={(event) => set('from_date', event.target.value)}
            error={err('from_date')}
          />
          <TextField
            type="date"
            label={t('Last day of leave')}
            required
            max={yesterday}
            value={fields.to_date}
            onChange={(event) => set('to_date', event.target.value)}
            error={err('to_date')}
          />
        </div>
        <SelectField
          label={t('Duration')}
          required
          value={fields.duration_type}
          onChange={(event) => set('duration_type', event.target.value)}
          options={DURATION_TYPES.filter((type) => oneDay || type === 'FD').map((type) => ({
            value: type,
            label: t(DURATION_LABELS[type]),
          }))}
          error={err('duration_type')}
        />
        {fields.leave_type_code === 'SL' ? (
          <CheckboxField
            label={t('A medical certificate was produced for these days')}
            hint={t(
              'Without one, no sickness allowance is paid and no paid sickness day is used (Employment Ordinance s.33).',
            )}
            checked={fields.medical_certificate}
            onChange={(event) => set('medical_certificate', event.target.checked)}
          />
        ) : null}
        <TextAreaField
          label={t('Reason for leave')}
          required
          rows={2}
          value={fields.reason}
          onChange={(event) => set('reason', event.target.value)}
          error={err('reason')}
        />
        <Button type="submit" busy={record.isPending} busyLabel={t('Sending…')}>
          {t('Record past leave')}
        </Button>
      </form>
    </SectionCard>
  )
}
