import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, ChevronDown, ExternalLink } from 'lucide-react'
import type { ChecklistItem } from '@hearth/shared/checklist'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { useLanguage } from '../../lib/i18n'
import { formatHongKongDate } from '../../lib/format-date'

type Props = {
  item: ChecklistItem
  number: number
  saving: string | null
  onToggle: (subItemId: string, isCompleted: boolean) => void
}

/** One step of the checklist (§2): folded to its summary, unfolded to its tasks and documents. */
export function ChecklistStep({ item, number, saving, onToggle }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const completed = item.status === 'completed'
  const language = useLanguage()
  const due = item.due_date ? formatHongKongDate(item.due_date, language) : null

  return (
    <li className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-start gap-4 rounded-2xl p-4 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 sm:p-5"
        >
          <span
            className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
              completed ? 'bg-green-700 text-white' : 'bg-orange-100 text-orange-900'
            }`}
          >
            {completed ? <Check aria-hidden className="size-5" /> : number}
            <span className="sr-only">
              {completed
                ? t('Step {{number}}, completed', { number })
                : t('Step {{number}}', { number })}
            </span>
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-stone-900">{item.title}</span>
            <span className="mt-1 block text-sm text-stone-700">{item.description}</span>
            <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
              <span>{t('Estimated: {{days}} days', { days: item.estimated_days })}</span>
              {due && <span>{t('Due: {{date}}', { date: due })}</span>}
              {completed && <span className="font-semibold text-green-800">{t('Completed')}</span>}
              {item.status === 'in_progress' && (
                <span className="font-semibold text-orange-800">{t('In progress')}</span>
              )}
            </span>
          </span>
          <ChevronDown
            aria-hidden
            className={`mt-1 size-5 shrink-0 text-stone-600 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-stone-200 p-4 sm:p-5">
        <fieldset>
          <legend className="font-semibold text-stone-900">{t('Tasks')}</legend>
          <ul className="mt-2 space-y-2">
            {item.sub_items.map((sub) => (
              <li key={sub.id}>
                <label className="flex cursor-pointer items-start gap-3 text-stone-800">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-orange-700"
                    checked={sub.is_completed}
                    disabled={saving === `${item.id}/${sub.id}`}
                    onChange={(event) => onToggle(sub.id, event.target.checked)}
                  />
                  <span>{sub.title}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <h4 className="mt-5 font-semibold text-stone-900">{t('Important documents')}</h4>
        <ul className="mt-2 space-y-3">
          {item.document_links.map((link) => (
            <li key={link.id}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
                {link.title}
                <ExternalLink aria-hidden className="ml-1 inline size-4" />
                <span className="sr-only">{t('(opens in a new tab)')}</span>
              </a>
              {link.description && (
                <p className="mt-0.5 text-sm text-stone-700">{link.description}</p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
