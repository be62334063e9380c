import { useTranslation } from 'react-i18next'
import { useSuspendUser } from './operator-api'
import { UserActionForm } from './user-action-form'

/** Suspends an account by its user id (shown on a report's page) with the reason. */
export function SuspendAccountForm() {
  const { t } = useTranslation()
  const suspend = useSuspendUser()
  return (
    <UserActionForm
      label={t('Suspend an account')}
      userIdHint={t('A report’s page shows the reported account’s user id.')}
      reasonLabel={t('Reason for suspending')}
      reasonHint={t('Kept in the audit log.')}
      submitLabel={t('Suspend the account')}
      failure={t('The account could not be suspended.')}
      busy={suspend.isPending}
      act={async (userId, reason) => {
        const person = await suspend.mutateAsync({ userId, input: { reason } })
        return t('{{name}} is suspended.', { name: person.name || person.email })
      }}
    />
  )
}
