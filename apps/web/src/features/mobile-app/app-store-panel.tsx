import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Smartphone } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { PageTitle } from '../../components/ui/page-title'
import { paths } from '../../lib/paths'
import { STORE_URLS } from './store-links'

type AppStorePanelProps = { title: string; children: ReactNode }

/** The frame of the /app/... pages: a phone icon, a heading and what to do next. */
export function AppStorePanel({ title, children }: AppStorePanelProps) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-14 text-center">
      <PageTitle title={title} />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-orange-100 text-orange-700">
        <Smartphone aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-stone-900">{title}</h1>
      <div className="mt-4 w-full space-y-4 text-stone-700">{children}</div>
    </section>
  )
}

/** Links to the store pages that are configured; none are made up. */
export function StoreButtons() {
  const { t } = useTranslation()
  if (!STORE_URLS.android && !STORE_URLS.ios) return null
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      {STORE_URLS.ios ? (
        <a href={STORE_URLS.ios} className={buttonClasses('primary', 'lg')}>
          {t('Download on the App Store')}
        </a>
      ) : null}
      {STORE_URLS.android ? (
        <a href={STORE_URLS.android} className={buttonClasses('primary', 'lg')}>
          {t('Get it on Google Play')}
        </a>
      ) : null}
    </div>
  )
}

/** The app is not published yet: say so and keep the visitor on the website. */
export function AppNotAvailable() {
  const { t } = useTranslation()
  return (
    <>
      <p>{t('The Hearth app is not in the app stores yet.')}</p>
      <p>{t('Everything you need is available on this website, on your phone or computer.')}</p>
      <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
        <Link to={paths.register()} className={buttonClasses('primary', 'lg')}>
          {t('Continue on the website')}
        </Link>
        <Link to={paths.home()} className={buttonClasses('secondary', 'lg')}>
          {t('Go to the home page')}
        </Link>
      </div>
    </>
  )
}
