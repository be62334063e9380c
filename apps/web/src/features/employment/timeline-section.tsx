import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CalendarClock } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { EmploymentTimeline } from './timeline'
import { timelinePath } from './timeline-api'

/** The employer's link from an employment's card to its timeline page. */
export function TimelineLink({
  employment,
}: {
  employment: { uid: string; helper_details: { full_name: string } }
}) {
  const { t } = useTranslation()
  return (
    <Link to={timelinePath(employment)} className={buttonClasses('secondary', 'sm')}>
      <CalendarClock aria-hidden="true" className="size-4 text-orange-700" />
      {t('Dates and reminders')}
      <span className="sr-only">: {employment.helper_details.full_name}</span>
    </Link>
  )
}

/** The helper's timeline of one employment on /my-employment, loaded when opened. */
export function TimelineSection({
  employmentUid,
  viewer,
  employer,
}: {
  employmentUid: string
  viewer: string
  employer: string
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <details
      className="mt-4 rounded-xl border border-stone-200 bg-stone-50 px-4 py-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer py-1 font-semibold text-stone-900">
        {t('Dates and reminders')}
        <span className="sr-only">: {employer}</span>
      </summary>
      {open ? (
        <div className="mt-2">
          <EmploymentTimeline
            employmentUid={employmentUid}
            viewer={viewer}
            label={t('Timeline with {{name}}', { name: employer })}
          />
        </div>
      ) : null}
    </details>
  )
}
