import { useState } from 'react'
import { useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ReportStatus } from '@hearth/shared/safety'
import type { OperatorReportDetail } from '@hearth/shared/operator'
import { OutcomeAlert, type Outcome } from '../../components/ui/outcome'
import { PageFrame } from '../../components/ui/page-frame'
import { QueryState } from '../../components/ui/query-state'
import { SectionCard } from '../../components/ui/section-card'
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge'
import { useAuth } from '../../lib/auth'
import { viewerOf } from '../../lib/viewer'
import { useOperatorReport } from './operator-api'
import { useStatusLabels, useTargetTypeLabels } from './operator-labels'
import { OperatorNav } from './operator-nav'
import { operatorPaths } from './operator-paths'
import { ReportFacts } from './report-facts'
import { ReportTarget } from './report-target'
import { ResolveReportForm } from './resolve-report-form'

const STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  open: 'warning',
  actioned: 'success',
  dismissed: 'muted',
}

function ReportView({ report, viewer }: { report: OperatorReportDetail; viewer: string }) {
  const { t } = useTranslation()
  const statuses = useStatusLabels()
  const types = useTargetTypeLabels()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  return (
    <PageFrame
      title={t('Report: {{name}}', { name: report.target_label || types[report.target_type] })}
      tabTitle={t('Report details')}
      back={{ to: operatorPaths.reports(), label: t('Back to the reports') }}
      badge={
        <StatusBadge tone={STATUS_TONES[report.status]} name={t('Report status')}>
          {statuses[report.status]}
        </StatusBadge>
      }
    >
      <OperatorNav current="reports" inside />
      <div className="space-y-6">
        <SectionCard title={t('The report')}>
          <ReportFacts report={report} />
        </SectionCard>
        <SectionCard
          title={t('What was reported')}
          description={t('As the people who can see it see it.')}
        >
          <ReportTarget type={report.target_type} target={report.target} />
        </SectionCard>
        <OutcomeAlert outcome={outcome} />
        {report.status === 'open' ? (
          <SectionCard
            title={t('Decide')}
            description={t('The decision applies to every open report on the same thing.')}
          >
            <ResolveReportForm report={report} viewer={viewer} onOutcome={setOutcome} />
          </SectionCard>
        ) : null}
      </div>
    </PageFrame>
  )
}

/** `/operator/reports/:id`: one report, the reported thing, and the decision on it. */
export function OperatorReportPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const report = useOperatorReport(viewer, id)
  // Keyed by the report: moving to another one starts without the last one's outcome.
  if (report.data) return <ReportView key={report.data.id} report={report.data} viewer={viewer} />
  return (
    <PageFrame
      title={t('Report details')}
      back={{ to: operatorPaths.reports(), label: t('Back to the reports') }}
    >
      <OperatorNav current="reports" inside />
      <QueryState
        query={report}
        loading={t('Loading the report…')}
        failed={t('The report could not be loaded.')}
        notFound={t('There is no such report.')}
      >
        {() => null}
      </QueryState>
    </PageFrame>
  )
}
