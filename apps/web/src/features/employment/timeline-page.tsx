import { useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/ui/alert'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'

import { EmploymentTimeline } from './timeline'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'

/**
 * /employment-management/{employmentId}/timeline?name=: the employer's timeline of one
 * employment, reached from its card on the employment hub (issue 14).
 */
export function TimelinePage() {
  const { t } = useTranslation()
  const { employmentId = '' } = useParams()
  const [search] = useSearchParams()
  const { user } = useAuth()
  const name = search.get('name') ?? ''
  const title = name ? t('Timeline of {{name}}', { name }) : t('Employment timeline')
  const back = { to: paths.manageEmployment(), label: t('Back to your employments') }
  return (
    <PageFrame
      title={title}
      back={back}
      width="max-w-3xl"
      intro={t(
        'Dates that matter in this employment: contract, renewal, documents, service thresholds, leave years and wages due. Hearth e-mails you before each one.',
      )}
    >
      {employmentId ? (
        <EmploymentTimeline employmentUid={employmentId} viewer={viewerOf(user)} label={title} />
      ) : (
        <Alert tone="error">{t('The link has no employment in it.')}</Alert>
      )}
    </PageFrame>
  )
}
