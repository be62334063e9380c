import { useState } from 'react'
import { Bell, BellOff, BellRing } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'

type Permission = NotificationPermission | 'unsupported'

function currentPermission(): Permission {
  return typeof window !== 'undefined' && 'Notification' in window
    ? Notification.permission
    : 'unsupported'
}

/** Shows a system notification when the user allowed them; some browsers (Android) refuse the constructor. */
export function showSystemNotification(title: string, body: string, onClick: () => void) {
  if (currentPermission() !== 'granted') return
  try {
    const notification = new Notification(title, { body, tag: 'hearth-chat' })
    notification.onclick = () => {
      window.focus()
      onClick()
      notification.close()
    }
  } catch {
    // Only service workers may show notifications there; the in-page toast still shows.
  }
}

/**
 * Asks for permission to show system notifications. Browsers only allow the request from a
 * user gesture, so it is a button, shown until the user has answered.
 */
export function NotificationPermissionControl() {
  const { t } = useTranslation()
  const [permission, setPermission] = useState<Permission>(currentPermission)

  if (permission === 'unsupported') return null
  if (permission === 'granted')
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-stone-700" role="status">
        <BellRing aria-hidden="true" className="size-4 text-green-700" />
        {t('Notifications are on')}
      </p>
    )
  if (permission === 'denied')
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-stone-700" role="status">
        <BellOff aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
        {t('Notifications are blocked in your browser settings.')}
      </p>
    )
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        void Notification.requestPermission().then(setPermission, () => undefined)
      }}
    >
      <Bell aria-hidden="true" className="size-4" />
      {t('Enable notifications')}
    </Button>
  )
}
