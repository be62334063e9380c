import { useState, type FormEvent, type Ref } from 'react'
import { BadgeCheck, Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Plan, PlanId } from '@hearth/shared/plans'
import { Button } from '../../components/ui/button'
import { formatHkd } from '../../lib/format-money'

type PlanPickerProps = {
  plans: Plan[]
  /** The plan of the caller's active access: shown, but not offered again. */
  currentPlan: PlanId | null
  busy: boolean
  onSubscribe: (planId: PlanId) => void
  submitRef?: Ref<HTMLButtonElement>
}

/** The best-value plan is preselected (docs/spec/marketplace.md §2), unless it is already current. */
function defaultChoice(plans: Plan[], currentPlan: PlanId | null): PlanId | null {
  const open = plans.filter((plan) => plan.id !== currentPlan)
  return (open.find((plan) => plan.best_value) ?? open.at(-1))?.id ?? null
}

/** The three plan cards, as radio buttons, and one button to buy the chosen plan. */
export function PlanPicker({ plans, currentPlan, busy, onSubscribe, submitRef }: PlanPickerProps) {
  const { t } = useTranslation()
  const [choice, setChoice] = useState<PlanId | null>(() => defaultChoice(plans, currentPlan))
  const selected = choice === currentPlan ? null : choice

  function submit(event: FormEvent) {
    event.preventDefault()
    if (selected) onSubscribe(selected)
  }

  return (
    <form onSubmit={submit} aria-labelledby="plans-title">
      <fieldset>
        <legend id="plans-title" className="sr-only">
          {t('Choose a plan')}
        </legend>
        <div className="grid gap-4 md:grid-cols-3">
          {plans.map((plan) => {
            const isCurrent = plan.id === currentPlan
            const isChosen = plan.id === selected
            const statusId = isCurrent || plan.best_value ? `plan-${plan.id}-status` : ''
            return (
              <div
                key={plan.id}
                className={`relative flex flex-col rounded-2xl border-2 bg-white p-5 shadow-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-700 ${
                  isCurrent
                    ? 'border-stone-200 bg-stone-50'
                    : isChosen
                      ? 'border-orange-700 ring-2 ring-orange-200'
                      : 'border-stone-200 hover:border-orange-300'
                }`}
              >
                <div className="flex items-start justify-between gap-3">
                  {/* The label stretches over the whole card, so a click anywhere chooses it. */}
                  <label
                    className={`flex items-center gap-3 after:absolute after:inset-0 after:rounded-2xl ${
                      isCurrent ? 'after:cursor-not-allowed' : 'after:cursor-pointer'
                    }`}
                  >
                    <input
                      type="radio"
                      name="plan"
                      value={plan.id}
                      checked={isChosen}
                      disabled={isCurrent || busy}
                      onChange={() => setChoice(plan.id)}
                      aria-describedby={`${statusId} plan-${plan.id}-details`.trim()}
                      className="relative z-10 size-5 accent-orange-700"
                    />
                    <span className="text-lg font-bold text-stone-900">{plan.name}</span>
                  </label>
                  {isCurrent ? (
                    <span
                      id={statusId}
                      className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800"
                    >
                      {t('Current plan')}
                    </span>
                  ) : plan.best_value ? (
                    <span
                      id={statusId}
                      className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-900"
                    >
                      <BadgeCheck aria-hidden="true" className="size-3.5" />
                      {t('Best value')}
                    </span>
                  ) : null}
                </div>
                <div id={`plan-${plan.id}-details`}>
                  <p className="mt-4 flex items-baseline gap-2">
                    <span className="text-3xl font-extrabold text-stone-900">
                      {formatHkd(plan.price)}
                    </span>{' '}
                    <span className="text-sm text-stone-700">
                      {t('for {{days}} days', { days: plan.interval_days })}
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-stone-700">
                    {t('One payment, not renewed automatically.')}
                  </p>
                  <ul className="mt-4 space-y-2 text-sm text-stone-800">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-green-700"
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            )
          })}
        </div>
      </fieldset>
      <div className="mt-6 flex justify-center">
        <Button
          ref={submitRef}
          type="submit"
          size="lg"
          disabled={!selected}
          busy={busy}
          busyLabel={t('Opening the checkout…')}
          className="w-full sm:w-auto"
        >
          {selected
            ? t('Buy the {{plan}}', {
                plan: plans.find((plan) => plan.id === selected)?.name ?? selected,
              })
            : t('Choose your access plan')}
        </Button>
      </div>
    </form>
  )
}
