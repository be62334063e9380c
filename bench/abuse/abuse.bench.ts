// Replays the probes of issue 10 items 1–3 against a real server over HTTP (real parallel
// requests) and prints, per probe, attempts / 5xx / guesses evaluated. Run through
// `npm run bench -- abuse`: on PGlite, then on a throwaway PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app'
import { parseConfig } from '../../apps/server/src/config'
import { PGLITE_OPTIONS, openDatabase, openPglite } from '../../apps/server/src/db/client'
import { employerProfiles, users } from '../../apps/server/src/db/schema'
import { hashPassword } from '../../apps/server/src/lib/passwords'
import { newReferralCode, newUid } from '../../apps/server/src/lib/tokens'

const PASSWORD = 'kowloon-harbour-77'
const NUL = 'a\u0000b'

type Row = { probe: string; attempts: number; fiveXx: number; evaluated: string; outcome: string }
type Operation = {
  parameters?: { in: string; name: string }[]
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
}

async function openBenchDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = openPglite(await PGlite.create(PGLITE_OPTIONS))
    await database.migrate()
    return { database, drop: () => database.close() }
  }
  const url = process.env.DATABASE_URL!
  const name = `hearth_abuse_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: target.toString() })
  await database.migrate()
  return {
    database,
    drop: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop database ${name}`)
      await cleanup.end()
    },
  }
}

async function run(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const { database, drop } = await openBenchDatabase(kind)
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-abuse-'))
  // TRUST_PROXY: each probe speaks from the addresses it names in X-Forwarded-For.
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
  })
  const app = await buildApp(config, { database })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const rows: Row[] = []
  try {
    const call = async (
      method: string,
      path: string,
      body?: unknown,
      ip = '192.0.2.1',
      access?: string,
    ) => {
      const response = await fetch(`${base}${path}`, {
        method: method.toUpperCase(),
        headers: {
          'x-forwarded-for': ip,
          ...(access ? { authorization: `Bearer ${access}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      await response.arrayBuffer()
      return response.status
    }
    const account = async (email: string, userType: 'employer' | 'helper' = 'helper') => {
      const uid = newUid()
      await database.db.insert(users).values({
        uid,
        email,
        username: email,
        passwordHash: await hashPassword(PASSWORD),
        userType,
        referralCode: newReferralCode(),
        emailVerifiedAt: new Date(),
      })
      if (userType === 'employer') {
        const profile = newUid()
        await database.db.insert(employerProfiles).values({ uid: profile, userUid: uid })
        return { email, profile }
      }
      return { email, profile: 'x' }
    }
    const login = (username: string, password: string, ip: string) =>
      call('POST', '/api/v1/hirlab/belmount/login', { username, password }, ip)
    const signIn = async (email: string) => {
      const response = await fetch(`${base}/api/v1/hirlab/belmount/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
        body: JSON.stringify({ username: email, password: PASSWORD }),
      })
      return ((await response.json()) as { access: string }).access
    }

    // Item 1: NUL in every string of every route (from the OpenAPI document of the route table),
    // as a visitor, a helper and an employer (whose own profile uid fills `{id}` on its routes,
    // so the text reaches the update).
    const employer = await account('probe-employer@example.com', 'employer')
    await account('probe-helper@example.com')
    const callers = [
      { access: undefined, profile: 'x' },
      { access: await signIn('probe-helper@example.com'), profile: 'x' },
      { access: await signIn(employer.email), profile: employer.profile },
    ]
    await app.ready()
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> }
    const probes: Promise<number>[] = []
    for (const { access, profile } of callers) {
      for (const [path, operations] of Object.entries(doc.paths)) {
        const own = path.startsWith('/api/v1/employer/') ? profile : 'x'
        for (const [method, operation] of Object.entries(operations)) {
          const send = (url: string, body?: unknown) =>
            probes.push(call(method, url, body, '192.0.2.1', access))
          const filled = (bad?: string) =>
            path.replace(/\{(\w+)\}/g, (_, name: string) =>
              name === bad ? encodeURIComponent(NUL) : own,
            )
          for (const [, name] of path.matchAll(/\{(\w+)\}/g)) send(filled(name))
          for (const param of operation.parameters ?? []) {
            if (param.in === 'query') send(`${filled()}?${param.name}=${encodeURIComponent(NUL)}`)
          }
          const body = operation.requestBody?.content?.['application/json']?.schema?.properties
          for (const name of Object.keys(body ?? {})) send(filled(), { [name]: NUL })
        }
      }
    }
    const nulStatuses = await Promise.all(probes)
    rows.push({
      probe: 'NUL in every string of every route (visitor, helper, employer)',
      attempts: nulStatuses.length,
      fiveXx: nulStatuses.filter((s) => s >= 500).length,
      evaluated: '—',
      outcome: `${nulStatuses.filter((s) => s === 400).length} × 400`,
    })

    const summarise = (probe: string, statuses: number[], outcome: string): Row => ({
      probe,
      attempts: statuses.length,
      fiveXx: statuses.filter((s) => s >= 500).length,
      // 200 and 400 answer a password that was checked; 429 one that never was.
      evaluated: String(statuses.filter((s) => s === 200 || s === 400).length),
      outcome,
    })

    // Item 2: 100 concurrent logins to one account from one address, one right password.
    const raced = (await account('raced@example.com')).email
    const race = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(raced, i === 50 ? PASSWORD : `wrong-${i}`, '198.51.100.1'),
      ),
    )
    rows.push(
      summarise(
        '100 concurrent logins, one address, 1 right',
        race,
        `${race.filter((s) => s === 429).length} × 429, signed in: ${race.includes(200) ? 'yes' : 'no'}`,
      ),
    )

    // Item 3: five wrong passwords from five addresses, then the owner from a new address.
    const owned = (await account('owner@example.com')).email
    const lockout: number[] = []
    for (let i = 0; i < 5; i += 1) lockout.push(await login(owned, 'wrong', `203.0.113.${i + 1}`))
    lockout.push(await login(owned, PASSWORD, '203.0.113.200'))
    rows.push(
      summarise(
        '5 wrong from 5 addresses, then the owner',
        lockout,
        `owner answered ${lockout.at(-1)}`,
      ),
    )

    // A distributed attack: 100 addresses guess at once, then each guesses again.
    const target = (await account('target@example.com')).email
    const first = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(target, `guess-a${i}`, `10.1.${i >> 8}.${i & 255}`),
      ),
    )
    rows.push(
      summarise(
        '100 addresses, 1 guess each, at once',
        first,
        `${first.filter((s) => s === 429).length} × 429`,
      ),
    )
    const again = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(target, `guess-b${i}`, `10.1.${i >> 8}.${i & 255}`),
      ),
    )
    rows.push(
      summarise(
        'the same 100 addresses guess again',
        again,
        `${again.filter((s) => s === 429).length} × 429`,
      ),
    )
    const owner = await login(target, PASSWORD, '10.9.9.9')
    rows.push(summarise('then the owner from a new address', [owner], `owner answered ${owner}`))
  } finally {
    await app.close()
    await drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}

function print(kind: string, rows: Row[]) {
  console.log(`\n${kind}: attempts / 5xx / guesses evaluated`)
  console.log('| probe | attempts | 5xx | guesses evaluated | outcome |')
  console.log('|---|---|---|---|---|')
  for (const row of rows)
    console.log(
      `| ${row.probe} | ${row.attempts} | ${row.fiveXx} | ${row.evaluated} | ${row.outcome} |`,
    )
}

print('PGlite', await run('pglite'))
if (process.env.DATABASE_URL) print('PostgreSQL', await run('postgres'))
