import { Suspense, lazy, useState } from 'react'
import { Menu } from 'lucide-react'
import { useTranslation } from 'react-i18next'

// The menu's dialog (Radix, focus trap, scroll lock) is fetched when the button is first pointed
// at, focused or pressed, not with every page: most visits never open it.
const loadPanel = () => import('./mobile-menu-panel')
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })))

export function MobileMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const prefetch = () => void loadPanel()

  return (
    <>
      <button
        type="button"
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        className="flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
