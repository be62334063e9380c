import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../components/ui/button'
import { PageTitle } from '../components/ui/page-title'
import { paths } from '../lib/paths'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title={t('Page not found')} />
      <p aria-hidden="true" className="text-6xl font-black text-orange-700">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('Page not found')}</h1>
      <p className="mt-3 text-stone-700">
        {t('The page you are looking for does not exist or has moved.')}
      </p>
      <Link to={paths.home()} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        {t('Go to the home page')}
      </Link>
    </section>
  )
}
