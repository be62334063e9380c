import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, Navigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ExternalLink } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageTitle } from '../../components/ui/page-title'
import { PageLoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { useCountries } from '../../lib/countries'
import { helperKeys } from '../../lib/helper-cache'
import { paths } from '../../lib/paths'
import { useTimedMessage } from '../../lib/use-timed-message'
import { useOwnProfile, type SaveResult } from './helper-profile-api'
import { MainDetailsStep } from './main-details-step'
import { NextSteps } from './next-steps'
import { OptionalDetailsStep } from './optional-details-step'
import { StepIndicator } from './step-indicator'
import { viewerOf } from '../../lib/viewer'

/** docs/spec/marketplace.md §9: the step-2 notice appears 1.5 s after registration's step 1 is saved. */
const NOTICE_DELAY_MS = 1500
const SUCCESS_MS = 3000

type HelperProfilePageProps = {
  mode: 'register' | 'edit'
  /** The verification badge's request and status (the verification feature), composed in by the app. */
  renderVerification?: () => ReactNode
}

/** /register-helper and /edit-helper-profile: the two-step helper profile form (docs/spec/marketplace.md §2). */
export function HelperProfilePage({ mode, renderVerification }: HelperProfilePageProps) {
  const { t } = useTranslation()
  // The router lets only a signed-in helper in (<RequireAuth role="helper">).
  const { user, refreshUser } = useAuth()
  const queryClient = useQueryClient()
  const viewer = viewerOf(user)
  const isHelper = user?.userType === 'helper'
  const own = useOwnProfile(viewer, isHelper)
  const countries = useCountries()
  const [step, setStep] = useState<1 | 2>(1)
  // Registration keeps its page after step 1 creates the profile (no redirect to the edit page).
  const [createdHere, setCreatedHere] = useState(false)
  // Registration ends with what happens next, once step 2 is saved.
  const [finished, setFinished] = useState(false)
  const notice = useTimedMessage(SUCCESS_MS)
  const noticeTimer = useRef<number | undefined>(undefined)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => () => window.clearTimeout(noticeTimer.current), [])

  const storeSaved = useCallback(
    (result: SaveResult) => {
      queryClient.setQueryData(helperKeys.mine(viewer), result.profile)
      queryClient.setQueryData(helperKeys.detail(viewer, result.profile.uid), result.profile)
      void refreshUser()
    },
    [queryClient, viewer, refreshUser],
  )

  const loadingLabel = mode === 'edit' ? t('Loading your profile...') : t('Loading…')
  if (own.isPending) return <PageSpinner label={loadingLabel} />
  if (own.isError)
    return (
      <PageLoadFailed
        message={t('Failed to load helper profile.')}
        error={own.error}
        onRetry={() => void own.refetch()}
      />
    )
  const profile = own.data
  if (mode === 'edit' && !profile) return <Navigate to={paths.registerHelper()} replace />
  if (mode === 'register' && profile && !createdHere)
    return <Navigate to={paths.editHelperProfile()} replace />
  // The saved phone numbers are split by dial code, so editing waits for the country list.
  if (mode === 'edit' && countries.isPending) return <PageSpinner label={loadingLabel} />
  if (mode === 'edit' && countries.isError)
    return (
      <PageLoadFailed
        message={t('Failed to fetch countries')}
        error={countries.error}
        onRetry={() => void countries.refetch()}
      />
    )

  function goToStep(next: 1 | 2) {
    setStep(next)
    window.scrollTo({ top: 0 })
    // Let the new step render, then put keyboard and screen-reader focus on its heading.
    window.requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }))
  }

  function onMainSaved(result: SaveResult, published: boolean) {
    if (mode === 'register') setCreatedHere(true)
    storeSaved(result)
    if (!published) return
    goToStep(2)
    if (mode === 'register') {
      window.clearTimeout(noticeTimer.current)
      noticeTimer.current = window.setTimeout(
        () =>
          notice.show(
            {
              tone: 'info',
              text: t(
                'Main details saved. You can now add optional education and past experiences.',
              ),
            },
            { persist: true },
          ),
        NOTICE_DELAY_MS,
      )
    } else notice.show({ tone: 'success', text: t('Profile updated successfully!') })
  }

  const title = mode === 'edit' ? t('Edit your helper profile') : t('Create your helper profile')

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={title} />
      <div className="space-y-4">
        <StepIndicator step={step} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-stone-900 focus:outline-none sm:text-3xl"
          >
            {title}
            <span className="mt-1 block text-lg font-semibold text-stone-700">
              {finished
                ? t('Your profile is ready')
                : step === 1
                  ? t('Main details')
                  : t('Optional details: education and experience')}
            </span>
          </h1>
          {profile && !profile.isDraft && !finished ? (
            <Link
              to={paths.helper(profile.uid)}
              className={`inline-flex items-center gap-1.5 text-sm ${LINK_CLASSES}`}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('View my public profile')}
            </Link>
          ) : null}
        </div>
        {profile?.moderation ? (
          <Alert tone="error">
            <p className="font-semibold">
              {t('Hearth has hidden your profile. Employers cannot find or open it.')}
            </p>
            <p>{t('Reason: {{reason}}', { reason: profile.moderation.reason })}</p>
          </Alert>
        ) : null}
        {profile?.isDraft ? (
          <Alert tone="info">
            <p className="font-semibold">{t('Your profile is a draft.')}</p>
            <p>
              {t(
                'Employers cannot find it yet. Fill in the required details and choose Save and Continue to Optional Details to publish it.',
              )}
            </p>
          </Alert>
        ) : null}
        {notice.message ? <Alert tone={notice.message.tone}>{notice.message.text}</Alert> : null}
      </div>

      <div className="mt-6">
        {finished && profile ? (
          <NextSteps profileUid={profile.uid} />
        ) : step === 1 || !profile ? (
          <MainDetailsStep profile={profile} countries={countries} onSaved={onMainSaved} />
        ) : (
          <OptionalDetailsStep
            profile={profile}
            countries={countries}
            onSaved={(result) => {
              storeSaved(result)
              if (mode !== 'register') return
              window.clearTimeout(noticeTimer.current)
              notice.clear()
              setFinished(true)
            }}
            onPrevious={
              mode === 'edit'
                ? () => {
                    notice.clear()
                    window.clearTimeout(noticeTimer.current)
                    goToStep(1)
                  }
                : undefined
            }
          />
        )}
      </div>
      {/* Once the profile exists (edit, or registration's end): the Verified badge. */}
      {profile && (mode === 'edit' || finished) && renderVerification ? (
        <div className="mt-6">{renderVerification()}</div>
      ) : null}
    </div>
  )
}
