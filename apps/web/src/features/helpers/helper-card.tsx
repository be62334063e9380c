import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { BriefcaseBusiness, Sparkles } from 'lucide-react'
import { HOROSCOPE_LABELS, NATIONALITY_LABELS, SKILL_LABELS } from '@hearth/shared/helper-options'
import type { HelperListItem } from '@hearth/shared/helpers'
import { buttonClasses } from '../../components/ui/button'
import { VerifiedBadge } from '../../components/ui/verified-badge'
import { formatHkd } from '../../lib/format-money'
import { paths } from '../../lib/paths'
import { HelperAvatar } from './helper-avatar'

const SKILLS_SHOWN = 3

function labelOf(labels: Record<string, string>, value: string | null) {
  if (!value) return null
  return labels[value] ?? value
}

type HelperCardProps = {
  helper: HelperListItem
  /** The search's query string, so that the detail page can come back to it. */
  fromSearch: string
  /** The employer's category control, composed in by the app. */
  categoryControl?: ReactNode
  /** The employer's Chat button, composed in by the app. */
  chatAction?: ReactNode
}

export function HelperCard({ helper, fromSearch, categoryControl, chatAction }: HelperCardProps) {
  const { t } = useTranslation()
  const nationality = labelOf(NATIONALITY_LABELS, helper.nationality)
  const horoscope = labelOf(HOROSCOPE_LABELS, helper.horoscope)
  const shown = helper.skills.slice(0, SKILLS_SHOWN)
  const more = helper.skills.length - shown.length
  const facts = [
    nationality ? t(nationality) : null,
    helper.age !== null ? t('{{count}} years old', { count: helper.age }) : null,
  ].filter(Boolean)

  return (
    <article
      aria-labelledby={`helper-${helper.id}`}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        <HelperAvatar
          name={helper.fullName}
          src={helper.profileImage}
          className="size-16 sm:size-20"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3
              id={`helper-${helper.id}`}
              className="min-w-0 text-lg leading-snug font-bold break-words text-stone-900"
            >
              {helper.fullName}
            </h3>
            {horoscope ? (
              <p className="inline-flex shrink-0 items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-900 ring-1 ring-violet-200">
                <Sparkles aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('Horoscope')}: </span>
                {t(horoscope)}
              </p>
            ) : null}
          </div>
          {helper.verified ? (
            <p className="mt-1">
              <VerifiedBadge kind="helper" />
            </p>
          ) : null}
          {facts.length > 0 ? <p className="text-sm text-stone-700">{facts.join(' · ')}</p> : null}
          {helper.yearsOfExperience !== null ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700">
              <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0 text-orange-700" />
              {t('{{count}} years of experience', { count: helper.yearsOfExperience })}
            </p>
          ) : null}
        </div>
      </div>

      {helper.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('Skills')}>
          {shown.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-stone-100 px-2.5 py-1 text-sm font-medium text-stone-800"
            >
              {t(labelOf(SKILL_LABELS, skill) ?? skill)}
            </li>
          ))}
          {more > 0 ? (
            <li className="rounded-full bg-orange-50 px-2.5 py-1 text-sm font-semibold text-orange-900 ring-1 ring-orange-200">
              {t('+{{extra}} more', { extra: more })}
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-stone-100 pt-3">
        <p className="text-sm text-stone-700">
          <span className="block">{t('Expected salary')}</span>
          <span className="text-lg font-bold text-stone-900">
            {helper.expectedSalary !== null ? formatHkd(helper.expectedSalary) : t('Enquire')}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {chatAction}
          <Link
            to={paths.helper(helper.id)}
            state={{ fromSearch }}
            className={buttonClasses('primary', 'md')}
          >
            {t('View Profile')}
            <span className="sr-only">: {helper.fullName}</span>
          </Link>
        </div>
      </div>
      {categoryControl ? (
        <div className="border-t border-stone-100 pt-3">{categoryControl}</div>
      ) : null}
    </article>
  )
}

/** A grey stand-in card while the results load. */
export function HelperCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex animate-pulse gap-4 motion-reduce:animate-none">
        <div className="size-20 rounded-xl bg-stone-200" />
        <div className="flex-1 space-y-3 py-1">
          <div className="h-4 w-3/4 rounded bg-stone-200" />
          <div className="h-3 w-1/2 rounded bg-stone-200" />
          <div className="h-3 w-2/3 rounded bg-stone-200" />
        </div>
      </div>
      <div className="mt-5 flex animate-pulse gap-2 motion-reduce:animate-none">
        <div className="h-6 w-20 rounded-full bg-stone-200" />
        <div className="h-6 w-16 rounded-full bg-stone-200" />
        <div className="h-6 w-24 rounded-full bg-stone-200" />
      </div>
      <div className="mt-5 h-10 animate-pulse rounded-lg bg-stone-200 motion-reduce:animate-none" />
    </div>
  )
}
