import { describe, expect, test } from 'vitest'
import { bearer, login } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { chatPair, sent } from '../chat/chat-fixtures'
import { employerOnPlan, postedJob } from '../jobs/jobs-fixtures'
import { MY_REPORTS, OPERATOR_ENV, REPORTS, report } from './safety-fixtures'

const t = useTestApp(OPERATOR_ENV)

describe('POST /reports/', () => {
  test('a helper profile is reported: 201, open, and the reporter finds it in My reports', async () => {
    const helper = await signedInHelperWithProfile(t)
    const employer = await signedInEmployer(t)
    const response = await report(t, employer.access, {
      target_type: 'helper_profile',
      target_id: helper.profile.uid,
      reason: 'fake_profile',
      details: 'The photo is from a stock site.',
    })
    expect(response.statusCode, response.body).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({
      id: expect.any(String),
      status: 'open',
      target_type: 'helper_profile',
      target_id: helper.profile.uid,
      reason: 'fake_profile',
      details: 'The photo is from a stock site.',
      resolved_at: null,
    })
    const mine = await t.inject({
      method: 'GET',
      url: MY_REPORTS,
      headers: bearer(employer.access),
    })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().results).toEqual([created])
  })

  test('reporting the same target again while the first is open returns the same report (200)', async () => {
    const helper = await signedInHelperWithProfile(t)
    const employer = await signedInEmployer(t)
    const payload = { target_type: 'helper_profile', target_id: helper.profile.uid, reason: 'scam' }
    const first = await report(t, employer.access, payload)
    const again = await report(t, employer.access, { ...payload, reason: 'other' })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    // Another person's report of it is a report of its own.
    const other = await signedInEmployer(t)
    const theirs = await report(t, other.access, payload)
    expect(theirs.statusCode).toBe(201)
    expect(theirs.json().id).not.toBe(first.json().id)
  })

  test('the same report sent twice at once is stored once', async () => {
    const helper = await signedInHelperWithProfile(t)
    const employer = await signedInEmployer(t)
    const payload = { target_type: 'helper_profile', target_id: helper.profile.uid, reason: 'scam' }
    const [a, b] = await Promise.all([
      report(t, employer.access, payload),
      report(t, employer.access, payload),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201])
    expect(a.json().id).toBe(b.json().id)
  })

  test('a visitor gets 401 before the body is read', async () => {
    const response = await t.inject({ method: 'POST', url: REPORTS, payload: { nonsense: true } })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('token_not_valid')
    const mine = await t.inject({ method: 'GET', url: MY_REPORTS })
    expect(mine.statusCode).toBe(401)
  })

  test("one's own profile, posting or message is a 400", async () => {
    const { employer, helper, uids } = await chatPair(t)
    const own = await report(t, helper.access, {
      target_type: 'helper_profile',
      target_id: helper.profile.uid,
      reason: 'other',
    })
    expect(own.statusCode).toBe(400)
    expect(own.json()).toMatchObject({
      code: 'invalid',
      target_id: ['You cannot report your own profile, posting or message.'],
    })
    const mine = await sent(t, employer.access, uids, 'Hello')
    const ownMessage = await report(t, employer.access, {
      target_type: 'message',
      target_id: mine.uid,
      reason: 'other',
    })
    expect(ownMessage.statusCode).toBe(400)
    const ownEmployerProfile = await report(t, employer.access, {
      target_type: 'employer_profile',
      target_id: uids.employer_profile_uid,
      reason: 'other',
    })
    expect(ownEmployerProfile.statusCode).toBe(400)
    const poster = await employerOnPlan(t)
    const posting = await postedJob(t, poster)
    const ownPosting = await report(t, poster.access, {
      target_type: 'job_posting',
      target_id: posting.uid,
      reason: 'other',
    })
    expect(ownPosting.statusCode).toBe(400)
  })

  test('a message can be reported only by its conversation: anyone else gets 404', async () => {
    const { employer, helper, uids } = await chatPair(t)
    const message = await sent(t, employer.access, uids, 'Please pay HK$3,000 training fee first')
    const byRecipient = await report(t, helper.access, {
      target_type: 'message',
      target_id: message.uid,
      reason: 'fee_request',
    })
    expect(byRecipient.statusCode, byRecipient.body).toBe(201)
    expect(byRecipient.json().target_label).toBe('Please pay HK$3,000 training fee first')
    const stranger = await signedInHelperWithProfile(t)
    const otherEmployer = await signedInEmployer(t)
    for (const access of [stranger.access, otherEmployer.access]) {
      const response = await report(t, access, {
        target_type: 'message',
        target_id: message.uid,
        reason: 'scam',
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe('not_found')
    }
  })

  test('what the reporter cannot see is 404: a draft profile, a draft posting, an unknown uid, an employer they never met', async () => {
    const employer = await signedInEmployer(t)
    const draft = await signedInHelperWithProfile(t, { isDraft: true })
    const poster = await employerOnPlan(t)
    const draftPosting = await postedJob(t, poster, { status: 'DRAFT' })
    const helper = await signedInHelperWithProfile(t)
    const cases = [
      ['helper_profile', draft.profile.uid, employer.access],
      ['job_posting', draftPosting.uid, helper.access],
      ['helper_profile', 'no-such-uid', employer.access],
      ['message', 'no-such-uid', employer.access],
      ['employer_profile', employer.user.detail_profile!.uid, helper.access],
    ] as const
    for (const [target_type, target_id, access] of cases) {
      const response = await report(t, access, { target_type, target_id, reason: 'other' })
      expect(response.statusCode, `${target_type} ${response.body}`).toBe(404)
    }
    // An employer a helper can see (a listed posting) can be reported.
    await postedJob(t, poster)
    const visible = await report(t, helper.access, {
      target_type: 'employer_profile',
      target_id: poster.profileUid,
      reason: 'scam',
    })
    expect(visible.statusCode, visible.body).toBe(201)
  })

  test('bad input is a 400 naming the field, in the caller’s language', async () => {
    const employer = await signedInEmployer(t)
    const helper = await signedInHelperWithProfile(t)
    const cases: [Record<string, unknown>, string][] = [
      [{ target_type: 'photo', target_id: helper.profile.uid, reason: 'scam' }, 'target_type'],
      [{ target_type: 'helper_profile', target_id: '', reason: 'scam' }, 'target_id'],
      [
        { target_type: 'helper_profile', target_id: helper.profile.uid, reason: 'dislike' },
        'reason',
      ],
      [
        {
          target_type: 'helper_profile',
          target_id: helper.profile.uid,
          reason: 'scam',
          details: 'x'.repeat(2001),
        },
        'details',
      ],
    ]
    for (const [payload, field] of cases) {
      const response = await report(t, employer.access, payload)
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()[field], response.body).toEqual([expect.any(String)])
    }
    const chinese = await t.inject({
      method: 'POST',
      url: REPORTS,
      headers: { ...bearer(employer.access), 'accept-language': 'zh-HK' },
      payload: { target_type: 'helper_profile', target_id: helper.profile.uid, reason: 'dislike' },
    })
    expect(chinese.json().reason[0]).not.toMatch(/[a-z]{4}/)
  })

  test('at most 20 reports a day: the 21st is a 429, and a day later reports go through again', async () => {
    const employer = await signedInEmployer(t)
    // Signed in seven at a time: a sign-in holds one of its address's 20 attempts until its
    // password is found right (login-throttle.ts), so 21 at once from one address could see a 429.
    const helpers: Awaited<ReturnType<typeof signedInHelperWithProfile>>[] = []
    for (let batch = 0; batch < 3; batch += 1) {
      helpers.push(
        ...(await Promise.all(Array.from({ length: 7 }, () => signedInHelperWithProfile(t)))),
      )
    }
    for (const helper of helpers.slice(0, 20)) {
      const response = await report(t, employer.access, {
        target_type: 'helper_profile',
        target_id: helper.profile.uid,
        reason: 'other',
      })
      expect(response.statusCode).toBe(201)
    }
    const last = helpers[20]!
    const payload = { target_type: 'helper_profile', target_id: last.profile.uid, reason: 'other' }
    const refused = await report(t, employer.access, payload)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('throttled')
    // An open report asked for again is not a new one: it does not count.
    const again = await report(t, employer.access, {
      ...payload,
      target_id: helpers[0]!.profile.uid,
    })
    expect(again.statusCode).toBe(200)
    t.clock.advance(24 * 3_600_000 + 1000)
    const later = (await login(t, employer.email)).json().access as string
    expect((await report(t, later, payload)).statusCode).toBe(201)
  })
})
