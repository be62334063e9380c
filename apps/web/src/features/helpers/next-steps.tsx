import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { BriefcaseBusiness, Eye, MessagesSquare } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../lib/paths'

/**
 * What a new helper sees once both steps are saved: what the profile now does for them and where
 * to go next, not only that it was saved.
 */
export function NextSteps({ profileUid }: { profileUid: string }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus({ preventScroll: false }), [])
  const profilePath = paths.helper(profileUid)

  return (
    <section aria-labelledby="next-steps-heading" className="space-y-4">
      <Alert tone="success">{t('Profile updated successfully!')}</Alert>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <h2
          id="next-steps-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-stone-900 focus:outline-none"
        >
          {t('What happens next')}
        </h2>
        <ul className="mt-4 space-y-3 text-stone-700">
          <li className="flex gap-3">
            <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
            {t('Employers can now find your profile in Find Helpers.')}
          </li>
          <li className="flex gap-3">
            <MessagesSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
            {t('When an employer writes to you, the message waits for you in Messages.')}
          </li>
          <li className="flex gap-3">
            <BriefcaseBusiness
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-orange-700"
            />
            {t('You can look for jobs yourself in Find jobs and apply.')}
          </li>
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={profilePath} className={buttonClasses('primary', 'md')}>
            {t('View my public profile')}
          </Link>
          <Link to={paths.findJob()} className={buttonClasses('secondary', 'md')}>
            {t('Find jobs')}
          </Link>
          <Link to={paths.editHelperProfile()} className={buttonClasses('ghost', 'md')}>
            {t('Edit my profile')}
          </Link>
        </div>
      </div>
    </section>
  )
}
