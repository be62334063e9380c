import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ClipboardCheck, CreditCard, Search, UserRound } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { PageFrame } from '../../components/ui/page-frame'
import { StatusBadge } from '../../components/ui/status-badge'
import { StepList } from '../../components/ui/step-list'
import { summarisePlan } from '../../lib/account-display'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'

type FirstStep = {
  icon: typeof UserRound
  title: string
  text: string
  done: boolean
  actions: ReactNode
}

/**
 * /employer/welcome: where a new employer starts after signing in (issue 27 item 7), as a new
 * helper starts at /welcome: their details, a plan, finding a helper or posting a job, and the
 * hiring checklist, each with the way to do it and whether it is done.
 */
export function EmployerWelcomePage() {
  const { t } = useTranslation()
  // The router lets only a signed-in employer in (<RequireAuth role="employer">).
  const { user } = useAuth()
  const hasDetails = Boolean(user?.detail_profile?.contact_person_name)
  const hasPlan = user ? Boolean(summarisePlan(user)?.isActive) : false
  const action = (to: string, label: string, primary: boolean) => (
    <Link to={to} className={buttonClasses(primary ? 'primary' : 'secondary', 'sm')}>
      {label}
    </Link>
  )

  const steps: FirstStep[] = [
    {
      icon: UserRound,
      title: t('Your details'),
      text: t('The contact person helpers see when you chat or offer a job, and a phone number.'),
      done: hasDetails,
      actions: action(
        paths.registerEmployer(),
        hasDetails ? t('Edit your details') : t('Fill in your details'),
        !hasDetails,
      ),
    },
    {
      icon: CreditCard,
      title: t('Choose an access plan'),
      text: t(
        'A plan lets you chat with helpers and post jobs. You pay once; it is not renewed automatically.',
      ),
      done: hasPlan,
      actions: action(paths.subscription(), t('See the plans'), hasDetails && !hasPlan),
    },
    {
      icon: Search,
      title: t('Find a helper or post a job'),
      text: t(
        'Search helper profiles by skills, languages and availability, or post a job and let helpers apply.',
      ),
      done: false,
      actions: (
        <>
          {action(paths.findHelpers(), t('Find helpers'), hasDetails && hasPlan)}
          {action(paths.createJob(), t('Post a job'), false)}
        </>
      ),
    },
    {
      icon: ClipboardCheck,
      title: t('Follow the hiring checklist'),
      text: t('The visa, contract and insurance steps in order, with the official forms.'),
      done: false,
      actions: action(paths.checklist(), t('Open the checklist'), false),
    },
  ]

  return (
    <PageFrame
      title={t('Your first steps on Hearth')}
      width="max-w-2xl"
      intro={
        <p className="text-lg">
          {t('Hiring a helper takes a few steps. Each one below leads to where you do it.')}
        </p>
      }
    >
      <StepList
        steps={steps.map((step) => ({
          icon: step.icon,
          title: step.title,
          badge: step.done ? <StatusBadge tone="success">{t('Done')}</StatusBadge> : null,
          children: (
            <>
              <p className="mt-1 text-stone-700">{step.text}</p>
              <div className="mt-3 flex flex-wrap gap-2">{step.actions}</div>
            </>
          ),
        }))}
      />
    </PageFrame>
  )
}
