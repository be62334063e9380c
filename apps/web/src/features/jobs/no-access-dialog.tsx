import { useTranslation } from 'react-i18next'
import { SubscribeDialog } from '../../components/ui/subscribe-dialog'

type NoAccessDialogProps = {
  open: boolean
  onClose: () => void
  /** Where Subscribe Now goes; null while the plan page does not exist. */
  subscriptionPath: string | null
}

/**
 * docs/spec/marketplace.md §2 "Job screens": posting without active access offers Subscribe Now
 * or Maybe Later. Maybe Later keeps what was typed, ready to post once a plan is active.
 */
export function NoAccessDialog(props: NoAccessDialogProps) {
  const { t } = useTranslation()
  return (
    <SubscribeDialog
      {...props}
      title={t('Get an access plan to post jobs')}
      description={t(
        'Posting a job needs an active access plan. Your job details stay in the form, ready to post once your plan is active.',
      )}
      subscribeLabel={t('Subscribe Now')}
      cancelLabel={t('Maybe Later')}
    />
  )
}
