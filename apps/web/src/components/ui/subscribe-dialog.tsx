import { useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Lock, Mail } from 'lucide-react'
import { SUPPORT_EMAIL } from '@hearth/shared/config'
import { Button, buttonClasses } from './button'

type SubscribeDialogProps = {
  open: boolean
  onClose: () => void
  /** Where Subscribe goes; null while the plan page does not exist, so no link leads nowhere. */
  subscriptionPath: string | null
  /** The page's words (translated): what needs a plan, and what happens to the user's work. */
  title: string
  description: string
  /** The two buttons' words: the spec names them per screen (Subscribe / Cancel, …). */
  subscribeLabel: string
  cancelLabel: string
}

/**
 * An employer without active access tried something that needs it (docs/spec/marketplace.md §2
 * job screens, §6 chat): Subscribe, or close and keep what was typed. Until plans are on sale
 * online, Subscribe shows the support e-mail instead of a link to nowhere.
 */
export function SubscribeDialog({
  open,
  onClose,
  subscriptionPath,
  title,
  description,
  subscribeLabel,
  cancelLabel,
}: SubscribeDialogProps) {
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
          <Dialog.Title className="mt-3 text-xl font-bold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">{description}</Dialog.Description>
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
                // The Subscribe button it replaces had focus; keep the keyboard user in place.
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
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            {subscriptionPath ? (
              <Link to={subscriptionPath} className={buttonClasses('primary', 'md')}>
                {subscribeLabel}
              </Link>
            ) : showContact ? null : (
              <Button onClick={() => setShowContact(true)}>{subscribeLabel}</Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
