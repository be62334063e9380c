import { useRef } from 'react'
import type { ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import { SlidersHorizontal, X } from 'lucide-react'
import { Button } from '../../components/ui/button'

type FiltersSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** How many sidebar filters are set, shown on the button that opens the sheet. */
  activeCount: number
  /** Helpers matching the filters as they stand; null while the count is on its way. */
  count: number | null
  onClearAll: (() => void) | null
  /** Called when "Show N helpers" closes the sheet, to take the user to the results. */
  onShowResults: () => void
  /** The filter form. */
  children: ReactNode
}

/**
 * Below the desktop layout the filters open as a sheet over the results, so the results never
 * move down the page; its footer stays in view with "Show N helpers", N live from the search.
 */
export function FiltersSheet({
  open,
  onOpenChange,
  activeCount,
  count,
  onClearAll,
  onShowResults,
  children,
}: FiltersSheetProps) {
  const { t } = useTranslation()
  const showing = useRef(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="lg:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t('Filters')}
          {activeCount > 0 ? (
            <span className="rounded-full bg-orange-700 px-2 py-0.5 text-xs font-bold text-white">
              {activeCount}
              <span className="sr-only"> {t('active')}</span>
            </span>
          ) : null}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!showing.current) return
            showing.current = false
            event.preventDefault()
            onShowResults()
          }}
          className="fixed inset-x-0 top-6 bottom-0 z-50 flex flex-col overflow-hidden rounded-t-2xl bg-stone-50 shadow-xl focus:outline-none sm:top-0 sm:left-auto sm:w-[26rem] sm:rounded-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-2">
            <Dialog.Title className="text-lg font-bold text-stone-900">{t('Filters')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm">
                <X aria-hidden="true" className="size-4" />
                {t('Close')}
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">{children}</div>
          <div className="flex items-center gap-2 border-t border-stone-200 bg-white px-4 py-3">
            <p role="status" className="sr-only">
              {count === null ? '' : t('Helpers found: {{total}}', { total: count })}
            </p>
            {onClearAll ? (
              <Button variant="ghost" size="sm" className="shrink-0 underline" onClick={onClearAll}>
                {t('Clear All Filters')}
              </Button>
            ) : null}
            <Dialog.Close asChild>
              <Button
                className="flex-1 whitespace-nowrap"
                onClick={() => {
                  showing.current = true
                }}
              >
                {count === null ? t('Show helpers') : t('Show {{count}} helpers', { count })}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
