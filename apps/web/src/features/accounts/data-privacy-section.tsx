import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { SectionCard } from '../../components/ui/section-card'
import { paths } from '../../lib/paths'
import { DataExportControl } from './data-export'
import { DeleteAccount } from './delete-account'

/** One right: the way to use it (a button or a link), then what it does. */
function Right({ text, children }: { text: string; children: ReactNode }) {
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <p className="mb-3 text-sm text-stone-700">{text}</p>
      {children}
    </li>
  )
}

/**
 * "Your data and privacy" (issue 25): every right a person has over their data, in one place — a
 * copy of it, who opened their documents, the policy, and deleting the account.
 */
export function DataPrivacySection({ viewer }: { viewer: string }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('Your data and privacy')} className="mt-8">
      <ul className="divide-y divide-stone-200">
        <Right
          text={t(
            'A ZIP file of your records and every file you uploaded, usually ready within a minute. One copy an hour.',
          )}
        >
          <DataExportControl viewer={viewer} />
        </Right>
        <Right
          text={t(
            'Hearth records each time someone other than you opens your passport, visa, verification, leave or employment documents.',
          )}
        >
          <Link to={paths.documentAccess()} className={LINK_CLASSES}>
            {t('Who opened my documents')}
          </Link>
        </Right>
        <Right text={t('What Hearth keeps about you, why, for how long, and who can see it.')}>
          <Link to={paths.privacy()} className={LINK_CLASSES}>
            {t('Privacy Policy')}
          </Link>
        </Right>
        <Right text={t('Deleting your account cannot be undone.')}>
          <DeleteAccount />
        </Right>
      </ul>
    </SectionCard>
  )
}
