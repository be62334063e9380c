import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FilePlus2 } from 'lucide-react'
import type { JobApplication } from '@hearth/shared/applications'
import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../lib/paths'

/**
 * For a HIRED application: "Create contract", the employment feature's create page
 * (docs/spec/employment.md §2, issue 13), with the helper's e-mail filled in (`?helper_email=`):
 * the server gives a HIRED application's e-mail to the posting's owner. Without one, the
 * employer types it there.
 */
export function CreateContractLink({
  application,
  name,
}: {
  application: JobApplication
  name: string
}) {
  const { t } = useTranslation()
  if (application.status !== 'HIRED') return null
  const query = application.helper_email ? { helper_email: application.helper_email } : undefined
  return (
    <Link to={paths.createContract(query)} className={buttonClasses('primary', 'sm')}>
      <FilePlus2 aria-hidden="true" className="size-4" />
      {t('Create contract')}
      <span className="sr-only">: {name}</span>
    </Link>
  )
}
