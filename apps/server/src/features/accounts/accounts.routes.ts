import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DetailSchema,
  EmailOnlyInputSchema,
  LoginInputSchema,
  LoginResultSchema,
  PasswordResetConfirmInputSchema,
  PreferencesInputSchema,
  RefreshInputSchema,
  RegistrationInputSchema,
  TokenPairSchema,
  UserSessionSchema,
  VerifyEmailInputSchema,
} from '@hearth/shared/accounts'
import { tk } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import { requireActor } from '../../lib/actor'
import { languageOf } from '../../lib/language'
import type { RequestInfo } from './accounts.common'
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service'
import { registerAccount } from './registration.service'
import { actorSession, login, logout, refreshSession, updatePreferences } from './sessions.service'
import { resendVerification, verifyEmail } from './verification.service'

const RegistrationResultSchema = z.object({ success: z.literal(true), detail: z.string() })
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
    '/hirlab/belmount/registration/',
    {
      schema: {
        tags,
        summary: 'Create an account and send the verification e-mail (JSON or multipart).',
        body: RegistrationInputSchema,
        response: { 201: RegistrationResultSchema },
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
    '/hirlab/belmount/registration/verify-email/',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with the key from the e-mail.',
        body: VerifyEmailInputSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.key)
      return detail(request, tk('Your e-mail address has been verified.'))
    },
  )

  app.post(
    '/hirlab/belmount/registration/resend-email/',
    {
      schema: {
        tags,
        summary: 'Send the verification e-mail again.',
        body: EmailOnlyInputSchema,
        response: { 200: DetailSchema },
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
    '/hirlab/belmount/login',
    {
      schema: {
        tags,
        summary: 'Sign in: access and refresh tokens with the User session.',
        body: LoginInputSchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request) => login(deps, request.body, info(request)),
  )

  app.post(
    '/hirlab/belmount/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token.',
        body: RefreshInputSchema,
        response: { 200: TokenPairSchema },
      },
    },
    async (request) => refreshSession(deps, request.body.refresh),
  )

  app.post(
    '/hirlab/belmount/logout/',
    {
      schema: {
        tags,
        summary: 'Revoke the session of this refresh token.',
        body: RefreshInputSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await logout(deps, request.body.refresh)
      return detail(request, tk('Successfully logged out.'))
    },
  )

  app.get(
    '/hirlab/belmount/user/',
    {
      schema: {
        tags,
        summary: 'The signed-in User session.',
        security: [{ bearer: [] }],
        response: { 200: UserSessionSchema },
      },
    },
    async (request) => actorSession(deps, await requireActor(request)),
  )

  app.patch(
    '/hirlab/belmount/user/',
    {
      schema: {
        tags,
        summary: 'Change the language e-mails are written in. Nothing else can be changed here.',
        security: [{ bearer: [] }],
        body: PreferencesInputSchema,
        response: { 200: UserSessionSchema },
      },
    },
    async (request) =>
      updatePreferences(deps, await requireActor(request), request.body.language),
  )

  app.post(
    '/hirlab/belmount/password/reset/',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link.',
        body: EmailOnlyInputSchema,
        response: { 200: DetailSchema },
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
    '/hirlab/belmount/password/reset/confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password with the link from the e-mail.',
        body: PasswordResetConfirmInputSchema,
        response: { 200: DetailSchema },
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
