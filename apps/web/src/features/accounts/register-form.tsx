import { Suspense, lazy, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { RegistrationInput, RegistrationInputSchema, UserType } from '@hearth/shared/accounts'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { TextField } from '../../components/ui/text-field'
import { AccountTypeField } from './account-type-field'
import { useRegister } from './auth-api'
import { ApiError } from '../../lib/api-error'
import { applyServerErrors } from '../../lib/form-errors'
import { paths } from '../../lib/paths'
import { forgetReferralInvite } from '../../lib/referral-invite'
import { lazyResolver, usePreloadedResolver } from '../../lib/lazy-resolver'
import { useHydrating } from '../../lib/render-context'

type RegistrationFormValues = z.input<typeof RegistrationInputSchema>

// The confirm step's dialog (Radix, ≈14 KB gzip) loads as the form shows, not before it.
const ConfirmAccountTypeDialog = lazy(() =>
  import('./confirm-account-type-dialog').then((m) => ({ default: m.ConfirmAccountTypeDialog })),
)

const resolver = lazyResolver(() =>
  import('./account-resolvers').then((m) => m.registrationResolver),
)

type RegisterFormProps = {
  initialType: UserType
  onRegistered: (result: { email: string; detail: string }) => void
}

export function RegisterForm({ initialType, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation()
  // Server-rendered: until it hydrates, a submit would reload the page and lose what was typed.
  const hydrating = useHydrating()
  const registration = useRegister()
  usePreloadedResolver(resolver)
  const [pending, setPending] = useState<RegistrationInput | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  // Work left for when the confirm dialog has closed: its focus trap would undo focus moved earlier.
  const afterDialogClosed = useRef<(() => void) | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const emptyValues = { email: '', password1: '', password2: '', userType: initialType }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RegistrationFormValues, unknown, RegistrationInput>({
    resolver,
    defaultValues: emptyValues,
  })

  function message(text: string | undefined) {
    return text ? t(text) : undefined
  }

  function create() {
    if (!pending) return
    setAlert(null)
    registration.mutate(pending, {
      onSuccess: (result) => {
        setPending(null)
        if (!result?.success) {
          setAlert(result?.detail || t('Registration failed. Please try again.'))
          return
        }
        reset(emptyValues)
        afterDialogClosed.current = () => {}
        onRegistered({ email: pending.email, detail: result.detail })
      },
      onError: (error) => {
        setPending(null)
        // An invitation whose code the server does not know: say so, and sign up without it.
        if (error instanceof ApiError && error.fields.referred_by) forgetReferralInvite()
        afterDialogClosed.current = () => {
          setAlert(
            applyServerErrors(
              error,
              setError,
              {
                email: 'email',
                username: 'email',
                password1: 'password1',
                password2: 'password2',
                userType: 'userType',
              },
              {
                network: t(
                  'An unexpected error occurred during registration. Please check your network and try again.',
                ),
                unexpected: t('An error occurred while submitting your registration'),
              },
            ),
          )
          // No field took the focus (the error is about the whole form): read the message instead.
          window.requestAnimationFrame(() => {
            if (!document.activeElement || document.activeElement === document.body)
              alertRef.current?.focus()
          })
        }
      },
    })
  }

  return (
    <>
      <form
        // Before the page hydrates the form cannot send (Submit is disabled); were it sent natively,
        // POST keeps the password out of the address and the server's logs.
        method="post"
        noValidate
        className="space-y-5"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            setAlert(null)
            setPending(values)
          })(event)
        }
      >
        <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
          {alert ? <Alert tone="error">{alert}</Alert> : null}
        </div>
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('You will sign in with this address. We send a link to verify it.')}
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="new-password"
          revealLabels={{ show: t('Show password'), hide: t('Hide password') }}
          hint={t('At least 6 characters, and not only numbers.')}
          error={message(errors.password1?.message)}
          {...register('password1')}
        />
        <TextField
          label={t('Confirm password')}
          type="password"
          autoComplete="new-password"
          revealLabels={{ show: t('Show password'), hide: t('Hide password') }}
          error={message(errors.password2?.message)}
          {...register('password2')}
        />
        <AccountTypeField error={message(errors.userType?.message)} {...register('userType')} />
        <p className="text-sm text-stone-700">
          <Trans
            i18nKey="By creating an account you agree to the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>."
            components={{
              terms: <Link to={paths.terms()} className={LINK_CLASSES} />,
              privacy: <Link to={paths.privacy()} className={LINK_CLASSES} />,
            }}
          />
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={hydrating}>
          {t('Continue')}
        </Button>
      </form>
      <Suspense fallback={null}>
        <ConfirmAccountTypeDialog
          userType={pending?.userType ?? null}
          busy={registration.isPending}
          onCancel={() => setPending(null)}
          onConfirm={create}
          onCloseAutoFocus={(event) => {
            const next = afterDialogClosed.current
            if (!next) return
            afterDialogClosed.current = null
            event.preventDefault()
            next()
          }}
        />
      </Suspense>
    </>
  )
}
