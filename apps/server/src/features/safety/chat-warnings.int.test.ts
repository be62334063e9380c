import { describe, expect, test } from 'vitest'
import { CHAT_EVENTS } from '@hearth/shared/chat'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { chatPair, messagesOf, sent } from '../chat/chat-fixtures'
import { JOB_INPUT, employerOnPlan, postJob } from '../jobs/jobs-fixtures'
import { signedInHelperWithProfile } from '../../test/helper-fixtures'
import { OPERATOR_ENV, asOperator, signedInOperator } from './safety-fixtures'

const t = useTestApp(OPERATOR_ENV)

describe('scam warnings', () => {
  test('a fee request is stored with its flags and returned in the history and the socket event', async () => {
    const { employer, helper, uids } = await chatPair(t)
    const events: unknown[] = []
    const emit = t.app.deps.realtime.emit
    t.app.deps.realtime.emit = (rooms, event, payload) => {
      if (event === CHAT_EVENTS.message) events.push(payload)
      emit(rooms, event, payload)
    }
    try {
      const message = await sent(
        t,
        employer.access,
        uids,
        'Before your visa, please pay a HK$8,000 processing fee to my agency.',
      )
      expect(message.safety_flags).toContain('fee_request')
      expect(events).toEqual([message])
      const [stored] = (await messagesOf(t, helper.access, uids)).json().results
      expect(stored.safety_flags).toEqual(message.safety_flags)
    } finally {
      t.app.deps.realtime.emit = emit
    }
  })

  test('ordinary hiring talk carries no flags', async () => {
    const { employer, uids } = await chatPair(t)
    for (const text of [
      'The salary is HK$5,100 a month and Sunday is your rest day.',
      'I will pay for your medical check.',
    ]) {
      expect((await sent(t, employer.access, uids, text)).safety_flags).toEqual([])
    }
  })

  test('a flagged posting is published as usual and opens a report for the operators, by the system', async () => {
    const operator = await signedInOperator(t)
    const poster = await employerOnPlan(t)
    const response = await postJob(t, poster.access, {
      job_description:
        'Part-time online tasks, earn HK$500 a day. You must first pay a HK$1,000 training fee by bank transfer.',
    })
    expect(response.statusCode, response.body).toBe(201)
    const posting = response.json()
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/jobs/${posting.uid}/` })).statusCode,
    ).toBe(200)
    const queue = (await asOperator(t, operator.access, 'GET', '/reports/')).json()
    const entry = queue.results.find((r: { target_id: string }) => r.target_id === posting.uid)
    expect(entry).toMatchObject({
      opened_by: 'system',
      reporter: null,
      target_type: 'job_posting',
      target_user: { id: poster.user.id },
    })
    expect(entry.safety_flags).toContain('fee_request')
    // Saving it again while the report is open opens no second one.
    await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/postings/${posting.uid}/`,
      headers: bearer(poster.access),
      payload: { ...JOB_INPUT, job_description: posting.job_description },
    })
    const again = (await asOperator(t, operator.access, 'GET', '/reports/')).json()
    expect(
      again.results.filter((r: { target_id: string }) => r.target_id === posting.uid),
    ).toHaveLength(1)
  })

  test('a flagged helper profile opens a system report; an ordinary one does not', async () => {
    const operator = await signedInOperator(t)
    const flagged = await signedInHelperWithProfile(t, {
      about_me:
        'I can lend money to other helpers, low interest, message me on WhatsApp wa.me/85291234567',
    })
    const ordinary = await signedInHelperWithProfile(t, {
      about_me: 'I have 6 years of experience caring for children and elderly in Hong Kong.',
    })
    const queue = (await asOperator(t, operator.access, 'GET', '/reports/')).json()
    const targets = queue.results.map((r: { target_id: string }) => r.target_id)
    expect(targets).toContain(flagged.profile.uid)
    expect(targets).not.toContain(ordinary.profile.uid)
  })
})
