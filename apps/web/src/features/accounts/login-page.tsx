import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useMutation } from '@tanstack/react-query'
import { Link, Navigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { LoginInput, LoginInputSchema } from '@hearth/shared/accounts'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { CheckboxField } from '../../components/ui/checkbox-field'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { TextField } from '../../components/ui/text-field'
import { clearSessionExpiredNotice, hasSessionExpiredNotice } from '../../lib/api-client'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { homePathFor } from '../../lib/home-path'
import { lazyResolver, usePreloadedResolver } from '../../lib/lazy-resolver'
import { safeRedirectPath } from '../../lib/login-path'
import { paths } from '../../lib/paths'
import { AuthCard } from './auth-card'
import { ResendVerificationButton } from './resend-verification'
import { useHydrating } from '../../lib/render-context'

type LoginFormValues = z.input<typeof LoginInputSchema>

const resolver = lazyResolver(() => import('./account-resolvers').then((m) => m.loginResolver))

export function LoginPage() {
  const { t } = useTranslation()
  // Server-rendered: until it hydrates, a submit would reload the page and lose what was typed.
  const hydrating = useHydrating()
  const { status, user, signIn } = useAuth()
  const [searchParams] = useSearchParams()
  const next = safeRedirectPath(searchParams.get('next'))
  // Shown once when the session ended by itself (refresh token refused), whatever led here.
  const [expired] = useState(hasSessionExpiredNotice)
  useEffect(() => clearSessionExpiredNotice, [])
  const login = useMutation({ mutationFn: signIn })
  usePreloadedResolver(resolver)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver,
    defaultValues: { username: '', password: '', remember_me: false },
  })

  // Without a page to go back to, each account starts at its own home (a new helper: /welcome).
  if (status === 'authenticated' && user)
    return <Navigate to={searchParams.has('next') ? next : homePathFor(user)} replace />

  const failure = login.error
  const failureText =
    failure instanceof ApiError ? failure.detail : t('An error occurred during login')
  const unverified = failure instanceof ApiError && failure.code === 'email_not_verified'

  return (
    <AuthCard
      title={t('Sign in')}
      intro={t('Welcome back. Sign in with the e-mail address you registered with.')}
      footer={
        <p>
          {t('New to Hearth?')}{' '}
          <Link to={paths.register()} className={LINK_CLASSES}>
            {t('Create an account')}
          </Link>
        </p>
      }
    >
      <form
        // Before the page hydrates the form cannot send (Submit is disabled); were it sent natively,
        // POST keeps the password out of the address and the server's logs.
        method="post"
        noValidate
        className="space-y-5"
        onSubmit={(event) => void handleSubmit((values) => login.mutate(values))(event)}
      >
        {expired && !failure ? (
          <Alert tone="info">{t('Your session has expired. Please sign in again.')}</Alert>
        ) : null}
        {failure ? (
          <Alert tone="error">
            <p>{failureText}</p>
            {unverified && login.variables ? (
              <ResendVerificationButton email={login.variables.username} />
            ) : null}
          </Alert>
        ) : null}
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message ? t(errors.username.message) : undefined}
          {...register('username')}
        />
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          revealLabels={{ show: t('Show password'), hide: t('Hide password') }}
          error={errors.password?.message ? t(errors.password.message) : undefined}
          {...register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword()} className={LINK_CLASSES}>
            {t('Forgot password?')}
          </Link>
        </p>
        <CheckboxField
          label={t('Keep me signed in for 30 days')}
          hint={t('Leave this off on a shared phone or computer.')}
          {...register('remember_me')}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={login.isPending}
          busyLabel={t('Signing in…')}
          disabled={hydrating}
        >
          {t('Sign in')}
        </Button>
      </form>
    </AuthCard>
  )
}
