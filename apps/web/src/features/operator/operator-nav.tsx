import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { operatorPaths } from './operator-paths'

export type ConsoleSection = 'reports' | 'verifications' | 'suspended' | 'audit'

const BASE =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700'
const CURRENT = 'border-orange-700 bg-orange-700 text-white'
const OTHER =
  'border-stone-300 bg-white text-stone-800 hover:border-orange-700 hover:text-orange-900'

/**
 * The console's parts, the current one marked (aria-current), above each console page. On a
 * page inside a part (a report's page) the part is marked as the current section, not page.
 */
export function OperatorNav({
  current,
  inside = false,
}: {
  current: ConsoleSection
  inside?: boolean
}) {
  const { t } = useTranslation()
  const links: { section: ConsoleSection; to: string; label: string }[] = [
    { section: 'reports', to: operatorPaths.reports(), label: t('Reports') },
    { section: 'verifications', to: operatorPaths.verifications(), label: t('Verifications') },
    { section: 'suspended', to: operatorPaths.suspended(), label: t('Suspended accounts') },
    { section: 'audit', to: operatorPaths.audit(), label: t('Audit log') },
  ]
  return (
    <nav aria-label={t('Console sections')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.section}>
            <Link
              to={link.to}
              aria-current={link.section === current ? (inside ? 'true' : 'page') : undefined}
              className={`${BASE} ${link.section === current ? CURRENT : OTHER}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
