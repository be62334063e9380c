import type { ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import { Button } from './button'

export type ConfirmDialogProps = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  busyLabel?: string
  /** Shown inside the dialog when the confirmed action failed. */
  error?: ReactNode
}

/**
 * A question with Cancel (focused first, the safe choice) and one action; Radix's dialog, loaded
 * by confirm-dialog.tsx after the page has rendered.
 */
export function ConfirmDialogContent({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-stone-700">{children}</div>
          </Dialog.Description>
          {error ? <div className="mt-4">{error}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy} autoFocus>
                {t('Cancel')}
              </Button>
            </Dialog.Close>
            <Button onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
