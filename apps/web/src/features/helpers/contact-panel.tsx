import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Lock, MessageCircle, Phone } from 'lucide-react'
import type { HelperProfile } from '@hearth/shared/helpers'
import { buttonClasses } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { useAuth } from '../../lib/auth'
import { loginPath } from '../../lib/login-path'
import { paths } from '../../lib/paths'
import { telLink, whatsappLink } from './profile-labels'

/**
 * WhatsApp and call links when the API gave the contacts; otherwise why not: an employer without
 * an active access plan, or a visitor who has not signed in.
 */
export function ContactPanel({ profile, name }: { profile: HelperProfile; name: string }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const location = useLocation()
  const whatsapp = profile.whatsapp_contact
  const phone = profile.phone_contact

  if (profile.contact_locked)
    return (
      <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t('Get an access plan to contact this helper')}</p>
          <p className="mt-1">
            {t(
              'Contact details are shown to employers with an active access plan. Once your plan is active, the WhatsApp and phone links appear here.',
            )}
          </p>
        </div>
      </div>
    )

  if (whatsapp || phone)
    return (
      <div className="flex flex-wrap gap-3">
        {whatsapp ? (
          <a
            href={whatsappLink(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'md')}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('WhatsApp {{name}}', { name })}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        ) : null}
        {phone ? (
          <a href={telLink(phone)} className={buttonClasses('secondary', 'md')}>
            <Phone aria-hidden="true" className="size-5" />
            {t('Call {{name}}', { name })}
          </a>
        ) : null}
      </div>
    )

  // A visitor may already have an account, or be a household looking for the first time.
  if (!user)
    return (
      <div className="text-sm text-stone-700">
        <p>{t('Employers with an access plan can contact helpers.')}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={loginPath(location.pathname + location.search)} className={LINK_CLASSES}>
            {t('Sign in')}
          </Link>
          <Link to={paths.register()} className={LINK_CLASSES}>
            {t('Register as an employer')}
          </Link>
        </p>
      </div>
    )

  return null
}
