// The server half of the chat benchmark (a child process of chat.bench.ts, so that the clients'
// work does not share its event loop): the real app on 127.0.0.1 with the embedded database
// (PGlite on disk in a fresh DATA_DIR), BENCH_PAIRS employer–helper pairs written straight to
// the database, and an access token per user. Sends { port, pairs } over IPC; stops on 'stop'.
import { hongKongToday } from '@hearth/shared/form-values'
import { buildApp } from '../../apps/server/src/app'
import { parseConfig } from '../../apps/server/src/config'
import { authSessions, employerProfiles, users } from '../../apps/server/src/db/schema'
import { demoHelper } from '../../apps/server/src/demo/demo-helpers'
import { insertHelperRows } from '../../apps/server/src/features/helpers/helpers.service'
import { signAccessToken } from '../../apps/server/src/lib/auth'

export type BenchPair = {
  employerProfileUid: string
  helperProfileUid: string
  employerToken: string
  helperToken: string
}
export type ServerReady = { port: number; pairs: BenchPair[] }
export type ServerReport = { serverMs: number[] }

const PAIRS = Number(process.env.BENCH_PAIRS ?? 50)
const BATCH = 250

function referral(n: number): string {
  let code = ''
  for (let i = 0, x = n; i < 6; i += 1, x = Math.floor(x / 26))
    code += String.fromCharCode(65 + (x % 26))
  return code
}

const config = parseConfig({
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  APP_URL: 'http://127.0.0.1',
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  CHAT_RATE_LIMIT_PER_MINUTE: process.env.BENCH_RATE_LIMIT ?? '100000',
})
const app = await buildApp(config)
const { db } = app.deps
const now = new Date()
const accessEnd = new Date(now.getTime() + 30 * 86_400_000)
const sessionEnd = new Date(now.getTime() + 86_400_000)
const today = hongKongToday(now)
const pairs: BenchPair[] = []

for (let start = 0; start < PAIRS; start += BATCH) {
  const indexes = Array.from({ length: Math.min(BATCH, PAIRS - start) }, (_, i) => start + i)
  const userRows = indexes.flatMap((i) =>
    (['employer', 'helper'] as const).map((userType) => ({
      uid: `bench-${userType}-${i}`,
      email: `${userType}-${i}@bench.invalid`,
      username: `${userType}-${i}@bench.invalid`,
      passwordHash: '!',
      userType,
      referralCode: referral(i * 2 + (userType === 'helper' ? 1 : 0)),
      emailVerifiedAt: now,
      ...(userType === 'employer' ? { subscriptionType: 'monthly', accessEndDate: accessEnd } : {}),
    })),
  )
  await db.insert(users).values(userRows)
  await db.insert(employerProfiles).values(
    indexes.map((i) => ({
      uid: `ep-${i}`,
      userUid: `bench-employer-${i}`,
      contactPersonName: `Employer ${i}`,
    })),
  )
  await insertHelperRows(
    app.deps,
    indexes.map((i) => {
      const { updatedAtOffsetMinutes: _offset, ...columns } = demoHelper(i + 1, today).row
      return { ...columns, uid: `hp-${i}`, userUid: `bench-helper-${i}`, isDraft: false }
    }),
  )
  await db.insert(authSessions).values(
    userRows.map((user) => ({
      id: `session-${user.uid}`,
      userUid: user.uid,
      rememberMe: false,
      expiresAt: sessionEnd,
      createdAt: now,
    })),
  )
  for (const i of indexes) {
    pairs.push({
      employerProfileUid: `ep-${i}`,
      helperProfileUid: `hp-${i}`,
      employerToken: await signAccessToken(
        app.deps,
        `bench-employer-${i}`,
        'session-bench-employer-' + i,
      ),
      helperToken: await signAccessToken(
        app.deps,
        `bench-helper-${i}`,
        'session-bench-helper-' + i,
      ),
    })
  }
}

// Server-side time of each send (routing, checks, SQL, events, serialisation), for the report.
const serverMs: number[] = []
app.addHook('onResponse', async (request, reply) => {
  if (request.url.startsWith('/api/v1/chat/send-user-message/')) serverMs.push(reply.elapsedTime)
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0
process.send!({ port, pairs } satisfies ServerReady)
process.on('message', (message) => {
  if (message === 'reset') serverMs.length = 0
  if (message === 'report') process.send!({ serverMs } satisfies ServerReport)
  if (message === 'stop') void app.close().then(() => process.exit(0))
})
