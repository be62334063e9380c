import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import { TriangleAlert } from 'lucide-react'
import type { UserType } from '@hearth/shared/accounts'
import { Button } from '../../components/ui/button'

type ConfirmAccountTypeDialogProps = {
  userType: UserType | null
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
  /** Runs when the dialog has closed; call `event.preventDefault()` to place focus yourself. */
  onCloseAutoFocus?: (event: Event) => void
}

/** The confirm step: the account type can never be changed after registration. */
export function ConfirmAccountTypeDialog({
  userType,
  busy,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmAccountTypeDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog.Root
      open={userType !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-stone-900">
            {t('Confirm your account type')}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-3 text-stone-700">
              <p className="text-base font-semibold text-stone-900">
                {userType === 'helper'
                  ? t('You are creating a helper account.')
                  : t('You are creating an employer account.')}
              </p>
              <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>
                  {t(
                    'The account type cannot be changed later. To use Hearth the other way, you would need a new account with a different e-mail address.',
                  )}
                </span>
              </p>
            </div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('Cancel')}
            </Button>
            <Button onClick={onConfirm} busy={busy} busyLabel={t('Creating account…')}>
              {userType === 'helper' ? t('Create helper account') : t('Create employer account')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
