import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../lib/paths'
import { AppStorePanel } from './app-store-panel'

type AppOnlyProfilePageProps = { kind: 'helper' | 'employer' }

/** /app/profile/.../edit: these links come from the phone app, where profiles are edited. */
export function AppOnlyProfilePage({ kind }: AppOnlyProfilePageProps) {
  const { t } = useTranslation()
  return (
    <AppStorePanel
      title={kind === 'helper' ? t('Edit your helper profile') : t('Edit your employer details')}
    >
      <p className="text-lg font-semibold text-stone-900">
        {t('Profile editing is available only in the mobile app.')}
      </p>
      <p>{t('Open Hearth on your phone to make changes to your profile.')}</p>
      <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
        <Link to={paths.appDownload()} className={buttonClasses('primary', 'lg')}>
          {t('Get the Hearth app')}
        </Link>
        <Link to={paths.home()} className={buttonClasses('secondary', 'lg')}>
          {t('Go to the home page')}
        </Link>
      </div>
    </AppStorePanel>
  )
}
