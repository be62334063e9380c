import { describe, expect, test } from 'vitest'
import { bearer, login } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { multipart, type FilePart } from '../../test/multipart'
import { useTestApp, type TestApp } from '../../test/test-app'
import { chatPair, sent } from '../chat/chat-fixtures'
import { employerOnPlan, postedJob } from '../jobs/jobs-fixtures'
import { OPERATOR_ENV, asOperator, signedInOperator } from '../safety/safety-fixtures'
import { runVerificationChecks } from './verification.task'

const t = useTestApp(OPERATOR_ENV)

const PDF: FilePart = {
  name: 'visa.pdf',
  type: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n'),
}
const PNG: FilePart = {
  name: 'bill.png',
  type: 'image/png',
  data: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64),
  ]),
}
const DAY = 86_400_000

function request(
  test: TestApp,
  access: string,
  fields: Record<string, string>,
  file: FilePart | null = PDF,
) {
  const body = multipart(fields, file ? { document: file } : {})
  return test.inject({
    method: 'POST',
    url: '/api/v1/verifications/',
    headers: { ...body.headers, ...bearer(access) },
    payload: body.payload,
  })
}

function mine(access: string) {
  return t.inject({ method: 'GET', url: '/api/v1/verifications/mine/', headers: bearer(access) })
}

/** A helper's pending request, visa valid until `expires`. */
async function helperRequest(expires = '2027-06-30') {
  const helper = await signedInHelperWithProfile(t)
  const response = await request(t, helper.access, {
    kind: 'helper_identity',
    full_name: 'Maria Santos',
    expires_on: expires,
  })
  expect(response.statusCode, response.body).toBe(201)
  return { helper, id: response.json().id as string }
}

function decide(access: string, id: string, payload: Record<string, unknown>) {
  return asOperator(t, access, 'POST', `/verifications/${id}/decide/`, payload)
}

describe('asking to be verified', () => {
  test('a helper sends her visa: 201 pending, listed as hers; a second request while it waits is 409', async () => {
    const { helper, id } = await helperRequest()
    expect((await mine(helper.access)).json().results).toEqual([
      expect.objectContaining({
        id,
        kind: 'helper_identity',
        status: 'pending',
        expires_on: '2027-06-30',
      }),
    ])
    const again = await request(t, helper.access, {
      kind: 'helper_identity',
      full_name: 'Maria Santos',
      expires_on: '2027-06-30',
    })
    expect(again.statusCode).toBe(409)
  })

  test('an employer sends a proof of address; each role may ask only for its own kind (403)', async () => {
    const employer = await signedInEmployer(t)
    const created = await request(
      t,
      employer.access,
      { kind: 'employer_identity', full_name: 'Chan Tai Man' },
      PNG,
    )
    expect(created.statusCode, created.body).toBe(201)
    const wrong = await request(t, employer.access, {
      kind: 'helper_identity',
      full_name: 'Chan Tai Man',
      expires_on: '2027-01-01',
    })
    expect(wrong.statusCode).toBe(403)
    const helper = await signedInHelperWithProfile(t)
    const wrongHelper = await request(t, helper.access, {
      kind: 'employer_identity',
      full_name: 'Maria Santos',
    })
    expect(wrongHelper.statusCode).toBe(403)
  })

  test('bad input is a clear 4xx: no file, a file that is not a pdf/jpg/png, no or a past expiry, no name, a visitor', async () => {
    const helper = await signedInHelperWithProfile(t)
    const base = { kind: 'helper_identity', full_name: 'Maria Santos', expires_on: '2027-06-30' }
    const cases: [Record<string, string>, FilePart | null, number, string][] = [
      [base, null, 400, 'document'],
      [
        base,
        { name: 'visa.pdf', type: 'application/pdf', data: Buffer.from('GIF89a not a pdf') },
        415,
        'document',
      ],
      [{ ...base, expires_on: '' }, PDF, 400, 'expires_on'],
      [{ ...base, expires_on: '2026-01-01' }, PDF, 400, 'expires_on'],
      [{ ...base, full_name: ' ' }, PDF, 400, 'full_name'],
      [{ ...base, kind: 'passport' }, PDF, 400, 'kind'],
    ]
    for (const [fields, file, status, field] of cases) {
      const response = await request(t, helper.access, fields, file)
      expect(response.statusCode, `${field}: ${response.body}`).toBe(status)
      expect(response.json()[field], response.body).toEqual([expect.any(String)])
    }
    const visitor = await t.inject({ method: 'POST', url: '/api/v1/verifications/', payload: {} })
    expect(visitor.statusCode).toBe(401)
  })
})

