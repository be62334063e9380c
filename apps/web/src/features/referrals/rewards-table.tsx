import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { Language } from '@hearth/shared/i18n-keys'
import { tk } from '@hearth/shared/i18n-keys'
import type { ReferralReward, ReferralSummary } from '@hearth/shared/referrals'
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import { formatHkd } from './referrals-api'

type Status = ReferralReward['status']
type Reason = NonNullable<ReferralReward['reason']>

const STATUS_LABELS: Record<Status, string> = {
  pending: tk('Pending'),
  earned: tk('Earned'),
  expired: tk('Lapsed'),
}

const STATUS_TONES: Record<Status, BadgeTone> = {
  pending: 'info',
  earned: 'success',
  expired: 'muted',
}

const REASON_LABELS: Record<Reason, string> = {
  subscription: tk('Bought an access plan'),
  hired: tk('Was hired'),
  partner_service: tk('Used our visa or documentation partner services'),
}

function RewardStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation()
  return <StatusBadge tone={STATUS_TONES[status]}>{t(STATUS_LABELS[status])}</StatusBadge>
}

/** What the reward's dates say: when it was earned, until when it can be, or that it lapsed. */
function whenText(t: TFunction, language: Language, reward: ReferralReward): string {
  const date = (value: string) => formatHongKongDate(value, language) ?? value
  if (reward.status === 'earned' && reward.earned_at)
    return t('Earned on {{date}}', { date: date(reward.earned_at) })
  if (reward.status === 'pending')
    return t('Qualifies until {{date}}', { date: date(reward.expires_at) })
  return t('Lapsed on {{date}}', { date: date(reward.expires_at) })
}

function reasonText(t: TFunction, reward: ReferralReward): string {
  return reward.reason ? t(REASON_LABELS[reward.reason]) : t('Not yet')
}

/**
 * The people the caller referred and what each earned or may earn: a table from the small-tablet
 * width up, a list of cards on a phone (the same facts, no sideways scrolling).
 */
export function RewardsTable({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const referredOn = (reward: ReferralReward) =>
    formatHongKongDate(reward.referred_at, language) ?? reward.referred_at
  return (
    <>
      <ul className="space-y-3 sm:hidden">
        {summary.rewards.map((reward, index) => (
          <li
            key={`${reward.referred_at}-${index}`}
            className="rounded-xl border border-stone-200 bg-white p-4"
          >
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-stone-900">{reward.referred_name}</span>
              <RewardStatusBadge status={reward.status} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-700">{t('Reward')}</dt>
              <dd className="text-stone-900">{formatHkd(reward.amount)}</dd>
              <dt className="text-stone-700">{t('Reason')}</dt>
              <dd className="text-stone-900">{reasonText(t, reward)}</dd>
              <dt className="text-stone-700">{t('Referred on')}</dt>
              <dd className="text-stone-900">{referredOn(reward)}</dd>
            </dl>
            <p className="mt-2 text-sm text-stone-700">{whenText(t, language, reward)}</p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{t('Your referrals and rewards')}</caption>
        <thead className="border-b border-stone-300 text-stone-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('Person')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('Reward status')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('Reward')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('Reason')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('Referred on')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('Dates')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {summary.rewards.map((reward, index) => (
            <tr key={`${reward.referred_at}-${index}`}>
              <th scope="row" className="py-3 pr-3 font-semibold text-stone-900">
                {reward.referred_name}
              </th>
              <td className="py-3 pr-3">
                <RewardStatusBadge status={reward.status} />
              </td>
              <td className="py-3 pr-3 text-right text-stone-900">{formatHkd(reward.amount)}</td>
              <td className="py-3 pr-3 text-stone-900">{reasonText(t, reward)}</td>
              <td className="py-3 pr-3 text-stone-900">{referredOn(reward)}</td>
              <td className="py-3 text-stone-700">{whenText(t, language, reward)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
