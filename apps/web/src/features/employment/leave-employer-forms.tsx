import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import {
  LeaveAccrualInputSchema,
  LeaveAdjustmentInputSchema,
  type LeaveAccrualResult,
} from '@hearth/shared/leaves'
import { Button } from '../../components/ui/button'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { formatDay, formatDays } from './employment-format'
import { useAccrueLeave, useAdjustLeave } from './leave-api'
import { SectionCard } from '../../components/ui/section-card'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'

export const DATE_IN_PAST = tk('Choose today or a later date.')

/** The first message the schema gives for a field, if any. */
function issuesOf(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '')
    found[name] ??= issue.message
  }
  return found
}

function serverFieldErrors(error: unknown, names: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {}
  if (!(error instanceof ApiError)) return found
  for (const name of names) {
    const messages = error.fields[name]
    if (messages?.length) found[name] = messages.join(' ')
  }
  return found
}

/** "Run yearly accrual": grants the completed leave years up to a date not in the past. */
export function LeaveAccrualForm({
  employmentUid,
  helperProfile,
}: {
  employmentUid: string
  helperProfile: string
}) {
  const { t } = useTranslation()
  const today = hongKongToday()
  const [date, setDate] = useState(today)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const accrue = useAccrueLeave(employmentUid)

  function describe(result: LeaveAccrualResult): string {
    if (result.granted.length === 0)
      return t('Nothing was due: every completed leave year was already granted.')
    return [
      t('Yearly accrual done.'),
      ...result.granted.map((grant) =>
        t('Leave year {{year}}: {{days}} days granted on {{date}}.', {
          year: grant.leave_year,
          days: formatDays(grant.days),
          date: formatDay(grant.granted_for),
        }),
      ),
    ].join(' ')
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const found = issuesOf(
      LeaveAccrualInputSchema.safeParse({ calculation_date: date, helper_profile: helperProfile }),
    )
    if (!found.calculation_date && date < today) found.calculation_date = DATE_IN_PAST
    setErrors(found)
    if (found.helper_profile)
      setOutcome({ kind: 'error', text: t('The employment has no helper profile.') })
    if (Object.keys(found).length > 0) return
    accrue.mutate(
      { calculation_date: date, helper_profile: helperProfile },
      {
        onSuccess: (result) => setOutcome({ kind: 'success', text: describe(result) }),
        onError: (error) => {
          setErrors(serverFieldErrors(error, ['calculation_date']))
          setOutcome(outcomeOf(error, t('Leave accrual failed.')))
        },
      },
    )
  }

  return (
    <SectionCard title={t('Run yearly accrual')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <OutcomeAlert outcome={outcome} />
        <TextField
          type="date"
          label={t('Calculation date')}
          required
          min={today}
          className="max-w-60"
          value={date}
          onChange={(event) => {
            setDate(event.target.value)
            setErrors({})
          }}
          hint={t('Grants the annual leave of every leave year completed by this date.')}
          error={errors.calculation_date ? t(errors.calculation_date) : undefined}
        />
        <Button type="submit" busy={accrue.isPending} busyLabel={t('Sending…')}>
          {t('Run yearly accrual')}
        </Button>
      </form>
    </SectionCard>
  )
}

/** "Adjust balance": annual leave only, −365…365 days (halves allowed), with a reason. */
export function LeaveAdjustmentForm({
  employmentUid,
  helperProfile,
}: {
  employmentUid: string
  helperProfile: string
}) {
  const { t } = useTranslation()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const adjust = useAdjustLeave(employmentUid)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const parsed = LeaveAdjustmentInputSchema.safeParse({
      employment: employmentUid,
      adjustment_amount: amount,
      reason,
    })
    const found = issuesOf(parsed)
    setErrors(found)
    if (!parsed.success) return
    adjust.mutate(
      {
        adjustment_amount: parsed.data.adjustment_amount,
        reason: parsed.data.reason,
        ...(helperProfile ? { helper_profile_uid: helperProfile } : {}),
      },
      {
        onSuccess: (saved) => {
          setAmount('')
          setReason('')
          setOutcome({
            kind: 'success',
            text: t('Leave adjustment saved: {{days}} days of annual leave.', {
              days: `${saved.adjustment_amount > 0 ? '+' : ''}${formatDays(saved.adjustment_amount)}`,
            }),
          })
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error, ['adjustment_amount', 'reason']))
          setOutcome(outcomeOf(error, t('Leave adjustment failed.')))
        },
      },
    )
  }

  return (
    <SectionCard title={t('Adjust balance')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <OutcomeAlert outcome={outcome} />
        <p className="text-sm text-stone-700">{t('Only annual leave can be adjusted.')}</p>
        <TextField
          type="number"
          inputMode="decimal"
          step="0.5"
          min={-365}
          max={365}
          label={t('Days to add (negative to remove)')}
          required
          className="max-w-60"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value)
            setErrors((current) => ({ ...current, adjustment_amount: '' }))
          }}
          hint={t('Between -365 and 365; whole or half days.')}
          error={errors.adjustment_amount ? t(errors.adjustment_amount) : undefined}
        />
        <TextAreaField
          label={t('Reason for the adjustment')}
          required
          rows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value)
            setErrors((current) => ({ ...current, reason: '' }))
          }}
          error={errors.reason ? t(errors.reason) : undefined}
        />
        <Button type="submit" busy={adjust.isPending} busyLabel={t('Sending…')}>
          {t('Save adjustment')}
        </Button>
      </form>
    </SectionCard>
  )
}
