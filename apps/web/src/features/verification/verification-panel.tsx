import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilePlus2 } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { OutcomeAlert, type Outcome } from '../../components/ui/outcome'
import { QueryState } from '../../components/ui/query-state'
import { SectionCard } from '../../components/ui/section-card'
import { useAuth } from '../../lib/auth'
import { viewerOf } from '../../lib/viewer'
import { useMyVerifications } from './verification-api'
import { VerificationForm } from './verification-form'
import type { VerificationParty } from './verification-labels'
import { VerificationRequests } from './verification-requests'

/**
 * The verification badge on the owner's own page (issue 24): why and how to get it, the request
 * form, and the caller's requests with what to do next. The app composes it into the helper's
 * profile page and the employer's details page.
 */
export function VerificationPanel({ kind }: { kind: VerificationParty }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const mine = useMyVerifications(viewer)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // With a badge, the form waits behind "Send a new document" (a renewed visa, a new address).
  const [renewing, setRenewing] = useState(false)
  const isHelper = kind === 'helper'
  const apiKind = isHelper ? 'helper_identity' : 'employer_identity'

  return (
    <SectionCard
      title={isHelper ? t('Get the Verified badge') : t('Get the Verified employer badge')}
      description={
        isHelper
          ? t(
              'Employers trust a profile with the Verified badge. Hearth’s team checks your identity and your visa, then the badge shows on your profile.',
            )
          : t(
              'Helpers trust an employer with the Verified employer badge. Hearth’s team checks your identity and your address, then the badge shows on your job posts.',
            )
      }
    >
      <QueryState
        query={mine}
        inline
        loading={t('Loading your requests…')}
        failed={t('Your verification requests could not be loaded.')}
      >
        {(data) => {
          const requests = data.results.filter((request) => request.kind === apiKind)
          const newest = requests[0]
          const waiting = requests.some((request) => request.status === 'pending')
          const hasBadge = newest?.status === 'approved'
          const showForm = !waiting && (!hasBadge || renewing)
          return (
            <div className="space-y-6">
              {showForm ? null : (
                <div aria-live="polite">
                  <OutcomeAlert outcome={outcome} />
                </div>
              )}
              {requests.length > 0 ? (
                <VerificationRequests party={kind} requests={requests} />
              ) : null}
              {showForm ? (
                <VerificationForm
                  party={kind}
                  viewer={viewer}
                  outcome={outcome}
                  onOutcome={(next) => {
                    setOutcome(next)
                    if (next?.kind === 'success') setRenewing(false)
                  }}
                />
              ) : waiting ? null : (
                <div className="space-y-2">
                  <p className="text-sm text-stone-700">
                    {isHelper
                      ? t('Got a new visa? Send it to keep your badge.')
                      : t('Moved house? Send a new proof of address.')}
                  </p>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setOutcome(null)
                      setRenewing(true)
                    }}
                  >
                    <FilePlus2 aria-hidden="true" className="size-4" />
                    {t('Send a new document')}
                  </Button>
                </div>
              )}
            </div>
          )
        }}
      </QueryState>
    </SectionCard>
  )
}
