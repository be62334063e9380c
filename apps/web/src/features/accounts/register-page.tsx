import { useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { UserType } from '@hearth/shared/accounts'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { paths } from '../../lib/paths'
import { rememberReferralInvite } from '../../lib/referral-invite'
import { AuthCard } from './auth-card'
import { RegisterForm } from './register-form'
import { ResendVerificationButton } from './resend-verification'

type Registered = { email: string; detail: string }

export function RegisterPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const initialType: UserType = searchParams.get('type') === 'helper' ? 'helper' : 'employer'
  const [invite] = useState(() => rememberReferralInvite(searchParams.get('ref')))
  const [registered, setRegistered] = useState<Registered | null>(null)
  const successRef = useRef<HTMLDivElement>(null)

  function handleRegistered(result: Registered) {
    setRegistered(result)
    // Move focus (and the phone's viewport) to the message that says what to do next.
    window.requestAnimationFrame(() => successRef.current?.focus())
  }

  return (
    <AuthCard
      title={t('Create your account')}
      intro={t('Free to join. Employers and helpers each have their own kind of account.')}
      footer={
        <p>
          {t('Already have an account?')}{' '}
          <Link to={paths.login()} className={LINK_CLASSES}>
            {t('Sign in')}
          </Link>
        </p>
      }
    >
      {/* Once the account exists, the form has done its work: what is left is the e-mail. */}
      {registered ? (
        <div ref={successRef} tabIndex={-1} className="space-y-4 focus:outline-none">
          <Alert tone="success">
            <p className="font-semibold">{registered.detail}</p>
            <p>
              {t(
                'We sent a link to {{email}}. Open it to verify your address, then sign in. If it is not in your inbox, check the spam folder.',
                { email: registered.email },
              )}
            </p>
            <ResendVerificationButton email={registered.email} />
          </Alert>
          <Button variant="ghost" size="sm" onClick={() => setRegistered(null)}>
            {t('Create another account')}
          </Button>
        </div>
      ) : (
        <>
          {invite ? (
            <Alert tone="info" className="mb-4">
              {t(
                'You were invited with the referral code {{code}}. It is sent with your registration.',
                { code: invite },
              )}
            </Alert>
          ) : null}
          <RegisterForm initialType={initialType} onRegistered={handleRegistered} />
        </>
      )}
    </AuthCard>
  )
}
