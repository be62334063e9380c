import { useTranslation } from 'react-i18next'
import { BadgeCheck } from 'lucide-react'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'

type VerifiedBadgeProps = {
  /** Whose badge: a helper's ("Verified") or an employer's ("Verified employer"). */
  kind: 'helper' | 'employer'
  /** When Hearth checked the documents (`verified_at`). */
  verifiedAt?: string | null
  /** Adds a short note under the pill: what Hearth checked, and when. */
  explain?: boolean
}

/**
 * The verification badge (issue 24): Hearth's team checked a helper's identity and visa, or an
 * employer's identity and address. The pill reads its words (the icon is decoration); the note
 * says what the badge does not prove. It renders from the profile's or posting's data alone, so
 * the server render shows it too.
 */
export function VerifiedBadge({ kind, verifiedAt = null, explain = false }: VerifiedBadgeProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const pill = (
    <span className="inline-flex items-center gap-1 rounded-full border border-green-300 bg-green-50 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-green-800">
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
      {kind === 'helper' ? t('Verified') : t('Verified employer')}
    </span>
  )
  if (!explain) return pill
  const date = verifiedAt ? formatHongKongDate(verifiedAt, language) : null
  let note: string
  if (kind === 'helper')
    note = date
      ? t(
          'Hearth checked her identity and visa on {{date}}. This does not prove skills or references.',
          { date },
        )
      : t('Hearth checked her identity and visa. This does not prove skills or references.')
  else
    note = date
      ? t('Hearth checked this employer’s identity and address on {{date}}.', { date })
      : t('Hearth checked this employer’s identity and address.')
  return (
    <div className="flex flex-col items-start gap-1">
      {pill}
      <p className="text-sm text-stone-700">{note}</p>
    </div>
  )
}
