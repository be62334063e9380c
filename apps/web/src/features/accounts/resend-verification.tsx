import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { EmailOnlyInputSchema } from '@hearth/shared/accounts'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/text-field'
import { ApiError } from '../../lib/api-error'
import { lazyResolver, usePreloadedResolver } from '../../lib/lazy-resolver'
import { useResendVerification } from './auth-api'

const resolver = lazyResolver(() => import('./account-resolvers').then((m) => m.emailOnlyResolver))

/** "Send the verification e-mail again" for an address the user has already typed. */
export function ResendVerificationButton({ email }: { email: string }) {
  const { t } = useTranslation()
  const resend = useResendVerification()
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        size="sm"
        busy={resend.isPending}
        busyLabel={t('Sending…')}
        onClick={() => resend.mutate(email)}
      >
        {t('Resend verification e-mail')}
      </Button>
      {resend.isSuccess ? <Alert tone="success">{resend.data.detail}</Alert> : null}
      {resend.isError ? (
        <Alert tone="error">
          {resend.error instanceof ApiError
            ? resend.error.detail
            : t('An error occurred. Please try again.')}
        </Alert>
      ) : null}
    </div>
  )
}

/** Asks for the e-mail address, then sends a new verification link (e.g. after the old one expired). */
export function ResendVerificationForm() {
  const { t } = useTranslation()
  const resend = useResendVerification()
  usePreloadedResolver(resolver)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof EmailOnlyInputSchema>, unknown, z.output<typeof EmailOnlyInputSchema>>(
    {
      resolver,
      defaultValues: { email: '' },
    },
  )
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => void handleSubmit(({ email }) => resend.mutate(email))(event)}
    >
      <h2 className="text-lg font-semibold text-stone-900">{t('Need a new link?')}</h2>
      {resend.isSuccess ? <Alert tone="success">{resend.data.detail}</Alert> : null}
      {resend.isError ? (
        <Alert tone="error">
          {resend.error instanceof ApiError
            ? resend.error.detail
            : t('An error occurred. Please try again.')}
        </Alert>
      ) : null}
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
        variant="secondary"
        busy={resend.isPending}
        busyLabel={t('Sending…')}
        className="w-full"
      >
        {t('Send a new verification link')}
      </Button>
    </form>
  )
}
