import { gt } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { bearer, login, signedInUser } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { chatPair, messagesOf, sendAs, sent } from '../chat/chat-fixtures'
import { employerOnPlan, postedJob } from '../jobs/jobs-fixtures'
import { operatorAudit } from '../../db/schema'
import {
  MY_REPORTS,
  OPERATOR,
  OPERATOR_ENV,
  asOperator,
  report,
  signedInOperator,
} from './safety-fixtures'

const t = useTestApp(OPERATOR_ENV)

async function reportedHelper() {
  const helper = await signedInHelperWithProfile(t)
  const reporter = await signedInEmployer(t)
  const response = await report(t, reporter.access, {
    target_type: 'helper_profile',
    target_id: helper.profile.uid,
    reason: 'scam',
    details: 'Asked me for a deposit.',
  })
  expect(response.statusCode).toBe(201)
  return { helper, reporter, reportId: response.json().id as string }
}

describe('who may use /api/v1/operator/', () => {
  test('a verified account named in OPERATOR_EMAILS (any case) is an operator; its session says so', async () => {
    const operator = await signedInOperator(t)
    expect(operator.user.is_operator).toBe(true)
    const queue = await asOperator(t, operator.access, 'GET', '/reports/')
    expect(queue.statusCode, queue.body).toBe(200)
    const me = await t.inject({
      method: 'GET',
      url: '/api/v1/hirlab/belmount/user/',
      headers: bearer(operator.access),
    })
    expect(me.json().is_operator).toBe(true)
  })

  test('anyone else gets 404 on every operator path: visitors, employers, helpers', async () => {
    const employer = await signedInEmployer(t)
    const helper = await signedInHelperWithProfile(t)
    expect(employer.user.is_operator).toBe(false)
    const paths: ['GET' | 'POST', string][] = [
      ['GET', '/reports/'],
      ['GET', '/reports/some-id/'],
      ['POST', '/reports/some-id/resolve/'],
      ['GET', '/users/suspended/'],
      ['POST', `/users/${helper.user.id}/suspend/`],
      ['POST', `/users/${helper.user.id}/unsuspend/`],
      ['GET', '/audit/'],
    ]
    for (const [method, path] of paths) {
      for (const headers of [
        {},
        bearer(employer.access),
        bearer(helper.access),
        bearer('forged'),
      ]) {
        const response = await t.inject({
          method,
          url: `${OPERATOR}${path}`,
          headers,
          ...(method === 'POST' ? { payload: { reason: 'x', action: 'dismiss', note: 'x' } } : {}),
        })
        expect(response.statusCode, `${method} ${path}`).toBe(404)
        expect(response.json().code).toBe('not_found')
      }
    }
  })

  test('an unverified account with an operator address is not an operator', async () => {
    // Sign-in needs a verified address, so the unverified one never gets a token at all.
    const response = await login(t, 'second-ops@hearth.test')
    expect(response.statusCode).not.toBe(200)
  })
})

describe('the report queue', () => {
  test('lists open reports with the target, the people and how many reports the target has', async () => {
    const operator = await signedInOperator(t)
    const { helper, reporter, reportId } = await reportedHelper()
    const second = await signedInEmployer(t)
    await report(t, second.access, {
      target_type: 'helper_profile',
      target_id: helper.profile.uid,
      reason: 'fake_profile',
    })
    const queue = (await asOperator(t, operator.access, 'GET', '/reports/?status=open')).json()
    const entry = queue.results.find((r: { id: string }) => r.id === reportId)
    expect(entry).toMatchObject({
      status: 'open',
      opened_by: 'user',
      reporter: { id: reporter.user.id, email: reporter.email },
      target_user: { id: helper.user.id, user_type: 'helper', suspended: false },
      report_count: 2,
      resolution: null,
    })
    const mostReported = (
      await asOperator(t, operator.access, 'GET', '/reports/?order=most_reported')
    ).json()
    expect(mostReported.results[0].report_count).toBeGreaterThanOrEqual(2)
    const detail = (await asOperator(t, operator.access, 'GET', `/reports/${reportId}/`)).json()
    expect(detail.target).toMatchObject({
      exists: true,
      public_path: `/helper/${helper.profile.uid}`,
      hidden: false,
    })
    const bad = await asOperator(t, operator.access, 'GET', '/reports/?status=closed')
    expect(bad.statusCode).toBe(400)
    const missing = await asOperator(t, operator.access, 'GET', '/reports/no-such-report/')
    expect(missing.statusCode).toBe(404)
  })
})

