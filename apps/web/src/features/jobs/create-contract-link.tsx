import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FilePlus2 } from 'lucide-react'
import type { JobApplication } from '@hearth/shared/applications'
import type { JobPosting } from '@hearth/shared/jobs'
import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../lib/paths'

/** The contract's `exclude_day_type` (1 Monday … 7 Sunday) of a posting's fixed days off. */
const REST_DAYS: Partial<Record<JobPosting['day_off_options'][number], string>> = {
  saturday: '6',
  sunday: '7',
}

/**
 * The create-contract page's query for a hire: the helper's e-mail, and the posting's terms as
 * the contract's fields (issue 27), each left out when the posting does not settle it. The
 * salary is the lower end of the posting's range, the figure the employer offered for certain;
 * the rest day only when the posting names one fixed day. The page checks every value again.
 */
export function contractQueryOf(
  application: JobApplication,
  posting: JobPosting | undefined,
): Record<string, string> {
  const query: Record<string, string> = {}
  if (application.helper_email) query.helper_email = application.helper_email
  if (!posting || posting.uid !== application.job_posting) return query
  const salary = posting.budget_lower ?? posting.budget_upper
  if (salary !== null && salary > 0) query.salary_amount = String(salary)
  const restDays = posting.day_off_options.flatMap((option) => REST_DAYS[option] ?? [])
  if (restDays.length === 1) query.exclude_day_type = restDays[0]!
  if (posting.accommodation) query.accommodation_type = posting.accommodation
  return query
}

/**
 * For a HIRED application: "Create contract", the employment feature's create page
 * (docs/spec/employment.md §2, issue 13), filled in from the hire: the helper's e-mail (the
 * server gives a HIRED application's e-mail to the posting's owner; without one, the employer
 * types it there) and, with the posting at hand, its salary, rest day and accommodation.
 */
export function CreateContractLink({
  application,
  posting,
  name,
}: {
  application: JobApplication
  posting: JobPosting | undefined
  name: string
}) {
  const { t } = useTranslation()
  if (application.status !== 'HIRED') return null
  const query = contractQueryOf(application, posting)
  return (
    <Link to={paths.createContract(query)} className={buttonClasses('primary', 'sm')}>
      <FilePlus2 aria-hidden="true" className="size-4" />
      {t('Create contract')}
      <span className="sr-only">: {name}</span>
    </Link>
  )
}
