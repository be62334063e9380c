import type { ReactNode } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft, CalendarDays, PencilLine } from 'lucide-react'
import { NATIONALITY_LABELS } from '@hearth/shared/helper-options'
import type { HelperProfile } from '@hearth/shared/helpers'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageTitle } from '../../components/ui/page-title'
import { PageLoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { VerifiedBadge } from '../../components/ui/verified-badge'
import { useAuth } from '../../lib/auth'
import { formatHongKongDate } from '../../lib/format-date'
import { viewerOf } from '../../lib/viewer'
import { useLanguage } from '../../lib/i18n'
import { initialsOf } from '../../lib/initials'
import { paths } from '../../lib/paths'
import { ContactPanel } from './contact-panel'
import { useHelperProfile } from './helper-detail-api'
import { HelperSections } from './helper-sections'
import { fullNameOf, labelled } from './profile-labels'

type HelperDetailPageProps = {
  /** The employer's category panel, composed in by the app. */
  renderCategoryPanel?: (profile: HelperProfile, name: string) => ReactNode
  /** The employer's Chat button, composed in by the app. */
  renderChatAction?: (profile: HelperProfile, name: string) => ReactNode
  /** Report this profile (the safety feature), for anyone but its owner. */
  renderReport?: (profile: HelperProfile) => ReactNode
}

/**
 * Where "Back to search" goes: the search the visitor came from, filters and page included. A
 * shared link (no router state) goes to a plain search.
 */
function useBackToSearch(): { to: string; cameFromSearch: boolean } {
  const location = useLocation()
  const state: unknown = location.state
  const from =
    typeof state === 'object' && state !== null && 'fromSearch' in state
      ? (state as { fromSearch: unknown }).fromSearch
      : null
  if (typeof from !== 'string' || !from.startsWith('?'))
    return { to: paths.findHelpers(), cameFromSearch: false }
  return { to: paths.findHelpers(from), cameFromSearch: true }
}

export function HelperDetailPage({
  renderCategoryPanel,
  renderChatAction,
  renderReport,
}: HelperDetailPageProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const { id = '' } = useParams()
  const { user, status } = useAuth()
  const navigate = useNavigate()
  const { to: backTo, cameFromSearch } = useBackToSearch()
  const ready = status !== 'loading'
  const profile = useHelperProfile(viewerOf(user), ready ? id : '')
  const isHelper = user?.userType === 'helper'

  const backLink = isHelper ? null : (
    <Link
      to={backTo}
      onClick={(event) => {
        // The search is the previous page: going back also restores where the list was scrolled.
        if (!cameFromSearch || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        void navigate(-1)
      }}
      className={`inline-flex items-center gap-1.5 ${LINK_CLASSES}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('Back to search')}
    </Link>
  )

  if (!ready || profile.isPending) return <PageSpinner label={t('Loading…')} />

  if (profile.isError)
    return (
      <PageLoadFailed
        message={t('Failed to load helper profile.')}
        error={profile.error}
        notFound={t('Helper profile not found.')}
        onRetry={() => void profile.refetch()}
        back={
          isHelper
            ? { to: paths.home(), label: t('Go to the home page') }
            : { to: backTo, label: t('Back to Find helpers') }
        }
      />
    )

  const data = profile.data
  const name = fullNameOf(data) || t('Helper')
  const isOwner = isHelper && user?.detail_profile?.uid === data.uid
  const nationality = labelled(t, NATIONALITY_LABELS, data.nationality)
  const available = data.availability_date
    ? formatHongKongDate(data.availability_date, language)
    : null
  const facts = [
    nationality,
    data.age !== null ? t('{{count}} years old', { count: data.age }) : null,
  ]
  const categoryPanel = user?.userType === 'employer' ? renderCategoryPanel?.(data, name) : null
  const chatAction = user?.userType === 'employer' ? renderChatAction?.(data, name) : null

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={name} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backLink ?? <span />}
        {isOwner ? (
          <Link to={paths.editHelperProfile()} className={buttonClasses('secondary', 'sm')}>
            <PencilLine aria-hidden="true" className="size-4" />
            {t('Edit my profile')}
          </Link>
        ) : (
          (renderReport?.(data) ?? null)
        )}
      </div>

      {data.moderation ? (
        <Alert tone="error" className="mt-4">
          <p className="font-semibold">
            {t('Hearth has hidden your profile. Employers cannot find or open it.')}
          </p>
          <p>{t('Reason: {{reason}}', { reason: data.moderation.reason })}</p>
        </Alert>
      ) : null}

      {data.isDraft ? (
        <Alert tone="info" className="mt-4">
          {t('This profile is a draft. Employers cannot find or open it until you publish it.')}
        </Alert>
      ) : null}

      <header className="mt-4 flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:p-6">
        {data.image_url ? (
          <img
            src={data.image_url}
            alt={t('Photo of {{name}}', { name })}
            className="aspect-square w-36 shrink-0 rounded-2xl bg-stone-100 object-cover sm:w-44"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex aspect-square w-36 shrink-0 items-center justify-center rounded-2xl bg-orange-100 text-4xl font-bold text-orange-800 sm:w-44"
          >
            {initialsOf(name)}
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
              {name}
            </h1>
            {facts.some(Boolean) ? (
              <p className="mt-1 text-stone-700">{facts.filter(Boolean).join(' · ')}</p>
            ) : null}
            {data.verified ? (
              <div className="mt-2">
                <VerifiedBadge kind="helper" verifiedAt={data.verified_at} explain />
              </div>
            ) : null}
            {available ? (
              <p className="mt-1 inline-flex items-center gap-1.5 text-stone-700">
                <CalendarDays aria-hidden="true" className="size-4 text-orange-700" />
                {t('Available from {{date}}', { date: available })}
              </p>
            ) : null}
          </div>
          <ContactPanel profile={data} name={data.first_name || name} />
          {chatAction ? <div className="flex flex-wrap gap-3">{chatAction}</div> : null}
        </div>
      </header>

      {categoryPanel ? (
        <section
          aria-labelledby="categories-heading"
          className="mt-4 rounded-2xl border border-orange-200 bg-orange-50/60 p-5 sm:p-6"
        >
          <h2 id="categories-heading" className="text-lg font-bold text-stone-900">
            {t('Your categories')}
          </h2>
          <p className="mt-1 mb-3 text-sm text-stone-700">
            {t('Sort helpers into categories to keep track of your hiring.')}
          </p>
          {categoryPanel}
        </section>
      ) : null}

      <div className="mt-4 space-y-4">
        <HelperSections profile={data} />
      </div>

      {backLink ? <p className="mt-8">{backLink}</p> : null}
    </div>
  )
}
