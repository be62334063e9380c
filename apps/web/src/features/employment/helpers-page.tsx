import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FilePlus2 } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../lib/paths'
import { EmploymentList } from './employment-list'
import { PageFrame } from '../../components/ui/page-frame'

/**
 * /manage-employment/helpers, also /employment-management/helpers and
 * /employer/manage-employment (docs/spec/employment.md §2): helper management.
 */
export function HelpersPage() {
  const { t } = useTranslation()
  return (
    <PageFrame
      title={t('Helpers and contracts')}
      back={{ to: paths.manageEmployment(), label: t('Back to Manage employment') }}
      actions={
        <Link to={paths.createContract()} className={buttonClasses('primary', 'md')}>
          <FilePlus2 aria-hidden="true" className="size-5" />
          {t('Create a contract')}
        </Link>
      }
    >
      <EmploymentList />
    </PageFrame>
  )
}
