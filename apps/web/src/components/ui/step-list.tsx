import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export type Step = {
  icon: LucideIcon
  title: string
  /** Beside the title: whether the step is done. */
  badge?: ReactNode
  /** Under the title: what the step is, and the ways to do it. */
  children: ReactNode
}

/** Numbered steps in cards, each with an icon and a heading that screen readers number. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  const { t } = useTranslation()
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-orange-100 text-orange-800">
            <step.icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-bold text-stone-900">
                <span className="sr-only">{t('Step {{step}}', { step: index + 1 })}: </span>
                {step.title}
              </h2>
              {step.badge}
            </div>
            {step.children}
          </div>
        </li>
      ))}
    </ol>
  )
}
