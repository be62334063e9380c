import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CATEGORY_LABELS, type SavedHelperCategory } from '@hearth/shared/helper-search-values'
import type { SavedCategoryEntry } from '@hearth/shared/helpers'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { useTimedMessage } from '../../lib/use-timed-message'
import { useAddCategory, useRemoveCategory } from './categories-api'
import { CategoryMenu } from './category-menu-loader'

/** docs/spec/marketplace.md §9: category messages clear after 3 seconds. */
const MESSAGE_MS = 3000

const BADGE_TONES: Record<SavedHelperCategory, string> = {
  shortlisted: 'border-green-300 bg-green-50 text-green-900',
  helper_interested: 'border-sky-300 bg-sky-50 text-sky-900',
  helper_not_interested: 'border-stone-300 bg-stone-100 text-stone-800',
  messaged: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  interviewed: 'border-violet-300 bg-violet-50 text-violet-900',
  hired: 'border-emerald-400 bg-emerald-100 text-emerald-900',
  blacklisted: 'border-red-300 bg-red-50 text-red-900',
}

type HelperCategoryControlProps = {
  helperUid: string
  helperName: string
  entries: readonly SavedCategoryEntry[]
  /** 'panel' on the detail page (with a heading), 'compact' on a search card. */
  variant?: 'panel' | 'compact'
}

/**
 * The employer's categories for one helper: badges with a remove button each, and an "Add
 * category" menu of ticks that saves each choice at once. Shown to employers only (docs/spec/marketplace.md §6).
 */
export function HelperCategoryControl({
  helperUid,
  helperName,
  entries,
  variant = 'compact',
}: HelperCategoryControlProps) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const add = useAddCategory(helperUid)
  const remove = useRemoveCategory(helperUid)
  const { message, show } = useTimedMessage(MESSAGE_MS)
  if (user?.userType !== 'employer') return null

  const busy = add.isPending || remove.isPending
  const assigned = new Set(entries.map((entry) => entry.category))

  function failureText(error: unknown, fallback: string) {
    if (error instanceof ApiError && !error.isNetworkError) return error.detail || fallback
    return t('An error occurred while saving the category.')
  }

  // A category the helper has is ticked in the menu; choosing it again takes it off. Adding one
  // lets the server apply the spec's exclusions (shortlisted⇄blacklisted, interested⇄not).
  function toggle(category: SavedHelperCategory) {
    const entry = entries.find((item) => item.category === category)
    if (entry) {
      removeEntry(entry)
      return
    }
    show({ tone: 'info', text: t('Saving...') }, { persist: true })
    add.mutate(category, {
      onSuccess: () =>
        show({
          tone: 'success',
          text: variant === 'panel' ? t('Category saved successfully!') : t('Saved!'),
        }),
      onError: (error) =>
        show({ tone: 'error', text: failureText(error, t('Failed to save category.')) }),
    })
  }

  function removeEntry(entry: SavedCategoryEntry) {
    show({ tone: 'info', text: t('Saving...') }, { persist: true })
    remove.mutate(entry.entry_uid, {
      onSuccess: () => show({ tone: 'success', text: t('Category removed.') }),
      onError: (error) =>
        show({ tone: 'error', text: failureText(error, t('Failed to remove the category.')) }),
    })
  }

  const messageTone =
    message?.tone === 'error'
      ? 'text-red-700'
      : message?.tone === 'success'
        ? 'text-green-800'
        : 'text-stone-700'

  return (
    <div className={variant === 'panel' ? 'space-y-3' : 'space-y-2'}>
      {entries.length > 0 ? (
        <ul
          className="flex flex-wrap gap-1.5"
          aria-label={t('Categories for {{name}}', { name: helperName })}
        >
          {entries.map((entry) => {
            const label = t(CATEGORY_LABELS[entry.category])
            return (
              <li
                key={entry.entry_uid}
                className={`inline-flex items-center gap-1 rounded-full border py-0.5 pr-0.5 pl-2.5 text-sm font-medium ${BADGE_TONES[entry.category]}`}
              >
                {label}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => removeEntry(entry)}
                  aria-label={t('Remove category {{category}} from {{name}}', {
                    category: label,
                    name: helperName,
                  })}
                  className="flex size-7 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-3 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            )
          })}
        </ul>
      ) : variant === 'panel' ? (
        <p className="text-sm text-stone-600">
          {t('You have not put this helper in a category yet.')}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <CategoryMenu
          label={t('Add category for {{name}}', { name: helperName })}
          busy={busy}
          assigned={assigned}
          onToggle={toggle}
        />
        <p role="status" aria-live="polite" className={`text-sm font-medium ${messageTone}`}>
          {message?.text ?? ''}
        </p>
      </div>
    </div>
  )
}
