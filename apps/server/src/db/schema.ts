// The Drizzle schema object: every table, for the query builder and drizzle-kit.
export * from './schema/accounts'
export * from './schema/helpers'
export * from './schema/rate-limits'
export * from './schema/chat'
export * from './schema/background-tasks'
export * from './schema/jobs'
export * from './schema/payments'
export * from './schema/referrals'
