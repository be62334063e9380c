import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { EmailOnlyInputSchema } from '@hearth/shared/accounts'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { TextField } from '../../components/ui/text-field'
import { useRequestPasswordReset } from './auth-api'
import { applyServerErrors } from '../../lib/form-errors'
import { paths } from '../../lib/paths'
import { AuthCard } from './auth-card'
import { useHydrating } from '../../lib/render-context'

type EmailFormValues = z.input<typeof EmailOnlyInputSchema>
type EmailInput = z.output<typeof EmailOnlyInputSchema>

export function ForgotPasswordPage() {
  const { t } = useTranslation()
  // Server-rendered: until it hydrates, a submit would reload the page and lose what was typed.
  const hydrating = useHydrating()
  const resetRequest = useRequestPasswordReset()
  const [alert, setAlert] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailFormValues, unknown, EmailInput>({
    resolver: zodResolver(EmailOnlyInputSchema),
    defaultValues: { email: '' },
  })

  function submit({ email }: EmailInput) {
    setAlert(null)
    resetRequest.mutate(email, {
      onError: (error) =>
        setAlert(
          applyServerErrors(
            error,
            setError,
            { email: 'email' },
            {
              network: t('An error occurred. Please try again.'),
              unexpected: t('An error occurred. Please try again.'),
            },
          ),
        ),
    })
  }

  return (
    <AuthCard
      title={t('Forgot your password?')}
      intro={t(
        'Enter the e-mail address you registered with and we will send you a link to choose a new password.',
      )}
      footer={
        <p>
          <Link to={paths.login()} className={LINK_CLASSES}>
            {t('Back to sign in')}
          </Link>
        </p>
      }
    >
      <form
        method="post"
        noValidate
        className="space-y-5"
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        {resetRequest.isSuccess ? (
          <Alert tone="success">
            <p className="font-semibold">{resetRequest.data.detail}</p>
            <p>
              {t(
                'The link works once and expires in 1 hour. If it is not in your inbox, check the spam folder.',
              )}
            </p>
          </Alert>
        ) : null}
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message ? t(errors.email.message) : undefined}
          {...register('email')}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={resetRequest.isPending}
          busyLabel={t('Sending…')}
          disabled={hydrating}
        >
          {resetRequest.isSuccess ? t('Send the link again') : t('Send reset link')}
        </Button>
      </form>
    </AuthCard>
  )
}
