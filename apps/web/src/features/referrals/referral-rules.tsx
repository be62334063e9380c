import { useTranslation } from 'react-i18next'
import { SUPPORT_EMAIL } from '@hearth/shared/config'
import { LINK_CLASSES } from '../../components/ui/link-classes'

/** docs/spec/marketplace.md §2 "Referral page" and §9 "Referral", in plain words. */
export function ReferralRules() {
  const { t } = useTranslation()
  const sections = [
    {
      title: t('How it works'),
      points: [
        t('Share your code or your sign-up link with a family or a helper.'),
        t(
          'They enter your code when they fill in their employer details or their helper profile. A person can be referred only once, and you cannot use your own code.',
        ),
      ],
    },
    {
      title: t('Who qualifies'),
      points: [
        t(
          'You earn HK$50 for each person you refer who buys an access plan or is hired within 6 months of registering.',
        ),
        t(
          'Helpers who refer an employer can earn up to HK$300 when that employer uses our visa or documentation partner services. Our team records these rewards.',
        ),
      ],
    },
    {
      title: t('How to claim'),
      points: [
        t(
          'Rewards are recorded for you and show here as Earned. To receive an earned reward, write to us with your referral code.',
        ),
      ],
    },
    {
      title: t('Terms'),
      points: [
        t('Rewards are in Hong Kong dollars, once per referred person.'),
        t('A referral that does not qualify within 6 months of registering expires.'),
        t('We may refuse rewards for fake accounts or other misuse.'),
      ],
    },
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sections.map((section) => (
        <section
          key={section.title}
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h2 className="text-lg font-bold text-stone-900">{section.title}</h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-stone-800">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-stone-700 sm:col-span-2">
        {t('Questions about a reward?')}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK_CLASSES}>
          {SUPPORT_EMAIL}
        </a>
      </p>
    </div>
  )
}
