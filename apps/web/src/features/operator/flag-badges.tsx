import { useTranslation } from 'react-i18next'
import type { SafetyFlag } from '@hearth/shared/safety-flags'
import { StatusBadge } from '../../components/ui/status-badge'
import { useFlagLabels } from './operator-labels'

/** What Hearth's scam check flagged, as small warning badges; nothing when nothing was flagged. */
export function FlagBadges({ flags }: { flags: readonly SafetyFlag[] }) {
  const { t } = useTranslation()
  const labels = useFlagLabels()
  if (flags.length === 0) return null
  return (
    <ul aria-label={t('Flagged by the scam check')} className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <li key={flag}>
          <StatusBadge tone="warning">{labels[flag]}</StatusBadge>
        </li>
      ))}
    </ul>
  )
}
