import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageTitle } from '../../components/ui/page-title'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { useCountries } from '../../lib/countries'
import { paths } from '../../lib/paths'
import { EmployerDetailsForm } from './employer-details-form'
import { useEmployerDetails } from './employer-profile-api'

type EmployerProfilePageProps = {
  /** The Verified employer badge's request and status (the verification feature), composed in by the app. */
  renderVerification?: () => ReactNode
}

/** /register-employer: the employer's contact person, phone and referral code (docs/spec/marketplace.md §2). */
export function EmployerProfilePage({ renderVerification }: EmployerProfilePageProps = {}) {
  const { t } = useTranslation()
  // The router lets only a signed-in employer in (<RequireAuth role="employer">).
  const { user } = useAuth()
  const uid = user?.userType === 'employer' ? (user.detail_profile?.uid ?? null) : null
  const details = useEmployerDetails(uid)
  const countries = useCountries()

  let body
  if (!uid) body = <Alert tone="error">{t('User profile not found. Please log in again.')}</Alert>
  else if (details.isPending || countries.isPending) body = <PageSpinner label={t('Loading…')} />
  else if (details.isError)
    body = (
      <LoadFailed
        message={t('Failed to load employer profile')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    )
  else body = <EmployerDetailsForm key={details.data.uid} details={details.data} />

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10">
      <PageTitle title={t('Your employer details')} />
      <Link
        to={paths.home()}
        className={`inline-flex items-center gap-1.5 text-sm ${LINK_CLASSES}`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Back to home')}
      </Link>
      <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">
          {t('Your employer details')}
        </h1>
        <p className="mt-2 text-stone-700">
          {t('Helpers see the contact person’s name when you chat or offer a job.')}
        </p>
        <div className="mt-6">{body}</div>
      </div>
      {uid && renderVerification ? <div className="mt-6">{renderVerification()}</div> : null}
    </div>
  )
}
