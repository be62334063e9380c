import { useTranslation } from 'react-i18next'

/** "Step 1 of 2" with the step's name and a two-part bar. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation()
  return (
    <div>
      <p className="text-sm font-semibold text-orange-800">
        {t('Step {{step}} of {{steps}}', { step, steps: 2 })}
      </p>
      <div aria-hidden="true" className="mt-2 grid grid-cols-2 gap-2">
        <span className="h-1.5 rounded-full bg-orange-700" />
        <span className={`h-1.5 rounded-full ${step === 2 ? 'bg-orange-700' : 'bg-stone-200'}`} />
      </div>
    </div>
  )
}
