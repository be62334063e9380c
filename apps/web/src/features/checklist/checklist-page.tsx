import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { buildChecklist, type Checklist } from '@hearth/shared/checklist'
import { isCalendarDate } from '@hearth/shared/form-values'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LoadFailed } from '../../components/ui/load-failed'
import { INPUT_CLASSES } from '../../components/ui/field-classes'
import { PageSpinner } from '../../components/ui/spinner'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import { useChecklistController, type ChecklistController } from './checklist-api'
import { ChecklistStep } from './checklist-step'
import { PageFrame } from '../../components/ui/page-frame'

/** `/checklist` (docs/spec/marketplace.md §2 "Hiring checklist page"), for visitors and users. */
export function ChecklistPage() {
  const { t } = useTranslation()
  const controller = useChecklistController()
  const { progress } = controller

  return (
    <PageFrame
      title={t('Hiring checklist')}
      width="max-w-4xl"
      intro={t(
        'Hiring a foreign domestic helper in Hong Kong takes a few weeks. Follow these steps, tick the tasks as you go and keep the official forms and guides at hand.',
      )}
    >
      {controller.isPending ? (
        <PageSpinner label={t('Loading your checklist…')} />
      ) : controller.isError || !progress ? (
        <LoadFailed
          className="mt-6"
          message={t('Your checklist could not be loaded.')}
          onRetry={controller.retry}
        />
      ) : (
        <ChecklistBody checklist={buildChecklist(progress, t)} controller={controller} />
      )}
    </PageFrame>
  )
}

function ChecklistBody({
  checklist,
  controller,
}: {
  checklist: Checklist
  controller: ChecklistController
}) {
  const { t } = useTranslation()
  const dateId = useId()
  const progressId = useId()
  const language = useLanguage()
  const target = checklist.target_completion_date
    ? formatHongKongDate(checklist.target_completion_date, language)
    : null

  return (
    <>
      <section
        aria-labelledby={`${dateId}-heading`}
        className="mt-6 grid gap-4 rounded-2xl border border-orange-200 bg-orange-50/60 p-5 sm:grid-cols-3 sm:p-6"
      >
        <h2 id={`${dateId}-heading`} className="sr-only">
          {t('Timeline')}
        </h2>
        <div>
          <label htmlFor={dateId} className="mb-1.5 block text-sm font-semibold text-stone-800">
            {t('Your start date')}
          </label>
          <div className="flex gap-2">
            <input
              id={dateId}
              type="date"
              className={INPUT_CLASSES}
              value={checklist.start_date ?? ''}
              onChange={(event) => {
                const value = event.target.value
                if (value === '') controller.setStartDate(null)
                else if (isCalendarDate(value)) controller.setStartDate(value)
              }}
            />
            {checklist.start_date && (
              <Button variant="ghost" onClick={() => controller.setStartDate(null)}>
                {t('Clear')}
              </Button>
            )}
          </div>
        </div>
        <div>
          <p className="text-sm font-semibold text-stone-800">{t('Estimated duration')}</p>
          <p className="mt-1 text-2xl font-bold text-stone-900">
            {t('{{days}} days in all', { days: checklist.total_estimated_days })}
          </p>
        </div>
        <div>
          <p className="text-sm font-semibold text-stone-800">{t('Target completion date')}</p>
          <p className="mt-1 text-2xl font-bold text-stone-900">
            {target ?? t('Set a start date')}
          </p>
        </div>
      </section>

      <section aria-labelledby={progressId} className="mt-6">
        <div className="flex items-center justify-between">
          <h2 id={progressId} className="font-semibold text-stone-900">
            {t('Overall progress')}
          </h2>
          <span className="font-semibold text-stone-900">{checklist.progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={checklist.progress}
          className="mt-2 h-3 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-orange-700" style={{ width: `${checklist.progress}%` }} />
        </div>
      </section>

      {controller.saveFailed && (
        <Alert tone="error" className="mt-4">
          {t('Your change could not be saved. Please try again.')}
        </Alert>
      )}

      <h2 className="mt-8 text-xl font-bold text-stone-900">{t('Steps')}</h2>
      <ol className="mt-3 space-y-3">
        {checklist.items.map((item, index) => (
          <ChecklistStep
            key={item.id}
            item={item}
            number={index + 1}
            saving={controller.saving}
            onToggle={(subItemId, isCompleted) =>
              controller.toggle({ itemId: item.id, subItemId, isCompleted })
            }
          />
        ))}
      </ol>
      <p className="mt-4 text-sm text-stone-700">
        {t('Mark all tasks as completed to advance to the next step.')}
      </p>
    </>
  )
}
