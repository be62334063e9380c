import { useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Lock, Mail } from 'lucide-react'
import { SUPPORT_EMAIL } from '@hearth/shared/config'
import { Button, buttonClasses } from '../../components/ui/button'

type NoAccessDialogProps = {
  open: boolean
  onClose: () => void
  /** Where Subscribe Now goes; null while the plan page does not exist, so no link leads nowhere. */
  subscriptionPath: string | null
}

/**
 * docs/spec/marketplace.md §2 "Job screens": posting without active access offers Subscribe Now
 * or Maybe Later. Maybe Later keeps what was typed, ready to post once a plan is active.
 */
export function NoAccessDialog({ open, onClose, subscriptionPath }: NoAccessDialogProps) {
  const { t } = useTranslation()
  const [showContact, setShowContact] = useState(false)

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return
        setShowContact(false)
        onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <span className="flex size-11 items-center justify-center rounded-full bg-orange-100 text-orange-800">
            <Lock aria-hidden="true" className="size-5" />
          </span>
          <Dialog.Title className="mt-3 text-xl font-bold text-stone-900">
            {t('Subscribe to post jobs')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">
            {t(
              'Posting a job needs an active access plan. Your job details stay in the form, ready to post once your plan is active.',
            )}
          </Dialog.Description>
          {showContact ? (
            <div
              role="status"
              className="mt-4 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
            >
              <p>
                {t(
                  'Plans are not on sale online yet. E-mail us and we will set up your access plan.',
                )}
              </p>
              <a
                // The Subscribe Now button it replaces had focus; keep the keyboard user in place.
                autoFocus
                href={`mailto:${SUPPORT_EMAIL}`}
                className={buttonClasses('secondary', 'sm', 'mt-3 break-all')}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {SUPPORT_EMAIL}
              </a>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('Maybe Later')}</Button>
            </Dialog.Close>
            {subscriptionPath ? (
              <Link to={subscriptionPath} className={buttonClasses('primary', 'md')}>
                {t('Subscribe Now')}
              </Link>
            ) : showContact ? null : (
              <Button onClick={() => setShowContact(true)}>{t('Subscribe Now')}</Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
