import { Link, isRouteErrorResponse, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { TriangleAlert } from 'lucide-react'
import { Button, buttonClasses } from '../components/ui/button'
import { PageTitle } from '../components/ui/page-title'
import { paths } from '../lib/paths'
import { NotFoundPage } from './not-found-page'

/** Shown in place of a page that failed to load or crashed; the header and footer stay usable. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <PageTitle title={t('Something went wrong')} />
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-600" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('Something went wrong')}</h1>
      <p role="alert" className="mt-3 text-stone-700">
        {t('This page could not be shown. Check your internet connection and reload the page.')}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>{t('Reload the page')}</Button>
        <Link to={paths.home()} className={buttonClasses('secondary')}>
          {t('Go to the home page')}
        </Link>
      </div>
    </section>
  )
}
