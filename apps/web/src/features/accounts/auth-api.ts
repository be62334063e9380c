import { useMutation } from '@tanstack/react-query'
import type { PasswordResetConfirmInput, RegistrationInput } from '@hearth/shared/accounts'
import { apiRequest } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'

const BASE = '/hirlab/belmount'

type DetailResponse = { detail: string }

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegistrationInput) =>
      apiRequest<DetailResponse & { success: boolean }>(`${BASE}/registration/`, {
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
        },
      }),
  })
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest<DetailResponse>(`${BASE}/registration/verify-email/`, {
        method: 'POST',
        auth: false,
        body: { key },
      }),
  })
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<DetailResponse>(`${BASE}/registration/resend-email/`, {
        method: 'POST',
        auth: false,
        body: { email },
      }),
  })
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<DetailResponse>(`${BASE}/password/reset/`, {
        method: 'POST',
        auth: false,
        body: { email },
      }),
  })
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      apiRequest<DetailResponse>(`${BASE}/password/reset/confirm/`, {
        method: 'POST',
        auth: false,
        body: input,
      }),
  })
}
