import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Ban } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { ApiError } from '../../lib/api-error'
import { useBlockMutation } from './safety-api'

type BlockControlProps = {
  userId: string
  name: string
  blocked: boolean
  /** Refetches what the block changes (the partner, the conversation list). */
  onChanged: () => Promise<unknown> | void
}

/** Block or Unblock the other side of a conversation (issue 23), confirmed first. */
export function BlockControl({ userId, name, blocked, onChanged }: BlockControlProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const mutation = useBlockMutation(onChanged)
  const failure =
    mutation.error instanceof ApiError
      ? mutation.error.detail
      : mutation.error
        ? t('Please try again.')
        : null
  return (
    <>
      <button
        type="button"
        onClick={() => {
          mutation.reset()
          setOpen(true)
        }}
        className={buttonClasses('secondary', 'sm', 'shrink-0')}
      >
        <Ban aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{blocked ? t('Unblock') : t('Block')}</span>
        <span className="sr-only">{` ${name}`}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={blocked ? t('Unblock {{name}}?', { name }) : t('Block {{name}}?', { name })}
        confirmLabel={blocked ? t('Unblock') : t('Block')}
        busy={mutation.isPending}
        busyLabel={t('Saving…')}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          mutation.mutate({ userId, block: !blocked }, { onSuccess: () => setOpen(false) })
        }
        error={
          failure ? (
            <Alert tone="error">
              <p>{failure}</p>
            </Alert>
          ) : null
        }
      >
        <p>
          {blocked
            ? t('You will be able to send each other messages again.')
            : t(
                'Neither of you will be able to send messages, and the conversation leaves your list. {{name}} is not told that you blocked them.',
                { name },
              )}
        </p>
      </ConfirmDialog>
    </>
  )
}