describe('POST /operator/reports/{id}/resolve/', () => {
  test('a note is required', async () => {
    const operator = await signedInOperator(t)
    const { reportId } = await reportedHelper()
    const response = await asOperator(t, operator.access, 'POST', `/reports/${reportId}/resolve/`, {
      action: 'dismiss',
      note: '  ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().note).toEqual(['Write a note that says why.'])
  })

  test('dismiss resolves every open report on the target; the reporter sees it dismissed; the audit log records it', async () => {
    const operator = await signedInOperator(t)
    const { helper, reporter, reportId } = await reportedHelper()
    const other = await signedInEmployer(t)
    const otherReport = (
      await report(t, other.access, {
        target_type: 'helper_profile',
        target_id: helper.profile.uid,
        reason: 'other',
      })
    ).json()
    const response = await asOperator(t, operator.access, 'POST', `/reports/${reportId}/resolve/`, {
      action: 'dismiss',
      note: 'Checked: a real profile.',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'dismissed',
      resolution: {
        action: 'dismiss',
        note: 'Checked: a real profile.',
        operator_email: operator.email,
      },
    })
    for (const [access, id] of [
      [reporter.access, reportId],
      [other.access, otherReport.id],
    ] as const) {
      const mine = (
        await t.inject({ method: 'GET', url: MY_REPORTS, headers: bearer(access) })
      ).json()
      expect(mine.results.find((r: { id: string }) => r.id === id).status).toBe('dismissed')
    }
    const audit = (await asOperator(t, operator.access, 'GET', '/audit/')).json()
    expect(audit.results[0]).toMatchObject({
      operator: { id: operator.user.id, email: operator.email },
      action: 'dismiss_report',
      target_type: 'report',
      target_id: reportId,
      reason: 'Checked: a real profile.',
    })
    // The profile stays public.
    const page = await t.inject({
      method: 'GET',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
    })
    expect(page.statusCode).toBe(200)
  })

  test('two operators resolving at once: one wins, the other gets 409, and it is applied once', async () => {
    const operator = await signedInOperator(t)
    const second = await signedInOperator(t, 'second-ops@hearth.test')
    const { reportId } = await reportedHelper()
    const before = (await t.app.deps.db.select().from(operatorAudit)).length
    const results = await Promise.all([
      asOperator(t, operator.access, 'POST', `/reports/${reportId}/resolve/`, {
        action: 'hide_target',
        note: 'Scam profile.',
      }),
      asOperator(t, second.access, 'POST', `/reports/${reportId}/resolve/`, {
        action: 'dismiss',
        note: 'Looks fine.',
      }),
      asOperator(t, operator.access, 'POST', `/reports/${reportId}/resolve/`, {
        action: 'hide_target',
        note: 'Scam profile.',
      }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    expect((await t.app.deps.db.select().from(operatorAudit)).length).toBe(before + 1)
  })

  test('hide_target takes a profile out of search, its page and its photo at once; its owner sees why', async () => {
    const operator = await signedInOperator(t)
    const { helper, reportId } = await reportedHelper()
    const searchCount = async () =>
      (await t.inject({ method: 'GET', url: '/api/v1/helpers/profiles/' })).json().count as number
    const listed = await searchCount()
    const resolved = await asOperator(t, operator.access, 'POST', `/reports/${reportId}/resolve/`, {
      action: 'hide_target',
      note: 'Asks employers for a deposit.',
    })
    expect(resolved.statusCode, resolved.body).toBe(200)
    expect(resolved.json().status).toBe('actioned')
    const publicView = await t.inject({
      method: 'GET',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
    })
    expect(publicView.statusCode).toBe(404)
    // Search (and the sitemap, which lists the same search rows) no longer has it.
    expect(await searchCount()).toBe(listed - 1)
    const own = (
      await t.inject({
        method: 'GET',
        url: '/api/v1/helpers/profiles/me/',
        headers: bearer(helper.access),
      })
    ).json()
    expect(own.moderation).toMatchObject({ hidden: true, reason: 'Asks employers for a deposit.' })
  })

  test('hide_target on a posting takes it out of the job search and its page; the owner sees why', async () => {
    const operator = await signedInOperator(t)
    const poster = await employerOnPlan(t)
    const posting = await postedJob(t, poster)
    const helper = await signedInHelperWithProfile(t)
    const jobCount = async () =>
      (
        await t.inject({ method: 'GET', url: '/api/v1/jobs/', headers: bearer(helper.access) })
      ).json().count as number
    const listed = await jobCount()
    const filed = await report(t, helper.access, {
      target_type: 'job_posting',
      target_id: posting.uid,
      reason: 'fee_request',
    })
    expect(filed.statusCode, filed.body).toBe(201)
    await asOperator(t, operator.access, 'POST', `/reports/${filed.json().id}/resolve/`, {
      action: 'hide_target',
      note: 'Training fee scam.',
    })
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/jobs/${posting.uid}/` })).statusCode,
    ).toBe(404)
    expect(await jobCount()).toBe(listed - 1)
    const own = (
      await t.inject({
        method: 'GET',
        url: `/api/v1/employer/postings/${posting.uid}`,
        headers: bearer(poster.access),
      })
    ).json()
    expect(own.moderation).toMatchObject({ hidden: true, reason: 'Training fee scam.' })
  })

  test('hide_target on a message removes its text for both sides', async () => {
    const operator = await signedInOperator(t)
    const { employer, helper, uids } = await chatPair(t)
    const message = await sent(
      t,
      employer.access,
      uids,
      'Send me a photo of your passport and bank card',
    )
    const filed = await report(t, helper.access, {
      target_type: 'message',
      target_id: message.uid,
      reason: 'scam',
    })
    await asOperator(t, operator.access, 'POST', `/reports/${filed.json().id}/resolve/`, {
      action: 'hide_target',
      note: 'Document harvesting.',
    })
    for (const access of [employer.access, helper.access]) {
      const [shown] = (await messagesOf(t, access, uids)).json().results
      expect(shown).toMatchObject({ uid: message.uid, content: '', removed: true })
    }
  })

  test('suspend_user through a report: the sender is signed out, cannot sign in (403) and cannot be messaged', async () => {
    const operator = await signedInOperator(t)
    const { employer, helper, uids } = await chatPair(t)
    const message = await sent(
      t,
      employer.access,
      uids,
      'Pay HK$2,000 processing fee to my account',
    )
    const posting = await postedJob(t, employer)
    const filed = await report(t, helper.access, {
      target_type: 'message',
      target_id: message.uid,
      reason: 'fee_request',
    })
    const ended: string[] = []
    const endSessions = t.app.deps.realtime.endSessions
    t.app.deps.realtime.endSessions = (ids) => {
      ended.push(...ids)
      endSessions(ids)
    }
    const resolved = await asOperator(
      t,
      operator.access,
      'POST',
      `/reports/${filed.json().id}/resolve/`,
      {
        action: 'suspend_user',
        note: 'Fee scam.',
      },
    ).finally(() => {
      t.app.deps.realtime.endSessions = endSessions
    })
    // Their sockets are closed: every session of theirs was ended.
    expect(ended.length).toBeGreaterThan(0)
    // Their postings leave the job search and their pages.
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/jobs/${posting.uid}/` })).statusCode,
    ).toBe(404)
    expect(resolved.statusCode, resolved.body).toBe(200)
    expect(resolved.json().target_user).toMatchObject({ id: employer.user.id, suspended: true })
    // Every session ends at once: the access token and the refresh token are refused.
    const me = await t.inject({
      method: 'GET',
      url: '/api/v1/hirlab/belmount/user/',
      headers: bearer(employer.access),
    })
    expect(me.statusCode).toBe(401)
    const refresh = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/token/refresh/',
      payload: { refresh: employer.refresh },
    })
    expect(refresh.statusCode).toBe(401)
    const signIn = await login(t, employer.email)
    expect(signIn.statusCode).toBe(403)
    expect(signIn.json().code).toBe('account_suspended')
    const chinese = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/login',
      headers: { 'accept-language': 'zh-TW' },
      payload: { username: employer.email, password: 'kowloon-harbour-77' },
    })
    expect(chinese.statusCode).toBe(403)
    expect(chinese.json().detail).toMatch(/[\u4e00-\u9fff]/)
    // The helper learns the account is suspended, and cannot message it.
    const partner = (
      await t.inject({
        method: 'GET',
        url: `/api/v1/chat/partners/employer/${uids.employer_profile_uid}/`,
        headers: bearer(helper.access),
      })
    ).json()
    expect(partner).toMatchObject({ user_id: employer.user.id, suspended: true })
    const reply = await sendAs(t, helper.access, uids, 'Hello?')
    expect(reply.statusCode).toBe(403)
    expect(reply.json().code).toBe('account_suspended')
  })

  test('a suspended helper’s profile leaves search and its page; unsuspending restores it but not what was hidden', async () => {
    const operator = await signedInOperator(t)
    const helper = await signedInHelperWithProfile(t)
    const suspend = await asOperator(
      t,
      operator.access,
      'POST',
      `/users/${helper.user.id}/suspend/`,
      {
        reason: 'Fake identity.',
      },
    )
    expect(suspend.statusCode, suspend.body).toBe(200)
    expect(suspend.json()).toMatchObject({ id: helper.user.id, suspended: true })
    const profileUrl = `/api/v1/helpers/profiles/${helper.profile.uid}/`
    expect((await t.inject({ method: 'GET', url: profileUrl })).statusCode).toBe(404)
    const again = await asOperator(
      t,
      operator.access,
      'POST',
      `/users/${helper.user.id}/suspend/`,
      {
        reason: 'Again.',
      },
    )
    expect(again.statusCode).toBe(409)
    const suspended = (await asOperator(t, operator.access, 'GET', '/users/suspended/')).json()
    expect(suspended.results.find((u: { id: string }) => u.id === helper.user.id)).toMatchObject({
      id: helper.user.id,
      suspension_reason: 'Fake identity.',
    })
    const lift = await asOperator(
      t,
      operator.access,
      'POST',
      `/users/${helper.user.id}/unsuspend/`,
      {
        reason: 'Identity confirmed.',
      },
    )
    expect(lift.statusCode, lift.body).toBe(200)
    expect((await t.inject({ method: 'GET', url: profileUrl })).statusCode).toBe(200)
    expect((await login(t, helper.email)).statusCode).toBe(200)
    const notSuspended = await asOperator(
      t,
      operator.access,
      'POST',
      `/users/${helper.user.id}/unsuspend/`,
      {
        reason: 'Again.',
      },
    )
    expect(notSuspended.statusCode).toBe(409)
    const audit = (await asOperator(t, operator.access, 'GET', '/audit/')).json()
    expect(audit.results.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'unsuspend_user',
      'suspend_user',
    ])
    // What an operator hid stays hidden through a suspension and its end.
    const hidden = await reportedHelper()
    await asOperator(t, operator.access, 'POST', `/reports/${hidden.reportId}/resolve/`, {
      action: 'hide_target',
      note: 'Scam.',
    })
    for (const step of ['suspend', 'unsuspend']) {
      const response = await asOperator(
        t,
        operator.access,
        'POST',
        `/users/${hidden.helper.user.id}/${step}/`,
        {
          reason: step,
        },
      )
      expect(response.statusCode).toBe(200)
    }
    const hiddenUrl = `/api/v1/helpers/profiles/${hidden.helper.profile.uid}/`
    expect((await t.inject({ method: 'GET', url: hiddenUrl })).statusCode).toBe(404)
  })

  test('operators cannot suspend themselves; unknown users are 404; a reason is required', async () => {
    const operator = await signedInOperator(t)
    const self = await asOperator(
      t,
      operator.access,
      'POST',
      `/users/${operator.user.id}/suspend/`,
      {
        reason: 'Testing.',
      },
    )
    expect(self.statusCode).toBe(400)
    const unknown = await asOperator(t, operator.access, 'POST', '/users/nobody/suspend/', {
      reason: 'x',
    })
    expect(unknown.statusCode).toBe(404)
    const user = await signedInUser(t, 'helper')
    const noReason = await asOperator(
      t,
      operator.access,
      'POST',
      `/users/${user.user.id}/suspend/`,
      {},
    )
    expect(noReason.statusCode).toBe(400)
  })

  test('the audit log is append-only in the database', async () => {
    const operator = await signedInOperator(t)
    const { reportId } = await reportedHelper()
    await asOperator(t, operator.access, 'POST', `/reports/${reportId}/resolve/`, {
      action: 'dismiss',
      note: 'Fine.',
    })
    const every = gt(operatorAudit.id, 0)
    await expect(t.app.deps.db.delete(operatorAudit).where(every)).rejects.toThrow()
    await expect(
      t.app.deps.db.update(operatorAudit).set({ reason: 'edited' }).where(every),
    ).rejects.toThrow()
  })
})
