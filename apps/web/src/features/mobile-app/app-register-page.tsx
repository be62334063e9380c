import { useEffect, useState } from 'react'
import { Link, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { paths } from '../../lib/paths'
import { AppNotAvailable, AppStorePanel } from './app-store-panel'
import { APP_REGISTER_DEEP_LINK, detectPlatform, storeUrlFor } from './store-links'

/** docs/spec/marketplace.md §9: open the store 2 s after trying the app, if the app did not open. */
const STORE_FALLBACK_MS = 2000

export function AppRegisterPage() {
  const { t } = useTranslation()
  const [platform] = useState(detectPlatform)
  const storeUrl = storeUrlFor(platform)

  useEffect(() => {
    if (!storeUrl) return
    window.location.href = APP_REGISTER_DEEP_LINK
    const timer = window.setTimeout(() => {
      // When the app opened, this page is in the background: do not pull the user back.
      if (document.visibilityState === 'visible') window.location.href = storeUrl
    }, STORE_FALLBACK_MS)
    return () => window.clearTimeout(timer)
  }, [storeUrl])

  if (platform === 'desktop') return <Navigate to={paths.register()} replace />

  if (!storeUrl)
    return (
      <AppStorePanel title={t('Register with the Hearth app')}>
        <AppNotAvailable />
      </AppStorePanel>
    )

  return (
    <AppStorePanel title={t('Opening the Hearth app…')}>
      <Spinner label={t('Opening the Hearth app…')} className="justify-center text-orange-700" />
      <p>{t('If the app does not open, we will take you to the store to install it.')}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <a href={APP_REGISTER_DEEP_LINK} className={buttonClasses('primary', 'lg')}>
          {t('Open the app')}
        </a>
        <a href={storeUrl} className={buttonClasses('secondary', 'lg')}>
          {t('Install the app')}
        </a>
      </div>
      <Link to={paths.register()} className={LINK_CLASSES}>
        {t('Register on the website instead')}
      </Link>
    </AppStorePanel>
  )
}
