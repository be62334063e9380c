import { useTranslation } from 'react-i18next'
import type { JobApplication } from '@hearth/shared/applications'
import { NATIONALITY_LABELS } from '@hearth/shared/helper-options'
import { formatHongKongDate } from '../../lib/format-date'
import { formatHkd } from '../../lib/format-money'
import { useLanguage } from '../../lib/i18n'
import { labelOf } from './job-format'

/** The applicant's name, or a stand-in when the profile has none. */
export function applicantName(application: JobApplication, fallback: string): string {
  const { first_name: first, last_name: last } = application.helper_profile_details
  return [first, last].filter(Boolean).join(' ') || fallback
}

/**
 * Nationality, age, expected salary, availability and when they applied
 * (docs/spec/employment.md §2).
 */
export function ApplicantFacts({ application }: { application: JobApplication }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const details = application.helper_profile_details
  const available = details.availability_date
    ? formatHongKongDate(details.availability_date, language)
    : null
  const salary =
    details.expected_salary !== null
      ? details.currency && details.currency !== 'HKD'
        ? `${details.currency} ${details.expected_salary}`
        : formatHkd(details.expected_salary)
      : null
  const facts = [
    { term: t('Nationality'), value: labelOf(t, NATIONALITY_LABELS, details.nationality) },
    { term: t('Age'), value: details.age !== null ? String(details.age) : null },
    { term: t('Expected salary'), value: salary },
    { term: t('Available from'), value: available },
    { term: t('Applied on'), value: formatHongKongDate(application.application_date, language) },
  ].filter((fact) => fact.value)
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm font-semibold text-stone-600">{fact.term}</dt>
          <dd className="break-words text-stone-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
