import { z } from 'zod'

const Flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url({ error: 'must be a URL such as https://hearth.hk' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DEMO_DATA: Flag.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hearth <no-reply@hearth.hk>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: Flag.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0, 'must be 0 (off) to 60')
    .max(60, 'must be 0 (off) to 60: an edit must show within a minute')
    .default(30),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(100_000)
    .default(30),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  TEST_CHECKOUT: Flag.optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: Flag.optional(),
  OPERATOR_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((emails) => emails.every((email) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email)), {
      message: 'must be e-mail addresses separated by commas',
    })
    .optional(),
})

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

/** Uploaded files go to this S3-compatible bucket instead of DATA_DIR/uploads. */
export type S3Config = {
  bucket: string
  /** Unset: AWS itself; set for MinIO, R2, Ceph and the like. */
  endpoint: string | undefined
  region: string
  /** Unset (both): the SDK's own credential chain (instance role, AWS_* variables). */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  appUrl: string
  dataDir: string
  databaseUrl: string | undefined
  demoData: boolean
  jwtSecret: string | undefined
  accessTokenTtlSeconds: number
  smtpUrl: string | undefined
  mailFrom: string
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL']
  trustProxy: boolean
  bodyLimitBytes: number
  uploadLimitBytes: number
  redisUrl: string | undefined
  chatRateLimitPerMinute: number
  /** How long a page rendered for a visitor is reused for the same address; 0 = not at all. */
  pageCacheSeconds: number
  /** With it, plans are paid through Stripe Checkout; without it, through the test checkout. */
  stripeSecretKey: string | undefined
  /** Verifies `POST /hirlabusers/stripe/webhook/`; without it the webhook answers 503. */
  stripeWebhookSecret: string | undefined
  /** The built-in test checkout (no Stripe key): on outside production unless TEST_CHECKOUT says. */
  testCheckout: boolean
  /** Set: uploaded files live in S3-compatible storage; unset: on local disk. */
  s3: S3Config | undefined
  /** Verified accounts with these e-mails (lower case) are operators too (issue 23). */
  operatorEmails: ReadonlySet<string>
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment once at start-up; every problem is listed in one message. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable in .env means "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = EnvSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  }
  const e = result.data
  const s3Problems = [
    ...(e.S3_BUCKET
      ? []
      : S3_VARIABLES.filter((name) => e[name] !== undefined).map(
          (name) => `  - ${name}: needs S3_BUCKET (or leave every S3_ variable unset)`,
        )),
    ...(Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY)
      ? []
      : ['  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither']),
  ]
  if (s3Problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${s3Problems.join('\n')}`)
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  - JWT_SECRET: is required when NODE_ENV=production (at least 32 characters)',
    )
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    // Published demo passwords must never reach a real database by accident.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    redisUrl: e.REDIS_URL,
    chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    // A payment page that grants access without money must never be on in production by accident.
    testCheckout: !e.STRIPE_SECRET_KEY && (e.TEST_CHECKOUT ?? e.NODE_ENV !== 'production'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    operatorEmails: new Set(e.OPERATOR_EMAILS ?? []),
  }
}