describe('operators decide', () => {
  test('the queue is oldest first with the typed details; only operators open the document, and each opening is logged', async () => {
    const operator = await signedInOperator(t)
    const first = await helperRequest()
    t.clock.advance(60_000)
    const second = await helperRequest()
    const queue = (
      await asOperator(t, operator.access, 'GET', '/verifications/?status=pending')
    ).json()
    const ids = queue.results.map((r: { id: string }) => r.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(queue.results.find((r: { id: string }) => r.id === first.id)).toMatchObject({
      full_name: 'Maria Santos',
      expires_on: '2027-06-30',
      person: { id: first.helper.user.id },
      document_type: 'application/pdf',
    })
    const url = `/api/v1/operator/verifications/${first.id}/document/`
    const opened = await t.inject({ method: 'GET', url, headers: bearer(operator.access) })
    expect(opened.statusCode).toBe(200)
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    for (const headers of [{}, bearer(first.helper.access), bearer(second.helper.access)]) {
      expect((await t.inject({ method: 'GET', url, headers })).statusCode).toBe(404)
    }
    const audit = (await asOperator(t, operator.access, 'GET', '/audit/')).json()
    expect(audit.results[0]).toMatchObject({
      action: 'open_verification_document',
      target_id: first.id,
      operator: { email: operator.email },
    })
  })

  test('approval needs the check ticked; approved, the badge shows on her profile, in search (with the filter) and in chat; deciding again is 409', async () => {
    const operator = await signedInOperator(t)
    const { helper, id } = await helperRequest('2027-03-31')
    const unchecked = await decide(operator.access, id, { decision: 'approve', note: '' })
    expect(unchecked.statusCode).toBe(400)
    expect(unchecked.json().checked).toEqual([expect.any(String)])
    const countVerified = async () =>
      (await t.inject({ method: 'GET', url: '/api/v1/helpers/profiles/?verified=true' })).json()
        .count as number
    const before = await countVerified()
    const approved = await decide(operator.access, id, {
      decision: 'approve',
      checked: true,
      expires_on: '2027-03-30',
      note: 'e-Visa QR checked.',
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({
      status: 'approved',
      confirmed_expires_on: '2027-03-30',
    })
    const profile = (
      await t.inject({ method: 'GET', url: `/api/v1/helpers/profiles/${helper.profile.uid}/` })
    ).json()
    expect(profile).toMatchObject({ verified: true, verified_at: t.clock.now().toISOString() })
    expect(await countVerified()).toBe(before + 1)
    const bad = await t.inject({ method: 'GET', url: '/api/v1/helpers/profiles/?verified=maybe' })
    expect(bad.statusCode).toBe(400)
    const again = await decide(operator.access, id, {
      decision: 'reject',
      reason: 'other',
      note: 'x',
    })
    expect(again.statusCode).toBe(409)
    expect((await mine(helper.access)).json().results[0]).toMatchObject({
      status: 'approved',
      expires_on: '2027-03-30',
    })
    const audit = (await asOperator(t, operator.access, 'GET', '/audit/')).json()
    expect(audit.results[0]).toMatchObject({
      action: 'approve_verification',
      target_id: helper.user.id,
    })
  })

  test('two operators deciding at once decide once', async () => {
    const operator = await signedInOperator(t)
    const second = await signedInOperator(t, 'second-ops@hearth.test')
    const { id } = await helperRequest()
    const results = await Promise.all([
      decide(operator.access, id, { decision: 'approve', checked: true, note: '' }),
      decide(second.access, id, {
        decision: 'reject',
        reason: 'name_mismatch',
        note: 'Different name.',
      }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
  })

  test('a rejection needs a reason and reaches the owner with it', async () => {
    const operator = await signedInOperator(t)
    const { helper, id } = await helperRequest()
    const noReason = await decide(operator.access, id, { decision: 'reject', note: 'Blurry.' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().reason).toEqual([expect.any(String)])
    const rejected = await decide(operator.access, id, {
      decision: 'reject',
      reason: 'document_unreadable',
      note: 'The photo is blurred.',
    })
    expect(rejected.statusCode).toBe(200)
    expect((await mine(helper.access)).json().results[0]).toMatchObject({
      status: 'rejected',
      reason: 'document_unreadable',
      note: 'The photo is blurred.',
    })
    // She may ask again.
    const next = await request(t, helper.access, {
      kind: 'helper_identity',
      full_name: 'Maria Santos',
      expires_on: '2027-06-30',
    })
    expect(next.statusCode).toBe(201)
  })

  test('an approved employer is a "Verified employer" on postings and in chat', async () => {
    const operator = await signedInOperator(t)
    const { employer, helper, uids } = await chatPair(t)
    const asked = await request(
      t,
      employer.access,
      { kind: 'employer_identity', full_name: 'Amy Chan' },
      PNG,
    )
    await decide(operator.access, asked.json().id, { decision: 'approve', checked: true, note: '' })
    const posting = await postedJob(t, employer)
    expect(posting).toMatchObject({ verified: true })
    const publicPosting = (
      await t.inject({ method: 'GET', url: `/api/v1/jobs/${posting.uid}/` })
    ).json()
    expect(publicPosting.verified).toBe(true)
    await sent(t, employer.access, uids, 'Hello')
    const partner = (
      await t.inject({
        method: 'GET',
        url: `/api/v1/chat/partners/employer/${uids.employer_profile_uid}/`,
        headers: bearer(helper.access),
      })
    ).json()
    expect(partner).toMatchObject({ verified: true })
  })
})

describe('badges end', () => {
  test('on the day after the visa expires (daily task), with reminders 30 and 7 days before in her language', async () => {
    const operator = await signedInOperator(t)
    const { helper, id } = await helperRequest('2027-01-31')
    await t.inject({
      method: 'PATCH',
      url: '/api/v1/hirlab/belmount/user/',
      headers: bearer(helper.access),
      payload: { language: 'zh-TW' },
    })
    await decide(operator.access, id, { decision: 'approve', checked: true, note: '' })
    const sentTo = () => t.outbox().filter((mail) => mail.to === helper.email)
    const before = sentTo().length
    // 30 days before (Hong Kong date) the first reminder goes out, once.
    t.clock.advance(Date.parse('2027-01-01T02:00:00Z') - t.clock.now().getTime())
    await runVerificationChecks(t.app.deps)
    await runVerificationChecks(t.app.deps)
    expect(sentTo().length).toBe(before + 1)
    expect(sentTo().at(-1)!.subject).toMatch(/[\u4e00-\u9fff]/)
    t.clock.advance(23 * DAY)
    await runVerificationChecks(t.app.deps)
    expect(sentTo().length).toBe(before + 2)
    // On the expiry day the badge still shows; the next day it is gone.
    t.clock.advance(7 * DAY)
    await runVerificationChecks(t.app.deps)
    const url = `/api/v1/helpers/profiles/${helper.profile.uid}/`
    expect((await t.inject({ method: 'GET', url })).json().verified).toBe(true)
    t.clock.advance(DAY)
    await runVerificationChecks(t.app.deps)
    expect((await t.inject({ method: 'GET', url })).json()).toMatchObject({
      verified: false,
      verified_at: null,
    })
    const access = (await login(t, helper.email)).json().access as string
    expect((await mine(access)).json().results[0]).toMatchObject({
      status: 'expired',
      reason: 'visa_expired',
    })
  })

  test('a name edit on a verified profile ends the badge until an operator approves again', async () => {
    const operator = await signedInOperator(t)
    const { helper, id } = await helperRequest()
    await decide(operator.access, id, { decision: 'approve', checked: true, note: '' })
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
      headers: bearer(helper.access),
      payload: { ...helper.profile, first_name: 'Mariah' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.verified).toBe(false)
    expect((await mine(helper.access)).json().results[0]).toMatchObject({
      status: 'expired',
      reason: 'name_changed',
    })
  })

  test('an operator revokes a badge (audited; the owner reads revoked); a suspension ends one too', async () => {
    const operator = await signedInOperator(t)
    const { helper, id } = await helperRequest()
    await decide(operator.access, id, { decision: 'approve', checked: true, note: '' })
    const revoked = await asOperator(t, operator.access, 'POST', '/verifications/revoke/', {
      user_id: helper.user.id,
      reason: 'The visa was cancelled.',
    })
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect((await mine(helper.access)).json().results[0]).toMatchObject({
      status: 'revoked',
      note: 'The visa was cancelled.',
    })
    const twice = await asOperator(t, operator.access, 'POST', '/verifications/revoke/', {
      user_id: helper.user.id,
      reason: 'Again.',
    })
    expect(twice.statusCode).toBe(409)

    const other = await helperRequest()
    await decide(operator.access, other.id, { decision: 'approve', checked: true, note: '' })
    await asOperator(t, operator.access, 'POST', `/users/${other.helper.user.id}/suspend/`, {
      reason: 'Fraud.',
    })
    await asOperator(t, operator.access, 'POST', `/users/${other.helper.user.id}/unsuspend/`, {
      reason: 'Cleared.',
    })
    const url = `/api/v1/helpers/profiles/${other.helper.profile.uid}/`
    expect((await t.inject({ method: 'GET', url })).json().verified).toBe(false)
  })

  test('the verification routes answer 404 to anyone but operators', async () => {
    const { helper, id } = await helperRequest()
    const employer = await employerOnPlan(t)
    for (const access of [helper.access, employer.access]) {
      for (const [method, path] of [
        ['GET', '/verifications/'],
        ['POST', `/verifications/${id}/decide/`],
        ['POST', '/verifications/revoke/'],
      ] as const) {
        const response = await asOperator(
          t,
          access,
          method,
          path,
          method === 'POST' ? {} : undefined,
        )
        expect(response.statusCode, `${method} ${path}`).toBe(404)
      }
    }
  })
})
