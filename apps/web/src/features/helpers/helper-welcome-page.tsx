import { Link, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowRight, BriefcaseBusiness, ClipboardList, GraduationCap } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { PageFrame } from '../../components/ui/page-frame'
import { StepList } from '../../components/ui/step-list'

/**
 * /welcome: where a helper without a profile starts after signing in, instead of the home page,
 * which speaks to employers. It says what the profile is for and what creating it takes.
 */
export function HelperWelcomePage() {
  const { t } = useTranslation()
  // The router lets only a signed-in helper in (<RequireAuth role="helper">).
  const { user } = useAuth()
  if (user?.detail_profile?.uid) return <Navigate to={paths.editHelperProfile()} replace />

  const steps = [
    {
      icon: ClipboardList,
      title: t('Your main details'),
      text: t(
        'About you, your WhatsApp number, your work and the job you want. It takes about 10 minutes, and you can save a draft and finish later.',
      ),
    },
    {
      icon: GraduationCap,
      title: t('Education and past jobs'),
      text: t('Optional, but employers like to read them.'),
    },
    {
      icon: BriefcaseBusiness,
      title: t('Employers find you'),
      text: t(
        'Your profile appears in Find Helpers. Employers can send you messages, and you can look for jobs in Find jobs.',
      ),
    },
  ]

  return (
    <PageFrame
      title={t('Welcome to Hearth')}
      width="max-w-2xl"
      intro={
        <p className="text-lg">
          {t(
            'Employers in Hong Kong look for helpers here. Create your profile so that they can find you.',
          )}
        </p>
      }
    >
      <StepList
        steps={steps.map(({ icon, title, text }) => ({
          icon,
          title,
          children: <p className="mt-1 text-stone-700">{text}</p>,
        }))}
      />
      <Link
        to={paths.registerHelper()}
        className={buttonClasses('primary', 'lg', 'mt-8 w-full sm:w-auto')}
      >
        {t('Create your helper profile')}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </PageFrame>
  )
}
