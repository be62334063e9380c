import { useState } from 'react'
import { useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { OperatorVerification } from '@hearth/shared/operator'
import type { VerificationStatus } from '@hearth/shared/verification'
import { OutcomeAlert, type Outcome } from '../../components/ui/outcome'
import { PageFrame } from '../../components/ui/page-frame'
import { QueryState } from '../../components/ui/query-state'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { SectionCard } from '../../components/ui/section-card'
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge'
import { useAuth } from '../../lib/auth'
import { useLanguage } from '../../lib/i18n'
import { viewerOf } from '../../lib/viewer'
import { DecideVerificationForm } from './decide-verification-form'
import { useOperatorVerification } from './operator-api'
import { formatDay, formatWhen } from './operator-format'
import {
  useUserTypeLabels,
  useVerificationKindLabels,
  useVerificationReasonLabel,
  useVerificationStatusLabels,
} from './operator-labels'
import { OperatorNav } from './operator-nav'
import { operatorPaths } from './operator-paths'
import { Fact } from './report-facts'
import { VerificationDocument } from './verification-document'

const STATUS_TONES: Record<VerificationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'muted',
  revoked: 'muted',
}

/** What the person typed when they sent the document. */
function SentFacts({ verification }: { verification: OperatorVerification }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const kinds = useVerificationKindLabels()
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term={t('What to check')}>{kinds[verification.kind]}</Fact>
      <Fact term={t('Name as typed')}>
        <span className="font-semibold">{verification.full_name}</span>
      </Fact>
      {verification.kind === 'helper_identity' ? (
        <Fact term={t('Visa expiry as typed')}>
          {verification.expires_on ? (
            <time dateTime={verification.expires_on}>
              {formatDay(verification.expires_on, language)}
            </time>
          ) : (
            t('Not given')
          )}
        </Fact>
      ) : null}
      <Fact term={t('Sent on')}>
        <time dateTime={verification.created_at}>
          {formatWhen(verification.created_at, language)}
        </time>
      </Fact>
    </dl>
  )
}

/** Whose request it is: the account, and the profile the badge goes on. */
function ProfileFacts({ verification }: { verification: OperatorVerification }) {
  const { t } = useTranslation()
  const userTypes = useUserTypeLabels()
  const { person } = verification
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term={t('Name on the profile')}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{verification.profile_name || t('Unknown')}</span>
          {person.suspended ? <StatusBadge tone="danger">{t('Suspended')}</StatusBadge> : null}
        </span>
      </Fact>
      <Fact term={t('Type of account')}>{userTypes[person.user_type]}</Fact>
      <Fact term={t('E-mail')}>
        <span className="break-all">{person.email}</span>
      </Fact>
      <Fact term={t('User id')}>
        <code className="break-all">{person.id}</code>
      </Fact>
      {verification.profile_path ? (
        <div className="sm:col-span-2">
          <a
            href={verification.profile_path}
            target="_blank"
            rel="noreferrer"
            className={LINK_CLASSES}
          >
            {t('Open the public profile')}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        </div>
      ) : null}
    </dl>
  )
}

/** A decided request: who decided what, when, and — for a badge given — what they confirmed. */
function DecisionFacts({ verification }: { verification: OperatorVerification }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const statuses = useVerificationStatusLabels()
  const reasonOf = useVerificationReasonLabel()
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term={t('Verification status')}>{statuses[verification.status]}</Fact>
      {verification.decided_at ? (
        <Fact term={t('Decided')}>
          {t('By {{operator}} on {{date}}', {
            operator: verification.decided_by ?? t('a former operator'),
            date: formatWhen(verification.decided_at, language),
          })}
        </Fact>
      ) : null}
      {verification.reason ? <Fact term={t('Reason')}>{reasonOf(verification.reason)}</Fact> : null}
      {verification.note ? (
        <Fact term={t('Note')}>
          <span className="whitespace-pre-wrap">{verification.note}</span>
        </Fact>
      ) : null}
      {verification.confirmed_expires_on ? (
        <Fact term={t('Visa expiry confirmed')}>
          <time dateTime={verification.confirmed_expires_on}>
            {formatDay(verification.confirmed_expires_on, language)}
          </time>
        </Fact>
      ) : null}
      {/* Every status but rejected was approved once: say what the approving operator ticked. */}
      {verification.status !== 'rejected' ? (
        <Fact term={t('Checked with the issuer')}>
          {verification.document_checked ? t('Yes, ticked') : t('Not ticked')}
        </Fact>
      ) : null}
    </dl>
  )
}

function VerificationView({
  verification,
  viewer,
}: {
  verification: OperatorVerification
  viewer: string
}) {
  const { t } = useTranslation()
  const statuses = useVerificationStatusLabels()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const name = verification.person.name || verification.person.email
  const pending = verification.status === 'pending'
  return (
    <PageFrame
      title={t('Verification: {{name}}', { name })}
      tabTitle={t('Verification request')}
      back={{ to: operatorPaths.verifications(), label: t('Back to the verifications') }}
      width="max-w-6xl"
      badge={
        <StatusBadge tone={STATUS_TONES[verification.status]} name={t('Verification status')}>
          {statuses[verification.status]}
        </StatusBadge>
      }
    >
      <OperatorNav current="verifications" inside />
      {/* The document beside the details on a wide screen, above them on a phone. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <SectionCard
          title={t('The document')}
          description={t('Each opening is recorded in the audit log.')}
          className="lg:sticky lg:top-4"
        >
          <VerificationDocument verification={verification} viewer={viewer} />
        </SectionCard>
        <div className="min-w-0 space-y-6">
          <SectionCard title={t('What they sent')}>
            <SentFacts verification={verification} />
          </SectionCard>
          <SectionCard title={t('Their profile')}>
            <ProfileFacts verification={verification} />
          </SectionCard>
          <OutcomeAlert outcome={outcome} />
          {pending ? (
            <SectionCard
              title={t('Decide')}
              description={t(
                'Compare the document with what they typed. Approving puts the verified badge on their profile.',
              )}
            >
              <DecideVerificationForm
                verification={verification}
                viewer={viewer}
                onOutcome={setOutcome}
              />
            </SectionCard>
          ) : (
            <SectionCard title={t('The decision')}>
              <DecisionFacts verification={verification} />
            </SectionCard>
          )}
        </div>
      </div>
    </PageFrame>
  )
}

/** `/operator/verifications/:id` (issue 24): one request, its document, and the decision on it. */
export function OperatorVerificationPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const verification = useOperatorVerification(viewer, id)
  // Keyed by the request: moving to another one starts without the last one's outcome.
  if (verification.data)
    return (
      <VerificationView
        key={verification.data.id}
        verification={verification.data}
        viewer={viewer}
      />
    )
  return (
    <PageFrame
      title={t('Verification request')}
      back={{ to: operatorPaths.verifications(), label: t('Back to the verifications') }}
    >
      <OperatorNav current="verifications" inside />
      <QueryState
        query={verification}
        loading={t('Loading the verification request…')}
        failed={t('The verification request could not be loaded.')}
        notFound={t('There is no such verification request.')}
      >
        {() => null}
      </QueryState>
    </PageFrame>
  )
}
