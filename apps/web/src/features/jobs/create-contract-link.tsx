import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FilePlus2 } from 'lucide-react'
import type { JobApplication } from '@hearth/shared/applications'
import { buttonClasses } from '../../components/ui/button'

/**
 * For a HIRED application: "Create contract", the employment feature's create page
 * (docs/spec/employment.md §2, issue 13). The application does not carry the helper's e-mail, so
 * the employer types it there (the page takes `?helper_email=` once one is available).
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
  return (
    <Link to="/employment-management/create-contract" className={buttonClasses('primary', 'sm')}>
      <FilePlus2 aria-hidden="true" className="size-4" />
      {t('Create contract')}
      <span className="sr-only">: {name}</span>
    </Link>
  )
}
