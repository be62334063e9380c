import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  PasswordResetConfirmInputSchema,
  type PasswordResetConfirmInput,
} from '@hearth/shared/accounts'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { AuthCard } from './auth-card'
import { useConfirmPasswordReset } from './auth-api'
import { applyServerErrors } from '../../lib/form-errors'
import { paths } from '../../lib/paths'
import { useRedirectAfter } from './use-redirect-after'

type ResetFormValues = z.input<typeof PasswordResetConfirmInputSchema>

const REDIRECT_DELAY_MS = 5000

export function ResetPasswordPage() {
  const { t } = useTranslation()
  const { uid = '', token = '' } = useParams()
  const confirm = useConfirmPasswordReset()
  const [alert, setAlert] = useState<string | null>(null)
  const [linkProblem, setLinkProblem] = useState<string | null>(null)
  useRedirectAfter(confirm.isSuccess, paths.login(), REDIRECT_DELAY_MS)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetFormValues, unknown, PasswordResetConfirmInput>({
    resolver: zodResolver(PasswordResetConfirmInputSchema),
    defaultValues: { new_password1: '', new_password2: '', uid, token },
  })

  function submit(values: PasswordResetConfirmInput) {
    setAlert(null)
    setLinkProblem(null)
    confirm.mutate(values, {
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {}
        const linkMessage = fields.token?.[0] ?? fields.uid?.[0]
        const text = applyServerErrors(
          error,
          setError,
          { new_password1: 'new_password1', new_password2: 'new_password2' },
          {
            network: t('An error occurred. Please try again or request a new reset link.'),
            unexpected: t('An error occurred. Please try again or request a new reset link.'),
          },
        )
        // A bad or expired link is explained once, next to the way to get a new one.
        if (linkMessage) setLinkProblem(linkMessage)
        else setAlert(text)
      },
    })
  }

  const missingLink = errors.uid?.message ?? errors.token?.message
  const linkError = linkProblem ?? (missingLink ? t(missingLink) : null)
  const title = t('Choose a new password')

  if (!uid || !token)
    return (
      <AuthCard title={title}>
        <RequestNewLink message={t('Missing UID or Token...')} />
      </AuthCard>
    )

  return (
    <AuthCard
      title={title}
      footer={
        <p>
          <Link to={paths.login()} className={LINK_CLASSES}>
            {t('Back to sign in')}
          </Link>
        </p>
      }
    >
      {confirm.isSuccess ? (
        <Alert tone="success">
          <p className="font-semibold">{confirm.data.detail}</p>
          <p>{t('Taking you to the sign-in page in 5 seconds…')}</p>
          <Link to={paths.login()} replace className={LINK_CLASSES}>
            {t('Sign in now')}
          </Link>
        </Alert>
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => void handleSubmit(submit)(event)}
        >
          {linkError ? <RequestNewLink message={linkError} /> : null}
          {alert ? <RequestNewLink message={alert} /> : null}
          <TextField
            label={t('New password')}
            type="password"
            autoComplete="new-password"
            revealLabels={{ show: t('Show password'), hide: t('Hide password') }}
            hint={t('At least 6 characters, and not only numbers.')}
            error={errors.new_password1?.message ? t(errors.new_password1.message) : undefined}
            {...register('new_password1')}
          />
          <TextField
            label={t('Confirm new password')}
            type="password"
            autoComplete="new-password"
            revealLabels={{ show: t('Show password'), hide: t('Hide password') }}
            error={errors.new_password2?.message ? t(errors.new_password2.message) : undefined}
            {...register('new_password2')}
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            busy={confirm.isPending}
            busyLabel={t('Saving…')}
          >
            {t('Save new password')}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}

function RequestNewLink({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <Alert tone="error">
      <p>{message}</p>
      <Link to={paths.forgotPassword()} className={LINK_CLASSES}>
        {t('Request a new reset link')}
      </Link>
    </Alert>
  )
}
