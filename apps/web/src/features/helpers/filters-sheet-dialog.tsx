import { useRef } from 'react'
import type { ReactNode, RefObject } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { Button } from '../../components/ui/button'

type FiltersSheetDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  count: number | null
  countText: string | null
  onClearAll: (() => void) | null
  onShowResults: () => void
  /** The button that opens the sheet, which gets the focus back when it closes. */
  trigger: RefObject<HTMLButtonElement | null>
  children: ReactNode
}

/**
 * The sheet itself, with Radix's dialog (≈14 KB gzip): a chunk of its own that filters-sheet.tsx
 * loads when the sheet first opens, so Find Helpers renders without it.
 */
export function FiltersSheetDialog({
  open,
  onOpenChange,
  count,
  countText,
  onClearAll,
  onShowResults,
  trigger,
  children,
}: FiltersSheetDialogProps) {
  const { t } = useTranslation()
  const showing = useRef(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!showing.current) {
              trigger.current?.focus()
              return
            }
            showing.current = false
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
              {countText ?? ''}
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
