import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paidSicknessDaysAccrued } from '@hearth/hk-labour/sickness'
import type { Contract } from '@hearth/shared/employments'
import {
  OpeningInputSchema,
  type Opening,
  type OpeningInput,
} from '@hearth/shared/employment-openings'
import { hongKongToday, isCalendarDate } from '@hearth/shared/form-values'
import { centsToAmount } from '@hearth/shared/money'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LoadFailed } from '../../components/ui/load-failed'
import { OutcomeAlert, outcomeOf, type Outcome } from '../../components/ui/outcome'
import { PageFrame } from '../../components/ui/page-frame'
import { SectionCard } from '../../components/ui/section-card'
import { PageSpinner } from '../../components/ui/spinner'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { useEmployments } from '../../lib/employments-query'
import { paths } from '../../lib/paths'
import { viewerOf } from '../../lib/viewer'
import { useContracts } from './employment-api'
import {
  STEPS,
  STEP_OF,
  formOf,
  leaveYearsOf,
  serviceStartOf,
  wageMonthsOf,
  type Form,
} from './onboarding-form'
import { BalancesStep, ContractsStep, WagesStep } from './onboarding-steps'
import { useOpening, useSaveOpening } from './opening-api'
import { OpeningFigures, OpeningHistory, OpeningStatusBadge } from './opening-figures'

// /employment-management/{employmentId}/onboarding (issue 22 item 1; ADR 0028): an employer
// brings an employment that began before Hearth, in four steps — its contracts as signed, the
// balances on an opening date, the wages paid and the actual wages of the last 12 months, then
// a review. The helper confirms or disputes the figures on her side; until she confirms, only
// Hearth's own records count.

export function OnboardingPage() {
  const { t } = useTranslation()
  const { employmentId = '' } = useParams()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const contracts = useContracts(viewer, employmentId)
  const opening = useOpening(viewer, employmentId)
  const employments = useEmployments(viewer, employmentId !== '')
  const name =
    employments.data?.find((item) => item.uid === employmentId)?.helper_details.full_name ?? ''
  const back = { to: paths.contracts(employmentId), label: t('Back to contracts') }
  const title = name ? t('Opening balances of {{name}}', { name }) : t('Opening balances')

  if (contracts.isPending || opening.isPending) return <PageSpinner label={t('Loading…')} />
  if (contracts.isError || opening.isError)
    return (
      <PageFrame title={title} back={back}>
        <LoadFailed
          message={t('Failed to fetch data. Please try again.')}
          error={contracts.error ?? opening.error}
          notFound={t('This employment was not found, or it is not yours.')}
          onRetry={() => void Promise.all([contracts.refetch(), opening.refetch()])}
          back={back}
        />
      </PageFrame>
    )
  return (
    <PageFrame
      title={title}
      back={back}
      intro={t(
        'For a helper who worked for you before Hearth: enter her contracts as signed and what stood on one date. She confirms the figures from her side; until she does, Hearth counts only its own records.',
      )}
    >
      <Onboarding
        employmentId={employmentId}
        viewer={viewer}
        name={name}
        contracts={contracts.data}
        opening={opening.data}
      />
    </PageFrame>
  )
}

