import { Mail } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SUPPORT_EMAIL } from '@hearth/shared/config'
import { paths } from '../../lib/paths'
import { HearthLogo } from './hearth-logo'

const YEAR = new Date().getFullYear()

const FOOTER_LINK =
  'rounded-sm text-stone-200 underline-offset-2 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-300'

export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="mt-auto bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <HearthLogo className="size-8" />
            Hearth
          </p>
          <p className="mt-3 max-w-sm text-sm leading-6 text-stone-300">
            {t('Hiring and employing a domestic helper in Hong Kong, without agency fees.')}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <li>
              <Link to={paths.subscription()} className={FOOTER_LINK}>
                {t('Plans')}
              </Link>
            </li>
            <li>
              <Link to={paths.checklist()} className={FOOTER_LINK}>
                {t('Hiring checklist')}
              </Link>
            </li>
            <li>
              <Link to={paths.faq()} className={FOOTER_LINK}>
                {t('FAQ')}
              </Link>
            </li>
            <li>
              <Link to={paths.stayingSafe()} className={FOOTER_LINK}>
                {t('Staying safe')}
              </Link>
            </li>
          </ul>
        </div>
        <nav aria-label={t('Legal')}>
          <h2 className="text-sm font-semibold text-white">{t('Legal')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={paths.privacy()} className={FOOTER_LINK}>
                {t('Privacy Policy')}
              </Link>
            </li>
            <li>
              <Link to={paths.terms()} className={FOOTER_LINK}>
                {t('Terms of Service')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('Contact us')}</h2>
          <p className="mt-3 text-sm">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className={`inline-flex items-center gap-2 ${FOOTER_LINK}`}
            >
              <Mail aria-hidden="true" className="size-4" />
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p className="mt-2 text-sm text-stone-300">{t('We reply within 24 hours.')}</p>
        </div>
      </div>
      <div className="border-t border-stone-700">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-stone-300 sm:px-6">
          {t('© {{year}} Hearth. All rights reserved.', { year: YEAR })}
        </p>
      </div>
    </footer>
  )
}
