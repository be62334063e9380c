import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChevronDown } from 'lucide-react'
import { SUPPORT_EMAIL } from '@hearth/shared/config'
import { usePlanSummary } from './faq-plans'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqEntry } from './faq-content'
import { PageFrame } from '../../components/ui/page-frame'

type TabId = (typeof FAQ_CATEGORIES)[number]['id']

/** `/faq` (docs/spec/marketplace.md §2 "FAQ page"): category tabs, answers that fold. */
export function FaqPage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<TabId>('all')
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const entries = FAQ_ENTRIES.filter((entry) => tab === 'all' || entry.category === tab)
  const values = { email: SUPPORT_EMAIL, plans: usePlanSummary() }

  // WAI-ARIA tabs: arrows, Home and End move between tabs and select them.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = FAQ_CATEGORIES.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % (last + 1)
        : event.key === 'ArrowLeft'
          ? (index + last) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setTab(FAQ_CATEGORIES[next]!.id)
    tabRefs.current[next]?.focus()
  }

  return (
    <PageFrame
      title={t('Frequently asked questions')}
      width="max-w-4xl"
      intro={
        <p>
          {t('Cannot find your answer? Write to us at')}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK_CLASSES}>
            {SUPPORT_EMAIL}
          </a>
        </p>
      }
    >
      <div
        role="tablist"
        aria-label={t('Question categories')}
        className="flex gap-2 overflow-x-auto pb-2"
      >
        {FAQ_CATEGORIES.map((category, index) => {
          const selected = category.id === tab
          return (
            <button
              key={category.id}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${category.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(category.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${
                selected
                  ? 'bg-orange-700 text-white'
                  : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
              }`}
            >
              {t(category.label)}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="mt-4"
      >
        <ul className="space-y-3">
          {entries.map((entry) => (
            <FaqItem key={entry.id} entry={entry} values={values} />
          ))}
        </ul>
      </div>
    </PageFrame>
  )
}

function FaqItem({ entry, values }: { entry: FaqEntry; values: Record<string, string> }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const panelId = useId()

  return (
    <li className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl p-4 text-left font-semibold text-stone-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 sm:p-5"
        >
          {t(entry.question)}
          <ChevronDown
            aria-hidden
            className={`size-5 shrink-0 text-stone-600 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div
        id={panelId}
        hidden={!open}
        className="space-y-3 px-4 pb-4 text-stone-700 sm:px-5 sm:pb-5"
      >
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{t(paragraph, values)}</p>
        ))}
        {entry.link && (
          <p>
            <Link to={entry.link.to} className={LINK_CLASSES}>
              {t(entry.link.label)}
            </Link>
          </p>
        )}
      </div>
    </li>
  )
}
