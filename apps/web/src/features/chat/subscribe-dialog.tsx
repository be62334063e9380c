import { useTranslation } from 'react-i18next'
import { SubscribeDialog as PlanDialog } from '../../components/ui/subscribe-dialog'

type SubscribeDialogProps = {
  open: boolean
  onClose: () => void
  /** Where Subscribe goes; null while the plan page does not exist. */
  subscriptionPath: string | null
}

/** docs/spec/marketplace.md §6: an employer without active access is offered Subscribe or Cancel. */
export function SubscribeDialog(props: SubscribeDialogProps) {
  const { t } = useTranslation()
  return (
    <PlanDialog
      {...props}
      title={t('Get an access plan to chat with helpers')}
      description={t(
        'Sending messages needs an active access plan. Your message is still in the box, ready to send once your plan is active.',
      )}
      subscribeLabel={t('Subscribe')}
      cancelLabel={t('Cancel')}
    />
  )
}
