import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CircleCheck } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import heroImage from './assets/hero-home.svg'

export function HeroSection() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const points = [
    t('No agency fees for employers'),
    t('Free for helpers'),
    t('English, 繁體中文 and 简体中文'),
  ]
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-orange-50 to-stone-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl"
          >
            {t('Find the right helper for your home, without agency fees')}
          </h1>
          <p className="mt-5 text-lg leading-8 text-stone-700">
            {t(
              'Hearth connects Hong Kong families with foreign domestic helpers, then helps you manage leave, payroll and documents once your helper has joined you.',
            )}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {user ? (
              <>
                <Link to={paths.account()} className={buttonClasses('primary', 'lg')}>
                  {t('Go to my account')}
                </Link>
                <Link to="/#how-it-works" className={buttonClasses('secondary', 'lg')}>
                  {t('See how it works')}
                </Link>
              </>
            ) : (
              <>
                <Link to={paths.register()} className={buttonClasses('primary', 'lg')}>
                  {t('Register for free')}
                </Link>
                <Link to={paths.login()} className={buttonClasses('secondary', 'lg')}>
                  {t('Login')}
                </Link>
              </>
            )}
          </div>
          <ul className="mt-8 grid gap-2 text-stone-800 sm:grid-cols-3 sm:gap-4">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-sm font-medium">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <img
          src={heroImage}
          width={480}
          height={400}
          alt={t('An employer and a helper shaking hands in a Hong Kong flat')}
          className="mx-auto w-full max-w-md drop-shadow-sm lg:max-w-none"
        />
      </div>
    </section>
  )
}
