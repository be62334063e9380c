import { useState } from 'react'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { DeleteAccountDialog } from './delete-account-dialog'

/** "Delete my account", and the dialog that asks for the password and the confirmation word. */
export function DeleteAccount() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        className="text-red-800"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('Delete my account')}
      </Button>
      {open ? <DeleteAccountDialog open onClose={() => setOpen(false)} /> : null}
    </>
  )
}
