import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CalendarCheck, Download, Lock } from 'lucide-react'
import { isCalendarDate } from '@hearth/shared/form-values'
import { PAYROLL_MESSAGES, type PayrollRecord } from '@hearth/shared/payrolls'
import { Alert } from '../../components/ui/alert'
import { Button, type ButtonSize } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { TextField } from '../../components/ui/text-field'
import { currentLanguage } from '../../lib/i18n'
import { downloadReceipt, useUpdatePayrollRecord } from './payroll-api'
import { formatDay } from './payroll-format'
import { SectionCard } from '../../components/ui/section-card'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'

/**
 * The employer's actions on a record (docs/spec/employment.md §2, §4, §5): the payment date while
 * draft, and Finalise, which needs a payment date and a confirmation and cannot be undone.
 */
export function EmployerActionsCard({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  const [date, setDate] = useState(record.payment_date ?? '')
  const [dateError, setDateError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [confirming, setConfirming] = useState(false)
  const update = useUpdatePayrollRecord(record.uid)
  const [saving, setSaving] = useState<'date' | 'finalise' | null>(null)

  function saveDate(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    if (!isCalendarDate(date.trim())) {
      setDateError(PAYROLL_MESSAGES.paymentDateInvalid)
      return
    }
    setSaving('date')
    update.mutate(
      { payment_date: date.trim() },
      {
        onSuccess: () => setOutcome({ kind: 'success', text: t('Payment date updated.') }),
        onError: (error) => setOutcome(outcomeOf(error, t('Failed to update payment date.'))),
        onSettled: () => setSaving(null),
      },
    )
  }

  function askFinalise() {
    setOutcome(null)
    // The date typed (saved or not) is the one sent with the finalisation.
    const chosen = date.trim() || record.payment_date
    if (!chosen) {
      setOutcome({ kind: 'error', text: t(PAYROLL_MESSAGES.paymentDateRequired) })
      return
    }
    if (!isCalendarDate(chosen)) {
      setDateError(PAYROLL_MESSAGES.paymentDateInvalid)
      return
    }
    setConfirming(true)
  }

  function finalise() {
    const chosen = date.trim() || record.payment_date || ''
    setSaving('finalise')
    update.mutate(
      { payment_date: chosen, finalised: true },
      {
        onSuccess: () => {
          setConfirming(false)
          setOutcome({ kind: 'success', text: t('Payroll record finalised.') })
        },
        onError: (error) => {
          setConfirming(false)
          setOutcome(outcomeOf(error, t('Failed to finalise record.')))
        },
        onSettled: () => setSaving(null),
      },
    )
  }

  if (record.finalised)
    return (
      <SectionCard title={t('Employer actions')}>
        <div className="space-y-3">
          <OutcomeAlert outcome={outcome} />
          <p className="flex gap-2 text-sm text-stone-800">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-800" />
            {t('This record is finalised: it can no longer be changed. Paid on {{date}}.', {
              date: formatDay(record.payment_date),
            })}
          </p>
        </div>
      </SectionCard>
    )

  return (
    <SectionCard title={t('Employer actions')}>
      <div className="space-y-4">
        <OutcomeAlert outcome={outcome} />
        <form noValidate onSubmit={saveDate} className="flex flex-wrap items-end gap-3">
          <TextField
            type="date"
            label={t('Payment date')}
            required
            className="w-full max-w-60"
            value={date}
            onChange={(event) => {
              setDate(event.target.value)
              setDateError(undefined)
            }}
            hint={t('The day the helper is paid. It can be changed until the record is finalised.')}
            error={dateError ? t(dateError) : undefined}
          />
          <Button
            type="submit"
            variant="secondary"
            busy={saving === 'date'}
            busyLabel={t('Saving...')}
          >
            <CalendarCheck aria-hidden="true" className="size-5 text-orange-700" />
            {t('Save payment date')}
          </Button>
        </form>
        <div className="border-t border-stone-200 pt-4">
          <p className="text-sm text-stone-700">
            {t(
              'Finalise once the helper is paid: the month’s salary adjustments are marked paid, and the record becomes the receipt you keep.',
            )}
          </p>
          <Button className="mt-3" onClick={askFinalise} disabled={saving !== null}>
            <Lock aria-hidden="true" className="size-5" />
            {t('Finalise')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('Finalise this payroll record?')}
        confirmLabel={t('Finalise')}
        busy={saving === 'finalise'}
        busyLabel={t('Finalising…')}
        onConfirm={finalise}
        onCancel={() => setConfirming(false)}
      >
        <p>{t(PAYROLL_MESSAGES.finaliseConfirm)}</p>
      </ConfirmDialog>
    </SectionCard>
  )
}

/** Downloads the wage receipt PDF in the interface's language. */
export function ReceiptButton({
  record,
  fileName,
  context,
  size = 'md',
}: {
  record: PayrollRecord
  fileName: string
  /** Names the month for screen readers where several receipts are listed. */
  context?: string
  /** `sm` in lists, where a phone's card is too narrow for the full-size label. */
  size?: ButtonSize
}) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size={size}
        busy={state === 'busy'}
        busyLabel={t('Preparing the receipt…')}
        onClick={() => {
          setState('busy')
          downloadReceipt(record.uid, currentLanguage(), fileName).then(
            () => setState('idle'),
            () => setState('failed'),
          )
        }}
      >
        <Download
          aria-hidden="true"
          className={`${size === 'sm' ? 'size-4' : 'size-5'} text-orange-700`}
        />
        {t('Download receipt (PDF)')}
        {context ? <span className="sr-only">: {context}</span> : null}
      </Button>
      {state === 'failed' ? (
        <Alert tone="error">{t('The receipt could not be downloaded. Please try again.')}</Alert>
      ) : null}
    </div>
  )
}
