import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FilePlus2 } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { EmploymentPageLayout } from './employment-page-layout'
import { CREATE_CONTRACT_PATH, EmploymentList } from './employment-list'

/**
 * /manage-employment/helpers, also /employment-management/helpers and
 * /employer/manage-employment (docs/spec/employment.md §2): helper management.
 */
export function HelpersPage() {
  const { t } = useTranslation()
  return (
    <EmploymentPageLayout
      title={t('Helpers and contracts')}
      back={{ to: '/manage-employment', label: t('Back to Manage employment') }}
      actions={
        <Link to={CREATE_CONTRACT_PATH} className={buttonClasses('primary', 'md')}>
          <FilePlus2 aria-hidden="true" className="size-5" />
          {t('Create a contract')}
        </Link>
      }
    >
      <EmploymentList />
    </EmploymentPageLayout>
  )
}
