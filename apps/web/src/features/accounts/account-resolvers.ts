import { zodResolver } from '@hookform/resolvers/zod'
import {
  EmailOnlyInputSchema,
  LoginInputSchema,
  RegistrationInputSchema,
} from '@hearth/shared/accounts'

// The sign-in and registration forms' validation, with zod: loaded after those pages have
// rendered (lib/lazy-resolver.ts), so their first paint does not wait for it.
export const loginResolver = zodResolver(LoginInputSchema)
export const emailOnlyResolver = zodResolver(EmailOnlyInputSchema)
export const registrationResolver = zodResolver(RegistrationInputSchema)
