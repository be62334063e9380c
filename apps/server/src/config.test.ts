import { expect, test } from 'vitest'
import { ConfigError, parseConfig } from './config'

test('starts with sensible defaults on a laptop', () => {
  const config = parseConfig({})
  expect(config).toMatchObject({
    port: 3000,
    appUrl: 'http://localhost:3000',
    dataDir: './data',
    databaseUrl: undefined,
    demoData: true,
    accessTokenTtlSeconds: 900,
    uploadLimitBytes: 10 * 1024 * 1024,
  })
})

test('loads demo data on PostgreSQL only when DEMO_DATA=true', () => {
  const url = 'postgres://app@127.0.0.1:5432/hearth'
  expect(parseConfig({ DATABASE_URL: url }).demoData).toBe(false)
  expect(parseConfig({ DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true)
  expect(parseConfig({ DEMO_DATA: 'false' }).demoData).toBe(false)
})

test('names every bad setting in one message', () => {
  let error: unknown
  try {
    parseConfig({
      PORT: 'eighty',
      APP_URL: 'not a url',
      DATABASE_URL: 'mysql://x',
      DEMO_DATA: 'maybe',
    })
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(ConfigError)
  const message = (error as Error).message
  for (const name of ['PORT', 'APP_URL', 'DATABASE_URL', 'DEMO_DATA'])
    expect(message).toContain(`- ${name}:`)
})

test('requires a JWT secret in production', () => {
  expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/)
  expect(
    parseConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret,
  ).toHaveLength(32)
})

test('treats empty variables as unset and drops a trailing slash from APP_URL', () => {
  expect(parseConfig({ PORT: '', APP_URL: 'https://hearth.hk/' })).toMatchObject({
    port: 3000,
    appUrl: 'https://hearth.hk',
  })
})

test('the test checkout is on outside production, off in production or with a Stripe key', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }
  expect(parseConfig({}).testCheckout).toBe(true)
  expect(parseConfig(production).testCheckout).toBe(false)
  expect(parseConfig({ ...production, TEST_CHECKOUT: 'true' }).testCheckout).toBe(true)
  expect(parseConfig({ TEST_CHECKOUT: 'false' }).testCheckout).toBe(false)
  expect(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', TEST_CHECKOUT: 'true' })).toMatchObject(
    { testCheckout: false, stripeSecretKey: 'sk_test_abc123' },
  )
})

test('refuses Stripe settings that are not a secret key or a webhook signing secret', () => {
  expect(() => parseConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/)
  expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
})
