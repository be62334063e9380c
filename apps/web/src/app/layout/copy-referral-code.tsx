import { Check, Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { useCopyText, type CopyStatus } from '../../lib/use-copy-text'

/** The label of the copy action: the code itself, then 'Copied!' for two seconds. */
export function referralCopyLabel(t: TFunction, code: string | null, status: CopyStatus): string {
  if (!code) return t('No Referral Code')
  if (status === 'copied') return t('Copied!')
  if (status === 'failed') return t('Could not copy. Your code is {{code}}', { code })
  return t('Copy referral code ({{code}})', { code })
}

/** A plain button version, used in the mobile menu. */
export function CopyReferralCodeButton({ code }: { code: string | null }) {
  const { t } = useTranslation()
  const { status, copy } = useCopyText()
  const Icon = status === 'copied' ? Check : Copy
  return (
    <button
      type="button"
      disabled={!code}
      onClick={() => {
        if (code) void copy(code)
      }}
      className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-base font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:text-stone-600"
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-orange-700" />
      <span aria-live="polite">{referralCopyLabel(t, code, status)}</span>
    </button>
  )
}
