import { useLocation, useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/ui/alert'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { PayrollGenerateForm } from './payroll-generate-form'
import { PayrollRecordsList } from './payroll-records-list'
import { SalaryAdjustmentsSection } from './salary-adjustments'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { useEmployments } from '../../lib/employments-query'

/**
 * /employment-management/{employmentId}/payroll (docs/spec/employment.md §2), with the optional
 * `name` and `helper_profile` query parameters: generate a month, the pay period records, and the
 * salary adjustments. Feedback is in the page (§8), not browser alerts.
 */
export function PayrollPage() {
  const { t } = useTranslation()
  const { employmentId = '' } = useParams()
  const [search] = useSearchParams()
  const { search: query } = useLocation()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const employments = useEmployments(viewer)
  const employment = employments.data?.find((item) => item.uid === employmentId)
  const name = employment?.helper_details.full_name ?? search.get('name')
  const helperProfile = employment?.helper_profile ?? search.get('helper_profile') ?? ''
  const title = name ? t('Payroll of {{name}}', { name }) : t('Payroll records')
  const back = { to: paths.payrollArea(), label: t('Back to payroll') }

  if (!employmentId)
    return (
      <PageFrame title={t('Payroll records')} back={back}>
        <Alert tone="error">{t('The employment is missing from the address.')}</Alert>
      </PageFrame>
    )

  return (
    <PageFrame
      title={title}
      back={back}
      intro={t(
        'Each month’s pay is worked out under the Employment Ordinance and explained line by line. Finalise a month once it is paid; its receipt is the record you must keep.',
      )}
    >
      <div className="space-y-6">
        <PayrollGenerateForm employmentUid={employmentId} helperProfile={helperProfile} />
        <PayrollRecordsList
          viewer={viewer}
          employmentUid={employmentId}
          detailPath={(record) => paths.payrollRecord(employmentId, record.uid, query)}
        />
        <SalaryAdjustmentsSection
          viewer={viewer}
          employmentUid={employmentId}
          helperProfile={helperProfile}
        />
      </div>
    </PageFrame>
  )
}
