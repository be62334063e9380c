import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SuspendedUser } from '@hearth/shared/operator'
import { EmptyNote } from '../../components/ui/empty-note'
import { OutcomeAlert, type Outcome } from '../../components/ui/outcome'
import { PageFrame } from '../../components/ui/page-frame'
import { QueryState } from '../../components/ui/query-state'
import { CARD_CLASSES, SectionCard } from '../../components/ui/section-card'
import { useAuth } from '../../lib/auth'
import { useLanguage } from '../../lib/i18n'
import { viewerOf } from '../../lib/viewer'
import { useSuspendedUsers } from './operator-api'
import { formatDay } from './operator-format'
import { useUserTypeLabels } from './operator-labels'
import { OperatorNav } from './operator-nav'
import { Fact } from './report-facts'
import { SuspendAccountForm } from './suspend-account-form'
import { UnsuspendControl } from './unsuspend-control'

/** One suspended account: who, since when, why, and the way to lift it. */
function SuspendedRow({
  person,
  onDone,
}: {
  person: SuspendedUser
  onDone: (outcome: Outcome) => void
}) {
  const { t } = useTranslation()
  const language = useLanguage()
  const userTypes = useUserTypeLabels()
  const nameId = useId()
  return (
    <li className={`${CARD_CLASSES} p-4 sm:p-5`}>
      <h3 id={nameId} className="text-lg font-bold break-words text-stone-900">
        {person.name || person.email}
      </h3>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        <Fact term={t('E-mail')}>
          <span className="break-all">{person.email}</span>
        </Fact>
        <Fact term={t('Type of account')}>{userTypes[person.user_type]}</Fact>
        <Fact term={t('Suspended since')}>
          {person.suspended_at ? (
            <time dateTime={person.suspended_at}>{formatDay(person.suspended_at, language)}</time>
          ) : (
            t('Unknown')
          )}
        </Fact>
        <Fact term={t('Reason for suspending')}>
          <span className="whitespace-pre-wrap">{person.suspension_reason || t('Unknown')}</span>
        </Fact>
      </dl>
      <div className="mt-4">
        <UnsuspendControl person={person} nameId={nameId} onDone={onDone} />
      </div>
    </li>
  )
}

/** `/operator/suspended`: the suspended accounts, and suspending one by its user id. */
export function OperatorSuspendedPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const suspended = useSuspendedUsers(viewerOf(user))
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  return (
    <PageFrame
      title={t('Suspended accounts')}
      intro={t(
        'A suspended account cannot sign in, and its profile and job adverts are off Hearth until the suspension is lifted.',
      )}
    >
      <OperatorNav current="suspended" />
      <div className="space-y-6">
        <SectionCard title={t('Suspended now')}>
          <div className="space-y-4">
            <OutcomeAlert outcome={outcome} />
            <QueryState
              query={suspended}
              inline
              loading={t('Loading suspended accounts…')}
              failed={t('The suspended accounts could not be loaded.')}
              isEmpty={(data) => data.results.length === 0}
              empty={<EmptyNote>{t('No account is suspended.')}</EmptyNote>}
            >
              {(data) => (
                <ul className="space-y-3">
                  {data.results.map((person) => (
                    <SuspendedRow key={person.id} person={person} onDone={setOutcome} />
                  ))}
                </ul>
              )}
            </QueryState>
          </div>
        </SectionCard>
        <SectionCard
          title={t('Suspend an account')}
          description={t('For an account you found outside the report queue.')}
        >
          <SuspendAccountForm />
        </SectionCard>
      </div>
    </PageFrame>
  )
}
