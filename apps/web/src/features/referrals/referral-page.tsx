import { useTranslation } from 'react-i18next'
import { EmptyNote } from '../../components/ui/empty-note'
import { useAuth } from '../../lib/auth'
import { CopyField } from './copy-field'
import { ReferralRules } from './referral-rules'
import { formatHkd, shareLinkOf, useReferralSummary } from './referrals-api'
import { RewardsTable } from './rewards-table'
import { QueryState } from '../../components/ui/query-state'
import { PageFrame } from '../../components/ui/page-frame'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
    </div>
  )
}

/** `/referral` (docs/spec/marketplace.md §2): the caller's code, link, rewards and the rules. */
export function ReferralPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const summary = useReferralSummary(user?.id ?? '')

  return (
    <PageFrame
      title={t('Referral programme')}
      intro={t(
        'Invite families and helpers to Hearth and earn a reward when they join in earnest.',
      )}
    >
      <QueryState
        query={summary}
        loading={t('Loading your referrals…')}
        failed={t('Your referrals could not be loaded.')}
      >
        {(data) => (
          <>
            <>
              <section
                aria-labelledby="referral-share"
                className="mt-6 grid gap-4 rounded-2xl border border-orange-200 bg-orange-50/60 p-5 sm:grid-cols-2 sm:p-6"
              >
                <h2 id="referral-share" className="sr-only">
                  {t('Share your code')}
                </h2>
                <CopyField
                  label={t('Your referral code')}
                  value={data.referral_code}
                  buttonText={t('Copy code')}
                  monospace
                />
                <CopyField
                  label={t('Your sign-up link')}
                  value={shareLinkOf(data.referral_code)}
                  buttonText={t('Copy link')}
                />
              </section>

              <section aria-labelledby="referral-rewards" className="mt-8">
                <h2 id="referral-rewards" className="text-2xl font-bold text-stone-900">
                  {t('Your rewards')}
                </h2>
                <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
                  <Figure label={t('People referred')} value={String(data.referred_count)} />
                  <Figure label={t('Earned')} value={formatHkd(data.totals.earned)} />
                  <Figure label={t('Pending')} value={formatHkd(data.totals.pending)} />
                </dl>
                <div className="mt-4">
                  {data.rewards.length === 0 ? (
                    <EmptyNote>
                      {t('No one has used your code yet. Share it to start earning.')}
                    </EmptyNote>
                  ) : (
                    <RewardsTable summary={data} />
                  )}
                </div>
              </section>
            </>
          </>
        )}
      </QueryState>

      <section aria-label={t('Programme rules')} className="mt-10">
        <ReferralRules />
      </section>
    </PageFrame>
  )
}
