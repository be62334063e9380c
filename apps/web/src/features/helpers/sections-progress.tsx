import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** "3 of 5 sections complete" with a bar: how much of step 1 is left, at a glance. */
export function SectionsProgress({ complete, total }: { complete: number; total: number }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:px-6">
      <p id={id} className="text-sm font-semibold text-stone-800">
        {t('{{complete}} of {{total}} sections complete', { complete, total })}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={complete}
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-green-700 transition-[width]"
          style={{ width: `${total > 0 ? (complete / total) * 100 : 0}%` }}
        />
      </div>
    </div>
  )
}
