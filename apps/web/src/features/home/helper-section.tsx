import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CircleCheck } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import helperImage from './assets/helper-phone.svg'

export function HelperSection() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const points = [
    t('Create your profile on your phone in a few minutes'),
    t('Find jobs with Hong Kong families and apply directly'),
    t('Chat with employers before you decide'),
  ]
  return (
    <section id="for-helpers" aria-labelledby="helpers-title" className="bg-teal-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal-100 uppercase">
            {t('For helpers')}
          </p>
          <h2 id="helpers-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('Looking for your next family? Join Hearth for free.')}
          </h2>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-lg leading-7">
                <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal-200" />
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-lg">
            <Link
              to={paths.stayingSafe()}
              className="font-semibold text-white underline underline-offset-4 hover:text-teal-100 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('Staying safe: how to spot fake jobs and fee scams')}
            </Link>
          </p>
          {user ? null : (
            <Link
              to={paths.register({ type: 'helper' })}
              className={`${buttonClasses('inverse', 'lg')} mt-8`}
            >
              {t('Register as a helper')}
            </Link>
          )}
        </div>
        <img
          src={helperImage}
          width={320}
          height={320}
          alt={t('A phone showing a helper profile and a job offer')}
          className="mx-auto w-full max-w-xs"
        />
      </div>
    </section>
  )
}
