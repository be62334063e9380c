import { Link, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MailCheck } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { ApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { AuthCard } from './auth-card'
import { useVerifyEmail } from './auth-api'
import { ResendVerificationForm } from './resend-verification'
import { useRedirectAfter } from './use-redirect-after'

const REDIRECT_DELAY_MS = 3000

export function VerifyEmailPage() {
  const { t } = useTranslation()
  const { key = '' } = useParams()
  const verify = useVerifyEmail()
  useRedirectAfter(verify.isSuccess, paths.login(), REDIRECT_DELAY_MS)

  const errorText =
    verify.error instanceof ApiError
      ? verify.error.detail
      : t('Verification failed. Please try again.')
  const linkRejected = verify.error instanceof ApiError && verify.error.code === 'invalid'

  return (
    <AuthCard
      title={t('Verify your e-mail address')}
      intro={t('Press the button to confirm that this e-mail address is yours.')}
      footer={
        <p>
          <Link to={paths.login()} className={LINK_CLASSES}>
            {t('Back to sign in')}
          </Link>
        </p>
      }
    >
      {verify.isSuccess ? (
        <Alert tone="success">
          <p className="font-semibold">{verify.data.detail}</p>
          <p>{t('Taking you to the sign-in page in 3 seconds…')}</p>
          <Link to={paths.login()} replace className={LINK_CLASSES}>
            {t('Sign in now')}
          </Link>
        </Alert>
      ) : (
        <div className="space-y-5">
          {verify.isError ? (
            <Alert tone="error">
              <p>{errorText}</p>
              {linkRejected ? (
                <p>{t('If the link has expired or was already used, ask for a new one below.')}</p>
              ) : null}
            </Alert>
          ) : null}
          <Button
            size="lg"
            className="w-full"
            busy={verify.isPending}
            busyLabel={t('Verifying…')}
            onClick={() => verify.mutate(key)}
          >
            <MailCheck aria-hidden="true" className="size-5" />
            {verify.isError ? t('Try again') : t('Verify my e-mail address')}
          </Button>
          {linkRejected ? (
            <div className="border-t border-stone-200 pt-5">
              <ResendVerificationForm />
            </div>
          ) : null}
        </div>
      )}
    </AuthCard>
  )
}
