import { useTranslation } from 'react-i18next'
import { useRevokeVerification } from './operator-api'
import { UserActionForm } from './user-action-form'

/**
 * Ends a person's verified badge by their user id (a verification request's page shows it), with
 * the reason: a visa cancelled early, a document found to be false.
 */
export function RevokeBadgeForm() {
  const { t } = useTranslation()
  const revoke = useRevokeVerification()
  return (
    <UserActionForm
      label={t('Revoke a badge')}
      userIdHint={t('A verification request’s page shows the account’s user id.')}
      reasonLabel={t('Reason for revoking')}
      reasonHint={t('The person sees it, and it is kept in the audit log.')}
      submitLabel={t('Revoke the badge')}
      failure={t('The badge could not be revoked.')}
      busy={revoke.isPending}
      act={async (userId, reason) => {
        await revoke.mutateAsync({ user_id: userId, reason })
        return t('The badge is revoked.')
      }}
    />
  )
}
