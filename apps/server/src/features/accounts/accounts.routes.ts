import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  DetailSchema,
  EmailOnlyInputSchema,
  LoginInputSchema,
  LoginResultSchema,
  PasswordResetConfirmInputSchema,
  PreferencesInputSchema,
  RefreshInputSchema,
  RegistrationInputSchema,
  RegistrationResponseSchema,
  TokenPairSchema,
  UserSessionSchema,
  VerifyEmailInputSchema,
} from '@hearth/shared/accounts'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { tk } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import { requireActor } from '../../lib/actor'
import { languageOf } from '../../lib/language'
import type { RequestInfo } from './accounts.common'
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service'
import { registerAccount } from './registration.service'
import { actorSession, login, logout, refreshSession, updatePreferences } from './sessions.service'
import { resendVerification, verifyEmail } from './verification.service'

const tags = ['accounts']

function info(request: FastifyRequest): RequestInfo {
  return { lang: languageOf(request), ip: request.ip }
}

function detail(request: FastifyRequest, key: string) {
  return { detail: translate(key, languageOf(request)) }
}

/** docs/spec/marketplace.md §7, the `hirlab/belmount` calls, with docs/spec/api-conventions.md "Sessions". */
export async function accountRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.post(
    API_PATHS.accounts.registration,
    {
      schema: {
        tags,
        summary: 'Create an account and send the verification e-mail (JSON or multipart).',
        body: RegistrationInputSchema,
        response: { 201: RegistrationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await registerAccount(deps, request.body, info(request))
      return reply.code(201).send({
        success: true,
        ...detail(
          request,
          tk('Registration successful. Please check your e-mail to verify your account.'),
        ),
      })
    },
  )

  app.post(
    API_PATHS.accounts.verifyEmail,
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with the key from the e-mail.',
        body: VerifyEmailInputSchema,
        response: { 200: DetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.key)
      return detail(request, tk('Your e-mail address has been verified.'))
    },
  )

  app.post(
    API_PATHS.accounts.resendEmail,
    {
      schema: {
        tags,
        summary: 'Send the verification e-mail again.',
        body: EmailOnlyInputSchema,
        response: { 200: DetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await resendVerification(deps, request.body.email, info(request))
      return detail(
        request,
        tk('If an account with that email exists, a verification link has been sent.'),
      )
    },
  )

  app.post(
    API_PATHS.accounts.login,
    {
      schema: {
        tags,
        summary: 'Sign in: access and refresh tokens with the User session.',
        body: LoginInputSchema,
        response: { 200: LoginResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => login(deps, request.body, info(request)),
  )

  app.post(
    API_PATHS.accounts.refresh,
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token.',
        body: RefreshInputSchema,
        response: { 200: TokenPairSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => refreshSession(deps, request.body.refresh),
  )

  app.post(
    API_PATHS.accounts.logout,
    {
      schema: {
        tags,
        summary: 'Revoke the session of this refresh token.',
        body: RefreshInputSchema,
        response: { 200: DetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await logout(deps, request.body.refresh)
      return detail(request, tk('Successfully logged out.'))
    },
  )

  app.get(
    API_PATHS.accounts.user,
    {
      schema: {
        tags,
        summary: 'The signed-in User session.',
        security: [{ bearer: [] }],
        response: { 200: UserSessionSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => actorSession(deps, await requireActor(request)),
  )

  app.patch(
    API_PATHS.accounts.user,
    {
      schema: {
        tags,
        summary: 'Change the language e-mails are written in. Nothing else can be changed here.',
        security: [{ bearer: [] }],
        body: PreferencesInputSchema,
        response: { 200: UserSessionSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => updatePreferences(deps, await requireActor(request), request.body.language),
  )

  app.post(
    API_PATHS.accounts.passwordReset,
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link.',
        body: EmailOnlyInputSchema,
        response: { 200: DetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, info(request))
      return detail(
        request,
        tk('If an account with that email exists, a password reset link has been sent.'),
      )
    },
  )

  app.post(
    API_PATHS.accounts.passwordResetConfirm,
    {
      schema: {
        tags,
        summary: 'Set a new password with the link from the e-mail.',
        body: PasswordResetConfirmInputSchema,
        response: { 200: DetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await confirmPasswordReset(deps, request.body)
      return detail(
        request,
        tk('Your password has been reset. Please sign in with your new password.'),
      )
    },
  )
}
