import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { Spinner } from '../../components/ui/spinner'
import { paths } from '../../lib/paths'
import { AppNotAvailable, AppStorePanel, StoreButtons } from './app-store-panel'
import { STORE_URLS, detectPlatform, storeUrlFor } from './store-links'

/** docs/spec/marketplace.md §9: mobile visitors go to their store after 0.5 s. */
const REDIRECT_DELAY_MS = 500

export function AppDownloadPage() {
  const { t } = useTranslation()
  const [platform] = useState(detectPlatform)
  const storeUrl = storeUrlFor(platform)
  const title = t('Get the Hearth app')

  useEffect(() => {
    if (!storeUrl) return
    const timer = window.setTimeout(() => window.location.assign(storeUrl), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [storeUrl])

  if (storeUrl)
    return (
      <AppStorePanel title={title}>
        <Spinner
          label={t('Taking you to the app store…')}
          className="justify-center text-orange-700"
        />
        <p>{t('Taking you to the app store…')}</p>
        <a href={storeUrl} className={LINK_CLASSES}>
          {t('Go to the store now')}
        </a>
      </AppStorePanel>
    )

  if (STORE_URLS.android || STORE_URLS.ios)
    return (
      <AppStorePanel title={title}>
        <p>{t('Install Hearth on your phone to chat and get notified on the go.')}</p>
        <StoreButtons />
        <Link to={paths.register()} className={LINK_CLASSES}>
          {t('Continue on the website')}
        </Link>
      </AppStorePanel>
    )

  return (
    <AppStorePanel title={title}>
      <AppNotAvailable />
    </AppStorePanel>
  )
}
