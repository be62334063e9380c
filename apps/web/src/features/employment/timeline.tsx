import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowRight } from 'lucide-react'
import type { TimelineEvent } from '@hearth/shared/timeline'
import { Button } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { LoadFailed } from '../../components/ui/load-failed'
import { Spinner } from '../../components/ui/spinner'
import { formatDay } from './employment-format'
import { useTimeline } from './timeline-api'

/** Past events shown before "Show earlier events" is pressed. */
const RECENT_PAST = 3
/** Coming events (today’s included) shown before "Show later events": a year of wages due is long. */
const NEXT_COMING = 6

/**
 * An employment's timeline (issue 14): contract dates, the renewal window, document expiries,
 * the SP/LSP thresholds, leave years and wages due, oldest first, with a marker for today.
 * Past events are muted and say so to screen readers; each links to where it is acted on.
 */
export function EmploymentTimeline({
  employmentUid,
  viewer,
  label,
}: {
  employmentUid: string
  viewer: string
  /** The list's accessible name (e.g. with the other party's name). */
  label: string
}) {
  const { t } = useTranslation()
  const timeline = useTimeline(viewer, employmentUid)
  const [showAll, setShowAll] = useState(false)
  const [showLater, setShowLater] = useState(false)

  if (timeline.isPending)
    return (
      <div className="py-6 text-orange-700">
        <Spinner label={t('Loading the timeline…')} />
      </div>
    )
  if (timeline.isError)
    return (
      <LoadFailed
        message={t('The timeline could not be loaded.')}
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
      />
    )
  const { events, today } = timeline.data
  if (events.length === 0)
    return (
      <EmptyNote>
        {t('No dated events yet. They appear once the employment has a contract.')}
      </EmptyNote>
    )
  const past = events.filter((event) => event.status === 'past')
  const hidden = showAll ? 0 : Math.max(0, past.length - RECENT_PAST)
  const hiddenLater = showLater ? 0 : Math.max(0, events.length - past.length - NEXT_COMING)
  const shown = events.slice(hidden, events.length - hiddenLater)
  const firstCurrent = shown.findIndex((event) => event.status !== 'past')
  const markerAt = firstCurrent === -1 ? shown.length : firstCurrent
  return (
    <div>
      {hidden > 0 ? (
        <Button variant="secondary" size="sm" className="mb-3" onClick={() => setShowAll(true)}>
          {t('Show {{count}} earlier events', { count: hidden })}
        </Button>
      ) : null}
      <ol aria-label={label} className="relative space-y-0 border-l-2 border-stone-200 pl-0">
        {shown.map((event, index) => (
          <TimelineItems key={event.key} event={event} today={index === markerAt ? today : null} />
        ))}
        {markerAt === shown.length ? <TodayMarker today={today} /> : null}
      </ol>
      {hiddenLater > 0 ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setShowLater(true)}>
          {t('Show {{count}} later events', { count: hiddenLater })}
        </Button>
      ) : null}
    </div>
  )
}

function TimelineItems({ event, today }: { event: TimelineEvent; today: string | null }) {
  return (
    <>
      {today ? <TodayMarker today={today} /> : null}
      <TimelineItem event={event} />
    </>
  )
}

function TodayMarker({ today }: { today: string }) {
  const { t } = useTranslation()
  return (
    <li className="relative my-2 pl-6" aria-current="date">
      <span
        aria-hidden="true"
        className="absolute top-1/2 -left-[9px] size-4 -translate-y-1/2 rounded-full border-2 border-white bg-orange-600 ring-2 ring-orange-600"
      />
      <p className="flex items-center gap-2 text-sm font-bold text-orange-800">
        <span>{t('Today')}</span>
        <time dateTime={today}>{formatDay(today)}</time>
        <span aria-hidden="true" className="h-0.5 flex-1 bg-orange-200" />
      </p>
    </li>
  )
}

function TimelineItem({ event }: { event: TimelineEvent }) {
  const { t } = useTranslation()
  const isPast = event.status === 'past'
  const statusLabel =
    event.status === 'past' ? t('Past') : event.status === 'today' ? t('Today') : t('Upcoming')
  return (
    <li className="relative py-3 pl-6">
      <span
        aria-hidden="true"
        className={`absolute top-4.5 -left-[7px] size-3 rounded-full border-2 ${
          isPast ? 'border-stone-300 bg-white' : 'border-orange-600 bg-orange-600'
        }`}
      />
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
        <p className="shrink-0 text-sm sm:w-36">
          <time
            dateTime={event.date}
            className={isPast ? 'text-stone-500' : 'font-semibold text-stone-900'}
          >
            {formatDay(event.date)}
          </time>
          <span className="sr-only">, {statusLabel}</span>
        </p>
        <div className="min-w-0 flex-1">
          <h3
            className={`font-semibold break-words ${isPast ? 'text-stone-600' : 'text-stone-900'}`}
          >
            {event.title}
            {event.status === 'today' ? (
              <span className="ml-2 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-bold text-orange-800">
                {t('Today')}
              </span>
            ) : null}
          </h3>
          <p className={`mt-0.5 text-sm ${isPast ? 'text-stone-500' : 'text-stone-700'}`}>
            {event.detail}
          </p>
          {event.link ? (
            <Link
              to={event.link}
              className={`mt-1 inline-flex items-center gap-1 text-sm ${LINK_CLASSES}`}
            >
              {t('Open')}
              <span className="sr-only">: {event.title}</span>
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  )
}
