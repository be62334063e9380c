import type { z } from 'zod'
import {
  DetailSchema,
  LoginResultSchema,
  RegistrationResponseSchema,
  TokenPairSchema,
  UserSessionSchema,
} from './accounts'
import { API_PATHS } from './api-paths'
import {
  ChatMessageSchema,
  ChatMessagesPageSchema,
  ChatPartnerSchema,
  ConversationListSchema,
  MarkReadResponseSchema,
} from './chat'
import { CountryListSchema } from './countries'
import { EmployerDetailsResponseSchema, EmployerDetailsSchema } from './employers'
import {
  AddCategoryResponseSchema,
  HelperListPageSchema,
  HelperProfileResponseSchema,
  HelperProfileSchema,
  RemoveCategoryResponseSchema,
} from './helpers'

export type ApiResponseContract = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** The JSON body of a success. */
  schema: z.ZodType
}

const { accounts, chat, countries, employers, helpers } = API_PATHS

/**
 * Which schema each JSON call answers with, by method and path. The server's routes declare the
 * same schemas (a server test holds them to this list); the web's tests check every stubbed
 * answer against it, so a fixture cannot drift from what the server sends.
 */
export const API_RESPONSES: readonly ApiResponseContract[] = [
  { method: 'POST', path: accounts.registration, schema: RegistrationResponseSchema },
  { method: 'POST', path: accounts.verifyEmail, schema: DetailSchema },
  { method: 'POST', path: accounts.resendEmail, schema: DetailSchema },
  { method: 'POST', path: accounts.login, schema: LoginResultSchema },
  { method: 'POST', path: accounts.refresh, schema: TokenPairSchema },
  { method: 'POST', path: accounts.logout, schema: DetailSchema },
  { method: 'GET', path: accounts.user, schema: UserSessionSchema },
  { method: 'PATCH', path: accounts.user, schema: UserSessionSchema },
  { method: 'POST', path: accounts.passwordReset, schema: DetailSchema },
  { method: 'POST', path: accounts.passwordResetConfirm, schema: DetailSchema },
  { method: 'GET', path: countries.list, schema: CountryListSchema },
  { method: 'GET', path: employers.view, schema: EmployerDetailsSchema },
  { method: 'PUT', path: employers.profile, schema: EmployerDetailsResponseSchema },
  { method: 'GET', path: helpers.profiles, schema: HelperListPageSchema },
  { method: 'POST', path: helpers.profiles, schema: HelperProfileResponseSchema },
  { method: 'GET', path: helpers.own, schema: HelperProfileSchema },
  { method: 'GET', path: helpers.profile, schema: HelperProfileSchema },
  { method: 'PUT', path: helpers.profile, schema: HelperProfileResponseSchema },
  { method: 'POST', path: helpers.categories, schema: AddCategoryResponseSchema },
  { method: 'DELETE', path: helpers.category, schema: RemoveCategoryResponseSchema },
  { method: 'POST', path: chat.send, schema: ChatMessageSchema },
  { method: 'GET', path: chat.conversations, schema: ConversationListSchema },
  { method: 'POST', path: chat.markRead, schema: MarkReadResponseSchema },
  { method: 'GET', path: chat.messages, schema: ChatMessagesPageSchema },
  { method: 'GET', path: chat.helperPartner, schema: ChatPartnerSchema },
  { method: 'GET', path: chat.employerPartner, schema: ChatPartnerSchema },
]

function patternOf(path: string): RegExp {
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}/?$`)
}

const matchers = API_RESPONSES.map((contract) => ({ contract, pattern: patternOf(contract.path) }))

/**
 * The contract of a call to `path` (without `API_BASE_PATH` or query). A path without
 * parameters wins over a pattern (`/helpers/profiles/me/` before `/helpers/profiles/:id/`).
 */
export function findResponseContract(
  method: string,
  path: string,
): ApiResponseContract | undefined {
  const candidates = matchers.filter(
    ({ contract, pattern }) => contract.method === method.toUpperCase() && pattern.test(path),
  )
  return (candidates.find(({ contract }) => !contract.path.includes(':')) ?? candidates[0])
    ?.contract
}
