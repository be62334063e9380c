import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['employer', 'helper'] }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull().unique(),
    language: text('language', { enum: ['en', 'zh-TW', 'zh-CN'] })
      .notNull()
      .default('en'),
    /**
     * The referral code given at registration (issue 12), kept until the person's detail profile
     * records it: an employer's at once, a helper's when they create their profile.
     */
    signupReferralCode: text('signup_referral_code'),
    subscriptionType: text('subscription_type'),
    accessEndDate: timestamp('access_end_date', { withTimezone: true }),
    /** Suspended by an operator (issue 23): no sign-in, profile and postings withheld. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * The account was deleted by its owner (issue 25, ADR 0029): e-mail and username are freed,
     * sign-in is impossible, and only what another party needs by law remains, under the name
     * as it stood.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('users_user_type_check', sql`${t.userType} in ('employer', 'helper')`),
    check('users_referral_code_check', sql`${t.referralCode} ~ '^[A-Z]{6}$'`),
  ],
)

/** The employer's "detail profile" (docs/spec/marketplace.md §3 Employer detail profile). */
export const employerProfiles = pgTable('employer_profiles', {
  uid: text('uid').primaryKey(),
  userUid: text('user_uid')
    .notNull()
    .unique()
    .references(() => users.uid, { onDelete: 'cascade' }),
  contactPersonName: text('contact_person_name'),
  contactPhone: text('contact_phone'),
  referredBy: text('referred_by'),
  /** Hearth checked the employer's identity and address (issue 24). */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  ...timestamps,
})

/** One sign-in: the family of refresh tokens that rotate from it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userUid)],
)

/** Refresh tokens are stored as SHA-256 hashes; `used_at` marks a rotated token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

/** Single-use e-mail verification keys and password-reset tokens, stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'password_reset'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userUid, t.purpose)],
)
