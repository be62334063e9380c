import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { translate } from '@hearth/shared/translate'
import { GOOD_PASSWORD, bearer, login, register, verify } from '../../test/accounts-fixtures'
import {
  createContractFuzz,
  shapeMessages,
  type Answer,
  type Failure,
  type FuzzRequest,
  type OpenApiDocument,
  type Role,
} from '../../test/contract-fuzz'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { multipart } from '../../test/multipart'
import { useTestApp } from '../../test/test-app'
import { unsuspendUser } from '../accounts/sessions.service'
import { PDF, documentFields, upload } from '../documents/documents-fixtures'
import { applyAs, postJob } from '../jobs/jobs-fixtures'
import { employmentOf, leaveInput, postLeave, type Party } from '../leave/leave-fixtures'
import { calculate } from '../payroll/payroll-fixtures'

// Issue 26 item 4: requests for every operation of the served OpenAPI document, made from the
// document itself (test/contract-fuzz.ts), valid and broken on purpose, sent anonymously and as an
// employer, a helper and an operator; every answer is checked against the document.
// FUZZ_REQUESTS sets the requests per operation, FUZZ_SEED the seed (`npm run fuzz` sends more).

const OPERATOR_EMAIL = 'fuzz-operator@example.com'
// With a webhook secret the Stripe webhook checks signatures (without one it answers 503 by design).
const t = useTestApp({
  OPERATOR_EMAILS: OPERATOR_EMAIL,
  STRIPE_WEBHOOK_SECRET: 'whsec_contractfuzz',
})
const SEED = Number(process.env.FUZZ_SEED ?? 1)
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 40)
const SHOWN = 50
const TIMEOUT = Number(process.env.FUZZ_TIMEOUT ?? 300_000)
const ME = '/api/v1/hirlab/belmount/user/'
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))

type Session = { email: string; access: string; userUid: string }

/** The shared schemas and the error handler: where the generic shape messages are written. */
function messageSources(): string[] {
  const shared = join(ROOT, 'packages/shared/src')
  const files = readdirSync(shared)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(shared, file))
  files.push(
    join(ROOT, 'apps/server/src/lib/errors.ts'),
    join(ROOT, 'apps/server/src/lib/request-guards.ts'),
  )
  return files.map((file) => readFileSync(file, 'utf8'))
}

async function signedInOperator(): Promise<Session> {
  expect((await register(t, { email: OPERATOR_EMAIL, userType: 'employer' })).statusCode).toBe(201)
  expect((await verify(t, OPERATOR_EMAIL)).statusCode).toBe(200)
  const response = await login(t, OPERATOR_EMAIL)
  expect(response.statusCode).toBe(200)
  return { email: OPERATOR_EMAIL, access: response.json().access, userUid: response.json().user.id }
}

