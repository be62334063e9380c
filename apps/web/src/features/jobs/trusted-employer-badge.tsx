import { useTranslation } from 'react-i18next'
import { ShieldCheck } from 'lucide-react'

/** docs/spec/marketplace.md §9: premium employers' postings carry a trusted-employer badge. */
export function TrustedEmployerBadge() {
  const { t } = useTranslation()
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
      <ShieldCheck aria-hidden="true" className="size-4" />
      {t('Trusted employer')}
    </span>
  )
}
