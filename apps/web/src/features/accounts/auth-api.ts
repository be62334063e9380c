import { useMutation } from '@tanstack/react-query'
import type {
  DetailResponse,
  PasswordResetConfirmInput,
  RegistrationInput,
  RegistrationResponse,
} from '@hearth/shared/accounts'
import { API_PATHS } from '@hearth/shared/api-paths'
import { apiRequest } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'
import { referralInvite } from '../../lib/referral-invite'

const PATHS = API_PATHS.accounts

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegistrationInput) =>
      apiRequest<RegistrationResponse>(PATHS.registration, {
        method: 'POST',
        auth: false,
        // The e-mail is the login name; the language makes the verification e-mail readable.
        body: {
          username: input.email,
          email: input.email,
          password1: input.password1,
          password2: input.password2,
          userType: input.userType,
          language: currentLanguage(),
          // The code of the sign-up link this person came from, if any (issue 12).
          referred_by: referralInvite() || undefined,
        },
      }),
  })
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest<DetailResponse>(PATHS.verifyEmail, {
        method: 'POST',
        auth: false,
        body: { key },
      }),
  })
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<DetailResponse>(PATHS.resendEmail, {
        method: 'POST',
        auth: false,
        body: { email },
      }),
  })
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<DetailResponse>(PATHS.passwordReset, {
        method: 'POST',
        auth: false,
        body: { email },
      }),
  })
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      apiRequest<DetailResponse>(PATHS.passwordResetConfirm, {
        method: 'POST',
        auth: false,
        body: input,
      }),
  })
}
