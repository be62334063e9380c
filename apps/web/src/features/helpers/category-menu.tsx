import { useEffect, useRef } from 'react'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  CATEGORY_LABELS,
  SAVED_HELPER_CATEGORIES,
  type SavedHelperCategory,
} from '@hearth/shared/helper-search-values'
import { CategoryMenuButtonContent, categoryMenuButtonClasses } from './category-menu-button'

export type CategoryMenuProps = {
  /** The button's accessible name ("Add category for Maria Santos"). */
  label: string
  busy: boolean
  assigned: ReadonlySet<SavedHelperCategory>
  onToggle: (category: SavedHelperCategory) => void
}

type LoadedCategoryMenuProps = CategoryMenuProps & {
  /** The stand-in button was pressed before this loaded: open at once. */
  defaultOpen: boolean
  /** The stand-in button had the focus: keep it on the button. */
  focusTrigger: boolean
}

/**
 * The "Add category" menu with Radix's dropdown (≈30 KB gzip with its positioning code): a chunk
 * of its own, loaded by category-menu-loader.tsx once an employer sees the control, so the
 * Find Helpers and helper pages render without it.
 */
export function CategoryMenu({
  label,
  busy,
  assigned,
  onToggle,
  defaultOpen,
  focusTrigger,
}: LoadedCategoryMenuProps) {
  const { t } = useTranslation()
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus()
  }, [focusTrigger, defaultOpen])

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        disabled={busy}
        aria-label={label}
        className={categoryMenuButtonClasses}
      >
        <CategoryMenuButtonContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 w-60 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          {SAVED_HELPER_CATEGORIES.map((category) => (
            <DropdownMenu.CheckboxItem
              key={category}
              checked={assigned.has(category)}
              onSelect={() => onToggle(category)}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium text-stone-800 outline-none select-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-900"
            >
              <span className="flex size-4 items-center justify-center rounded border border-stone-400">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-green-700" />
                </DropdownMenu.ItemIndicator>
              </span>
              {t(CATEGORY_LABELS[category])}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
