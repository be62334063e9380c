import { z } from 'zod'
import { isAccessActive } from './access'
import { tk } from './i18n-keys'
import { ReferralCodeSchema } from './referral-code'

export const USER_TYPES = ['employer', 'helper'] as const
export const UserTypeSchema = z.enum(USER_TYPES, { error: tk('Please choose an account type.') })
export type UserType = z.infer<typeof UserTypeSchema>

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

const REQUIRED = tk('Please fill in all required fields')

function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { message, abort: true })
}

const EmailSchema = requiredString(REQUIRED)
  .max(254, tk('Enter a valid email address.'))
  .toLowerCase()
  .meta({ format: 'email' })
  .pipe(z.email({ error: tk('Enter a valid email address.') }))

/** docs/spec/marketplace.md §5: at least 6 characters and not digits only. */
export function newPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { message: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, tk('Password must be at least 6 characters long'))
    .max(PASSWORD_MAX_LENGTH, tk('Password must be at most 128 characters long'))
    .refine((value) => !/^\d+$/.test(value), tk('Password cannot contain only numbers'))
}

/** Multipart forms send booleans as text. */
const FormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1')

export const LoginInputSchema = z.object({
  username: requiredString(tk('Please enter both username and password')).toLowerCase(),
  password: z
    .string({ error: tk('Please enter both username and password') })
    .min(1, tk('Please enter both username and password')),
  remember_me: FormBoolean.optional(),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const RegistrationInputSchema = z
  .object({
    // The original client sends the e-mail as the username too; the e-mail is the login name.
    username: z.string().optional(),
    email: EmailSchema,
    password1: newPasswordSchema(REQUIRED),
    password2: z.string({ error: REQUIRED }).min(1, REQUIRED),
    userType: UserTypeSchema,
    language: z.string().optional(),
    /** The code of the sign-up link the person came from (issue 12); empty means none. */
    referred_by: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      ReferralCodeSchema.optional(),
    ),
  })
  .refine((input) => input.password1 === input.password2, {
    message: tk('Passwords do not match'),
    path: ['password2'],
  })
export type RegistrationInput = z.infer<typeof RegistrationInputSchema>

export const VerifyEmailInputSchema = z.object({
  key: requiredString(tk('The verification key is missing.')),
})

export const EmailOnlyInputSchema = z.object({
  email: requiredString(tk('Please enter your email address.'))
    .max(254, tk('Enter a valid email address.'))
    .toLowerCase()
    .meta({ format: 'email' })
    .pipe(z.email({ error: tk('Enter a valid email address.') })),
})

const RESET_REQUIRED = tk('Please enter and confirm your new password.')
const RESET_LINK = tk('Missing UID or Token...')

export const PasswordResetConfirmInputSchema = z
  .object({
    new_password1: newPasswordSchema(RESET_REQUIRED),
    new_password2: z.string({ error: RESET_REQUIRED }).min(1, RESET_REQUIRED),
    uid: requiredString(RESET_LINK),
    token: requiredString(RESET_LINK),
  })
  .refine((input) => input.new_password1 === input.new_password2, {
    message: tk('Passwords do not match.'),
    path: ['new_password2'],
  })
export type PasswordResetConfirmInput = z.infer<typeof PasswordResetConfirmInputSchema>

export const RefreshInputSchema = z.object({
  refresh: requiredString(tk('The refresh token is missing.')),
})

export const PreferencesInputSchema = z.object({
  language: z.enum(['en', 'zh-TW', 'zh-CN'], {
    error: tk('Choose English, 繁體中文 or 简体中文.'),
  }),
})

/** The spec's "User session" object (docs/spec/marketplace.md §3). */
export const UserSessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  userType: UserTypeSchema,
  name: z.string(),
  referral_code: z.string().nullable(),
  language: z.enum(['en', 'zh-TW', 'zh-CN']),
  profile: z.object({
    is_helperprofile: z.boolean(),
    subscription_type: z.string().nullable(),
    access_end_date: z.string().nullable(),
    user: z.object({ id: z.string() }),
  }),
  detail_profile: z
    .object({
      uid: z.string(),
      contact_person_name: z.string().nullable(),
      referred_by: z.string().nullable(),
      contact_phone: z.string().nullable(),
    })
    .nullable(),
  /** The account is an operator (OPERATOR_EMAILS): the web shows the console (issue 23). */
  is_operator: z.boolean().optional(),
})
export type UserSession = z.infer<typeof UserSessionSchema>

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() })
export const LoginResultSchema = TokenPairSchema.extend({ user: UserSessionSchema })
export type LoginResult = z.infer<typeof LoginResultSchema>

/** The answer of calls that only confirm, in the caller's language. */
export const DetailSchema = z.object({ detail: z.string() })
export type DetailResponse = z.infer<typeof DetailSchema>

/** `POST /hirlab/belmount/registration/` (201). */
export const RegistrationResponseSchema = z.object({ success: z.literal(true), detail: z.string() })
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>

/** The session's employer access, by the one rule in `./access` (docs/spec/marketplace.md §4). */
export function hasActiveAccess(user: Pick<UserSession, 'profile'>, now = new Date()): boolean {
  return isAccessActive(user.profile.access_end_date, now)
}
