import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { BadgeCheck, Handshake, Headset, PiggyBank, Sparkles } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { PlanPrices } from './plan-prices'
import { SectionHeading } from './section-heading'

export function PricingSection() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const benefits = [
    { Icon: PiggyBank, text: t('Offset the agency fees you would otherwise pay') },
    { Icon: Handshake, text: t('Partner agencies when you want extra help') },
    { Icon: Headset, text: t('Premium support, with replies within 24 hours') },
    { Icon: Sparkles, text: t('Priority matching with suitable helpers') },
  ]
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="pricing-title"
        eyebrow={t('Access plans')}
        title={t('Keep thousands of dollars in your pocket')}
        intro={t('A Hearth access plan costs a fraction of a typical agency fee.')}
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <dl className="flex flex-col justify-center divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-6 shadow-sm sm:px-8">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-6">
            <dt className="font-semibold text-stone-700">{t('Typical agency fee')}</dt>
            <dd className="text-2xl font-bold text-stone-800 line-through decoration-red-600 decoration-2 sm:text-3xl">
              {t('HK$8,000–15,000')}
            </dd>
          </div>
          <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 py-6">
            <dt className="font-semibold text-stone-700">{t('Hearth access plans')}</dt>
            <dd className="min-w-0 flex-1 sm:flex-none">
              <PlanPrices />
            </dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-6">
            <dt className="font-semibold text-stone-900">{t('You save')}</dt>
            <dd className="rounded-xl bg-green-700 px-4 py-1 text-3xl font-extrabold text-white sm:text-4xl">
              {t('HK$5,000+')}
            </dd>
          </div>
        </dl>
        <div className="rounded-2xl bg-stone-900 p-6 text-stone-100 sm:p-8">
          <h3 className="text-lg font-semibold text-white">{t('Included with an access plan')}</h3>
          <ul className="mt-4 space-y-3">
            {benefits.map(({ Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm leading-6">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-300" />
                {text}
              </li>
            ))}
          </ul>
          <p className="mt-5 flex items-start gap-3 border-t border-stone-700 pt-5 text-sm leading-6 text-stone-300">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-300" />
            {t(
              'With the Premium plan, you also get help with Philippine helper contract renewals and change of employer.',
            )}
          </p>
          {user ? null : (
            <Link to={paths.register()} className={`${buttonClasses('inverse', 'md')} mt-6 w-full`}>
              {t('Create an employer account')}
            </Link>
          )}
          {user?.userType === 'employer' ? (
            <Link
              to={paths.subscription()}
              className={`${buttonClasses('inverse', 'md')} mt-6 w-full`}
            >
              {t('See the plans')}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  )
}