test(
  'contract fuzz: every operation answers as the served OpenAPI document declares',
  async () => {
    const started = Date.now()
    const served = await t.inject({ method: 'GET', url: '/api/docs/json' })
    expect(served.statusCode).toBe(200)
    const document = served.json<OpenApiDocument>()
    const shapes = shapeMessages(messageSources(), (key) => translate(key, 'en'))
    const fuzz = createContractFuzz(document, { seed: SEED, isShapeMessage: shapes.isShapeMessage })

    // The three signed-in roles, and records between them for the fuzz to reach.
    const employer = await signedInEmployer(t)
    const helper = await signedInHelperWithProfile(t)
    const sessions: Partial<Record<Role, Session>> = {
      employer: { email: employer.email, access: employer.access, userUid: employer.user.id },
      helper: { email: helper.email, access: helper.access, userUid: helper.user.id },
      operator: await signedInOperator(),
    }
    const notes: string[] = []
    const employerParty: Party = {
      access: employer.access,
      email: employer.email,
      profileUid: employer.user.detail_profile!.uid as string,
    }
    const helperParty: Party = {
      access: helper.access,
      email: helper.email,
      profileUid: helper.profile.uid,
    }
    const employment = await employmentOf(t, employerParty, helperParty)
    fuzz.pool.add('employment', employment)
    fuzz.pool.add('helperemail', helper.email)
    const seed = async (
      template: string,
      answer: Promise<{ statusCode: number; body: string }>,
    ) => {
      const response = await answer
      if (response.statusCode >= 300) {
        notes.push(
          `set-up ${template} answered ${response.statusCode}: ${response.body.slice(0, 120)}`,
        )
        return undefined
      }
      const body: unknown = JSON.parse(response.body)
      fuzz.pool.harvest(template, body)
      return body as Record<string, unknown>
    }
    const posting = await seed('/api/v1/employer/postings/', postJob(t, employer.access))
    if (posting)
      await seed('/api/v1/applications/job-applications/', applyAs(t, helper, String(posting.uid)))
    await seed(
      '/api/v1/chat/send-user-message/',
      t.inject({
        method: 'POST',
        url: '/api/v1/chat/send-user-message/',
        headers: bearer(employer.access),
        payload: {
          helper_profile_uid: helperParty.profileUid,
          employer_profile_uid: employerParty.profileUid,
          content: 'Hello from the contract fuzz.',
        },
      }),
    )
    await seed('/api/v1/leaves/requests/', postLeave(t, helperParty, leaveInput(employment)))
    await seed(
      '/api/v1/payrolls/calculate/',
      calculate(t, employerParty, {
        employmentId: employment,
        helper_profile_id: helperParty.profileUid,
        year: 2026,
        month: 10,
      }),
    )
    await seed(
      '/api/v1/employments/documents/',
      upload(t, employerParty, documentFields(employment)),
    )
    const visa = multipart(
      { kind: 'helper_identity', full_name: 'Maria Santos', expires_on: '2027-06-30' },
      { document: PDF },
    )
    await seed(
      '/api/v1/verifications/',
      t.inject({
        method: 'POST',
        url: '/api/v1/verifications/',
        headers: { ...visa.headers, ...bearer(helper.access) },
        payload: visa.payload,
      }),
    )
    await seed(
      '/api/v1/reports/',
      t.inject({
        method: 'POST',
        url: '/api/v1/reports/',
        headers: bearer(employer.access),
        payload: {
          target_type: 'helper_profile',
          target_id: helper.profile.uid,
          reason: 'scam',
          details: 'Asked for a deposit.',
        },
      }),
    )

    // Sends a request as its role; a role whose session ended (a suspension by the operator's
    // fuzz, a logout) is restored and the request sent again.
    let address = 0
    let restored = 0
    const send = async (request: FuzzRequest): Promise<Answer> => {
      const session = sessions[request.role]
      address += 1
      const response = await t.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(session ? bearer(session.access) : {}) },
        remoteAddress: `198.51.100.${(address % 250) + 1}`,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      })
      return response
    }
    const sessionEnded = async (request: FuzzRequest, answer: Answer) => {
      const session = sessions[request.role]
      if (!session) return false
      const suspended = answer.statusCode === 403 && answer.rawPayload.includes('account_suspended')
      if (!suspended && answer.statusCode !== 401) return false
      const me = await t.inject({ method: 'GET', url: ME, headers: bearer(session.access) })
      if (me.statusCode === 200) return false
      await unsuspendUser(t.app.deps, session.userUid)
      const again = await login(t, session.email, GOOD_PASSWORD, { ip: '203.0.113.9' })
      if (again.statusCode !== 200) {
        notes.push(`${request.role} could not sign in again: ${again.statusCode} ${again.body}`)
        return false
      }
      session.access = again.json().access
      restored += 1
      return true
    }

    const failures: Failure[] = []
    const statuses = new Map<string, number>()
    const kinds = { valid: 0, invalid: 0, unchecked: 0 }
    const breaks = new Map<string, number>()
    const succeeded = new Set<string>()
    // Every answer is checked, the one to an ended session too; the request then goes again.
    const run = async (request: FuzzRequest) => {
      const answers = [await send(request)]
      if (await sessionEnded(request, answers[0]!)) answers.push(await send(request))
      for (const answer of answers) {
        failures.push(...fuzz.check(request, answer))
        fuzz.harvest(request.operation, answer)
        const status = String(answer.statusCode)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (answer.statusCode < 300) succeeded.add(request.operation.label)
      }
    }

    // Harvest: every list as every role first, so that ids are known before the fuzz starts.
    const lists = fuzz.operations.filter((op) => op.method === 'GET' && !op.template.includes('{'))
    const roles: Role[] = ['anonymous', 'employer', 'helper', 'operator']
    for (const operation of lists)
      for (const [i, role] of roles.entries())
        await run(fuzz.request(operation, -2 * (i + 1), role))
    const harvested = lists.length * roles.length

    // The fuzz: round after round, each operation once a round, so ids made by one reach the rest.
    for (let index = 0; index < REQUESTS; index += 1) {
      for (const operation of fuzz.operations) {
        const request = fuzz.request(operation, index)
        kinds[request.kind] += 1
        const broken = request.mutation?.split(' at ')[0]
        if (broken) breaks.set(broken, (breaks.get(broken) ?? 0) + 1)
        await run(request)
      }
    }

    const total = fuzz.operations.length * REQUESTS
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const lines = [
      `contract fuzz: ${fuzz.operations.length} operations × ${REQUESTS} requests = ${total} requests (seed ${SEED}), ${failures.length} failures`,
      `  ${harvested} harvest requests first; ${kinds.valid} valid, ${kinds.invalid} invalid, ${kinds.unchecked} with no valid value made; ${restored} sessions restored; ${shapes.count} shape messages known; ${seconds} s`,
      `  invalid requests by break: ${[...breaks].map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
      `  answers: ${[...statuses]
        .sort()
        .map(([status, n]) => `${status}×${n}`)
        .join(', ')}`,
      `  skipped: ${fuzz.skipped.length === 0 ? 'none' : fuzz.skipped.map((s) => `${s.label} (${s.reason})`).join('; ')}`,
    ]
    const never = fuzz.operations.filter((op) => !succeeded.has(op.label)).map((op) => op.label)
    if (never.length > 0) lines.push(`  never answered 2xx (${never.length}): ${never.join(', ')}`)
    for (const note of notes) lines.push(`  note: ${note}`)
    // One entry per operation, kind and status: a first example to reproduce, and every reason.
    const groups = new Map<string, { failure: Failure; count: number; reasons: Set<string> }>()
    for (const failure of failures) {
      const key = [failure.operation, failure.kind, failure.status].join('|')
      const group = groups.get(key) ?? { failure, count: 0, reasons: new Set<string>() }
      group.count += 1
      group.reasons.add(failure.reason)
      groups.set(key, group)
    }
    const byKind = new Map<string, number>()
    for (const failure of failures) byKind.set(failure.kind, (byKind.get(failure.kind) ?? 0) + 1)
    if (failures.length > 0) {
      lines.push(`  failures by kind: ${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(', ')}`)
      lines.push(
        `  ${failures.length} failures in ${groups.size} groups (operation, kind, status); the first ${Math.min(SHOWN, groups.size)}:`,
      )
      for (const { failure, count, reasons } of [...groups.values()].slice(0, SHOWN)) {
        const others = [...reasons].filter((reason) => reason !== failure.reason)
        lines.push(
          `  ✗ ${failure.operation} → ${failure.status} ${failure.kind} (×${count}): ${failure.reason}`,
          ...(others.length > 0
            ? [
                `    also: ${others.slice(0, 5).join(' ‖ ')}${others.length > 5 ? ` ‖ +${others.length - 5} more` : ''}`,
              ]
            : []),
          `    ${failure.curl}`,
        )
      }
    }
    // A 5xx is logged by the server with its stack: show the first ones beside the curl lines.
    const serverErrors = t.logs.filter((line) => line.includes('"level":50')).slice(0, 3)
    for (const line of serverErrors) lines.push(`  server log: ${line.slice(0, 1500)}`)
    console.log(lines.join('\n'))
    expect(failures.length, lines[0]).toBe(0)
  },
  TIMEOUT,
)
