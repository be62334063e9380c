import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SlidersHorizontal } from 'lucide-react'
import { Button } from '../../components/ui/button'

const loadDialog = () => import('./filters-sheet-dialog')
const FiltersSheetDialog = lazy(() => loadDialog().then((m) => ({ default: m.FiltersSheetDialog })))

type FiltersSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** How many sidebar filters are set, shown on the button that opens the sheet. */
  activeCount: number
  /** Helpers matching the filters as they stand; null while on its way or only estimated. */
  count: number | null
  /** What the results heading says of the matches ("Helpers found: 12", "10,000+ helpers"). */
  countText: string | null
  onClearAll: (() => void) | null
  /** Called when "Show N helpers" closes the sheet, to take the user to the results. */
  onShowResults: () => void
  /** The filter form. */
  children: ReactNode
}

/**
 * Below the desktop layout the filters open as a sheet over the results, so the results never
 * move down the page; its footer stays in view with "Show N helpers", N live from the search.
 * The sheet (filters-sheet-dialog.tsx) loads once the page is on screen where its button shows
 * (phones), or when first opened: the page's first render does not wait for it.
 */
export function FiltersSheet({
  open,
  onOpenChange,
  activeCount,
  count,
  countText,
  onClearAll,
  onShowResults,
  children,
}: FiltersSheetProps) {
  const { t } = useTranslation()
  const button = useRef<HTMLButtonElement>(null)
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)

  useEffect(() => {
    // The button is hidden (no offsetParent) on the desktop layout, which has the sidebar.
    if (button.current?.offsetParent) loadDialog().catch(() => undefined)
  }, [])

  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(true)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t('Filters')}
        {activeCount > 0 ? (
          <span className="rounded-full bg-orange-700 px-2 py-0.5 text-xs font-bold text-white">
            {activeCount}
            <span className="sr-only"> {t('active')}</span>
          </span>
        ) : null}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <FiltersSheetDialog
            open={open}
            onOpenChange={onOpenChange}
            count={count}
            countText={countText}
            onClearAll={onClearAll}
            onShowResults={onShowResults}
            trigger={button}
          >
            {children}
          </FiltersSheetDialog>
        </Suspense>
      ) : null}
    </>
  )
}