function Onboarding({
  employmentId,
  viewer,
  name,
  contracts,
  opening,
}: {
  employmentId: string
  viewer: string
  name: string
  contracts: Contract[]
  opening: Opening | null
}) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(opening === null)
  const [step, setStep] = useState(0)
  const [form, setForm] = useState<Form>(() => formOf(opening))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const save = useSaveOpening(viewer, employmentId)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const start = serviceStartOf(contracts)
  const today = hongKongToday()
  const leaveYears = leaveYearsOf(start, form.as_of)
  const months = wageMonthsOf(start, form.wages_paid_up_to)
  const sickMax =
    start && isCalendarDate(form.as_of) && form.as_of >= start && form.as_of <= today
      ? paidSicknessDaysAccrued({ employmentStart: start, asOf: form.as_of, daysTaken: 0 })
      : null

  useEffect(() => {
    // Focus the step's heading when the step changes, not on the first render.
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [step, editing])

  function set(change: Partial<Form>, field: string) {
    setForm((current) => ({ ...current, ...change }))
    setErrors((current) => ({ ...current, [field]: '' }))
  }

  function bodyOf(): unknown {
    return {
      as_of: form.as_of,
      annual_leave: leaveYears.map(({ year }) => ({
        leave_year: year,
        days_left: form.leave[year] ?? '',
      })),
      sick_days_left: form.sick_days_left,
      statutory_holidays_owed: form.statutory_holidays_owed,
      wages_paid_up_to: form.wages_paid_up_to,
      past_wages: months
        .filter((month) => (form.wages[month] ?? '').trim() !== '')
        .map((month) => ({ month, amount: form.wages[month] })),
    }
  }

  /** The form's errors by field key ("annual_leave.1" for one leave year's row). */
  function check(): { found: Record<string, string>; data?: OpeningInput } {
    const parsed = OpeningInputSchema.safeParse(bodyOf())
    if (parsed.success) return { found: {}, data: parsed.data }
    const found: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path.map(String)
      const key =
        field === 'annual_leave' && index !== undefined && part === 'days_left'
          ? `annual_leave.${leaveYears[Number(index)]?.year ?? index}`
          : field === 'past_wages' && index !== undefined
            ? `past_wages.${months.filter((m) => (form.wages[m] ?? '').trim() !== '')[Number(index)] ?? index}`
            : String(field)
      found[key] ??= issue.message
    }
    return { found }
  }

  function stepErrors(found: Record<string, string>, target: number) {
    return Object.entries(found).filter(([key]) => STEP_OF[key.split('.')[0] ?? ''] === target)
  }

  function next() {
    if (step === 1 || step === 2) {
      const { found } = check()
      const mine = stepErrors(found, step)
      if (mine.length > 0) {
        setErrors(Object.fromEntries(mine))
        return
      }
    }
    setStep((current) => Math.min(current + 1, STEPS.length - 1))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const { found, data } = check()
    if (!data) {
      setErrors(found)
      const first = Object.keys(found)[0]?.split('.')[0] ?? ''
      setStep(STEP_OF[first] ?? step)
      return
    }
    save.mutate(
      {
        ...data,
        past_wages: data.past_wages.map((month) => ({
          month: month.month,
          amount: centsToAmount(month.amount),
        })),
      },
      {
        onSuccess: () => {
          setEditing(false)
          setStep(0)
          setOutcome({
            kind: 'success',
            text: t('Sent to {{name}}. The figures count once she confirms them.', {
              name: name || t('the helper'),
            }),
          })
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            const found: Record<string, string> = {}
            for (const [field, messages] of Object.entries(error.fields)) {
              if (messages.length) found[field] = messages.join(' ')
            }
            setErrors(found)
            const first = Object.keys(found)[0] ?? ''
            if (STEP_OF[first] !== undefined) setStep(STEP_OF[first])
          }
          setOutcome(outcomeOf(error, t('Failed to save the opening figures.')))
        },
      },
    )
  }

  const err = (key: string) => (errors[key] ? t(errors[key]) : undefined)
  const fieldError = (field: string) =>
    errors[field] ? <Alert tone="error">{t(errors[field])}</Alert> : null
  const fieldProps = { form, today, set, err, fieldError }

  if (!editing && opening) {
    return (
      <div className="space-y-4">
        <OutcomeAlert outcome={outcome} />
        <SectionCard
          title={t('Where the figures stand')}
          actions={<OpeningStatusBadge status={opening.helper_status} />}
        >
          <p className="mb-3 text-sm text-stone-800">
            {opening.helper_status === 'CONFIRMED'
              ? t(
                  '{{name}} confirmed these figures. They count in leave, payroll and any termination payment.',
                  {
                    name: name || t('the helper'),
                  },
                )
              : opening.helper_status === 'DISPUTED'
                ? t(
                    '{{name}} disputed these figures: “{{reason}}”. Correct them, or talk with her. Until she confirms, they do not count.',
                    {
                      name: name || t('the helper'),
                      reason: opening.helper_dispute_reason ?? '',
                    },
                  )
                : t(
                    'Waiting for {{name}} to confirm or dispute them. Until she confirms, they do not count.',
                    {
                      name: name || t('the helper'),
                    },
                  )}
          </p>
          <OpeningFigures opening={opening} />
          <OpeningHistory opening={opening} />
          <div className="mt-4">
            <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
              {t('Correct the figures')}
            </Button>
          </div>
        </SectionCard>
      </div>
    )
  }

  const preview: Opening = {
    employment_uid: employmentId,
    as_of: form.as_of,
    service_start: start ?? '',
    annual_leave: leaveYears.map(({ year }) => ({
      leave_year: year,
      days_left: Number(form.leave[year] ?? 0),
    })),
    annual_leave_days_left: leaveYears.reduce(
      (total, { year }) => total + Number(form.leave[year] ?? 0),
      0,
    ),
    sick_days_left: Number(form.sick_days_left || 0),
    statutory_holidays_owed: Number(form.statutory_holidays_owed || 0),
    wages_paid_up_to: form.wages_paid_up_to,
    past_wages: months
      .filter((month) => (form.wages[month] ?? '').trim() !== '')
      .map((month) => ({ month, amount: form.wages[month] ?? '' })),
    helper_status: 'PENDING',
    counts: false,
    entered_at: '',
    helper_responded_at: null,
    helper_dispute_reason: null,
    history: [],
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <nav aria-label={t('Steps')} className="hidden sm:block">
        <ol className="grid grid-cols-4 gap-2 text-sm">
          {STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={index === step ? 'step' : undefined}
              className={`rounded-lg border px-3 py-2 ${
                index === step
                  ? 'border-orange-400 bg-orange-50 font-semibold text-stone-900'
                  : 'border-stone-200 bg-white text-stone-600'
              }`}
            >
              {t('{{step}}. {{label}}', { step: index + 1, label: t(label) })}
            </li>
          ))}
        </ol>
      </nav>
      <OutcomeAlert outcome={outcome} />
      <section
        aria-labelledby="onboarding-step"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2
          id="onboarding-step"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-stone-900 focus:outline-none"
        >
          {t('Step {{step}} of {{total}}: {{label}}', {
            step: step + 1,
            total: STEPS.length,
            label: t(STEPS[step] ?? ''),
          })}
        </h2>
        <div className="mt-3 space-y-4">
          {step === 0 ? <ContractsStep contracts={contracts} start={start} /> : null}
          {step === 1 ? (
            <BalancesStep {...fieldProps} start={start} leaveYears={leaveYears} sickMax={sickMax} />
          ) : null}
          {step === 2 ? <WagesStep {...fieldProps} months={months} /> : null}
          {step === 3 ? (
            <>
              <p className="text-sm text-stone-700">
                {t(
                  'Check the figures. {{name}} is asked to confirm them; you both see who entered and answered them, and when.',
                  {
                    name: name || t('The helper'),
                  },
                )}
              </p>
              <OpeningFigures opening={preview} />
            </>
          ) : null}
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          {step > 0 ? (
            <Button type="button" variant="secondary" onClick={() => setStep(step - 1)}>
              {t('Back')}
            </Button>
          ) : null}
          {step < STEPS.length - 1 ? (
            // Keys keep the two buttons apart: a Next click that reached the last step must not
            // find itself a submit button when the browser acts on it.
            <Button key="next" type="button" onClick={next} disabled={step === 0 && !start}>
              {t('Continue')}
            </Button>
          ) : (
            <Button key="send" type="submit" busy={save.isPending} busyLabel={t('Sending…')}>
              {t('Send to {{name}} to confirm', { name: name || t('the helper') })}
            </Button>
          )}
          {opening ? (
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              {t('Cancel')}
            </Button>
          ) : null}
        </div>
      </section>
    </form>
  )
}
