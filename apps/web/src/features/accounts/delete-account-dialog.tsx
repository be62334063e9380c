import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useHref } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { OutcomeAlert, outcomeOf } from '../../components/ui/outcome'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { useDeleteAccount } from './account-data-api'

/** The typed word matches the shown one, whatever its case and surrounding spaces. */
export function confirmsWord(typed: string, word: string): boolean {
  return typed.trim().toLocaleLowerCase() === word.trim().toLocaleLowerCase()
}

/** What deleting does, said before the person decides (issue 25; the privacy policy says more). */
function Consequences() {
  const { t } = useTranslation()
  return (
    <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-stone-700">
      <li>{t('Your profile and your job postings leave search at once.')}</li>
      <li>{t('Your photos, your passport copy and the files you uploaded are erased.')}</li>
      <li>
        {t(
          'Records the other party of an employment needs by law (contracts, payroll, leave and termination) are kept for them for 7 years after the employment ends.',
        )}
      </li>
      <li>
        {t('Messages you wrote stay in the other person’s conversation, under “Deleted user”.')}
      </li>
      <li>{t('You can download your data first: close this and choose Download my data.')}</li>
    </ul>
  )
}

type DeleteMutation = ReturnType<typeof useDeleteAccount>

function DeleteAccountForm({ remove, onClose }: { remove: DeleteMutation; onClose: () => void }) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const [typed, setTyped] = useState('')
  const passwordInput = useRef<HTMLInputElement>(null)
  const word = t('DELETE')
  const ready = password !== '' && confirmsWord(typed, word)

  const error = remove.error
  const passwordError =
    error instanceof ApiError && error.fields.password?.length
      ? error.fields.password.join(' ')
      : undefined
  useEffect(() => {
    if (passwordError) passwordInput.current?.focus()
  }, [passwordError])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!ready || remove.isPending) return
    remove.mutate(password)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <TextField
        ref={passwordInput}
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        revealLabels={{ show: t('Show password'), hide: t('Hide password') }}
        value={password}
        error={passwordError}
        onChange={(event) => {
          setPassword(event.target.value)
          if (remove.isError) remove.reset()
        }}
      />
      <TextField
        label={t('To confirm, type {{word}}', { word })}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {error && !passwordError ? (
        <OutcomeAlert outcome={outcomeOf(error, t('Your account was not deleted.'))} />
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!ready}
          busy={remove.isPending}
          busyLabel={t('Deleting your account…')}
        >
          {t('Delete my account')}
        </Button>
      </div>
    </form>
  )
}

/**
 * Deleting the account (issue 25): a modal (focus kept inside, Escape closes) that says what
 * happens, then asks for the password and a typed confirmation word before the button works.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const remove = useDeleteAccount(
    useHref(paths.home()),
    t('Your account is deleted. We are sorry to see you go.'),
  )
  const close = () => {
    if (remove.isPending) return
    remove.reset()
    onClose()
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content className="fixed inset-x-2 top-4 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-4 shadow-xl focus:outline-none sm:inset-x-4 sm:top-10 sm:max-h-[calc(100dvh-5rem)] sm:p-6">
          <Dialog.Title className="text-xl font-bold text-stone-900">
            {t('Delete my account')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-800">
            {t('Deleting your account cannot be undone.')}
          </Dialog.Description>
          <Consequences />
          <DeleteAccountForm remove={remove} onClose={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
