import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, test, vi } from 'vitest'
import { DataExportSchema, DocumentAccessListSchema } from '@hearth/shared/account-data'
import { helperProfiles, jobApplications, users } from '../../db/schema'
import { GOOD_PASSWORD, bearer, login, register, verify } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { putProfileFiles, storedFiles, testPhotos } from '../../test/upload-fixtures'
import { sendAs, sent } from '../chat/chat-fixtures'
import { createdContract, employer, helper } from '../contracts/employments-fixtures'
import { PDF, documentFields, uploaded } from '../documents/documents-fixtures'
import { applied, postedJob } from '../jobs/jobs-fixtures'
import {
  OPERATOR_ENV,
  asOperator,
  askedVerification,
  signedInOperator,
} from '../safety/safety-fixtures'
import { finishInterruptedDeletions } from './account-deletion.service'

// Issue 25: a copy of one's data, who opened one's documents, and deleting the account; the
// other party's records stay and their private fields never leak (ADR 0029).

const t = useTestApp(OPERATOR_ENV)
vi.setConfig({ testTimeout: 120_000 })

const EXPORTS = '/api/v1/account/export/'
const ACCESS = '/api/v1/account/document-access/'
const ACCOUNT = '/api/v1/account/'

type Party = { access: string; email: string }

/** An employer and the helper she employs (ACTIVE), with a conversation and a document each. */
async function household() {
  const boss = await employer(t)
  const maid = await helper(t, {
    phone_contact: '+85291234567',
    bank_account: 'HSBC 123-456789-001',
  })
  await t.app.deps.db.update(users).set({ language: 'zh-TW' }).where(eq(users.uid, maid.user.id))
  await t.inject({
    method: 'PUT',
    url: `/api/v1/employer/profiles/${boss.profileUid}/`,
    headers: bearer(boss.access),
    payload: { contact_person_name: 'Mrs Wong', contact_phone: '+85298887777' },
  })
  const contract = await createdContract(t, boss.access, maid.email, { status: 'ACTIVE' })
  const pair = { helper_profile_uid: maid.profile.uid, employer_profile_uid: boss.profileUid }
  await sent(t, boss.access, pair, 'Welcome to our family, see you on Monday.')
  await sent(t, maid.access, pair, 'Thank you ma’am, I will be there at nine.')
  const visa = await uploaded(
    t,
    boss,
    documentFields(contract.employment, { type: 'visa', title: 'Employer visa copy' }),
  )
  const hers = await uploaded(
    t,
    { ...maid, profileUid: maid.profile.uid },
    documentFields(contract.employment, { type: 'passport', title: 'My passport P1234567' }),
    { file: { ...PDF, name: 'my-passport.pdf' } },
  )
  return { boss, maid, employment: contract.employment, visa, hers }
}

function deleteAs(party: Party, password = GOOD_PASSWORD) {
  return t.inject({
    method: 'DELETE',
    url: ACCOUNT,
    headers: bearer(party.access),
    payload: { password },
  })
}

async function startExport(party: Party) {
  return t.inject({ method: 'POST', url: EXPORTS, headers: bearer(party.access) })
}

/** Waits for the export the runner is building (it is not awaited by the request). */
async function readyExport(party: Party, id: string) {
  for (let i = 0; i < 200; i += 1) {
    const response = await t.inject({
      method: 'GET',
      url: `${EXPORTS}${id}/`,
      headers: bearer(party.access),
    })
    expect(response.statusCode, response.body).toBe(200)
    const found = DataExportSchema.parse(response.json())
    if (found.status !== 'pending') return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('export not ready')
}

async function exportedZip(party: Party) {
  const started = await startExport(party)
  expect(started.statusCode, started.body).toBe(202)
  const ready = await readyExport(party, DataExportSchema.parse(started.json()).id)
  expect(ready.status).toBe('ready')
  const download = await t.inject({ method: 'GET', url: ready.download_url! })
  expect(download.statusCode).toBe(200)
  expect(download.headers['content-type']).toBe('application/zip')
  return { ready, files: unzipSync(download.rawPayload) }
}

const json = (files: Record<string, Uint8Array>, name: string): unknown =>
  JSON.parse(strFromU8(files[name]!))

describe('downloading my data', () => {
  test('the helper’s ZIP holds a JSON file per kind and her own uploads, and nothing private of her employer', async () => {
    const { maid, boss, visa } = await household()
    const { ready, files } = await exportedZip(maid)
    expect(ready.size).toBeGreaterThan(0)
    expect(Date.parse(ready.expires_at!) - Date.parse(ready.ready_at!)).toBe(24 * 3_600_000)
    for (const name of [
      'README.txt',
      'account.json',
      'profile.json',
      'categories.json',
      'applications.json',
      'postings.json',
      'conversations.json',
      'checklist.json',
      'plans.json',
      'referrals.json',
      'employments.json',
      'leave.json',
      'payroll.json',
      'documents.json',
      'verifications.json',
      'reports.json',
      'document_access.json',
    ]) {
      expect(files[name], name).toBeDefined()
    }
    expect(json(files, 'account.json')).toMatchObject({ email: maid.email, user_type: 'helper' })
    expect(json(files, 'profile.json')).toMatchObject({ bank_account: 'HSBC 123-456789-001' })
    const conversations = json(files, 'conversations.json') as {
      with: string
      messages: { from: string; content: string }[]
    }[]
    expect(conversations[0]).toMatchObject({ with: 'Mrs Wong' })
    expect(conversations[0]!.messages.map((m) => m.from)).toEqual(['them', 'me'])
    const employments = json(files, 'employments.json') as { contracts: unknown[] }[]
    expect(employments[0]!.contracts).toHaveLength(1)
    // Her passport upload is in; the employer's visa is listed by kind only, and not included.
    const uploads = Object.keys(files).filter((name) => name.startsWith('files/documents/'))
    expect(uploads).toEqual([expect.stringMatching(/my-passport\.pdf$/)])
    const documents = json(files, 'documents.json') as Record<string, unknown>[]
    expect(documents.find((row) => row.uid === visa.uid)).toEqual({
      uid: visa.uid,
      employment_uid: visa.employment,
      type: 'visa',
      uploaded_by: 'employer',
      created_at: expect.any(String),
    })
    // No private field of the employer anywhere: contact number, e-mail, password hash, keys.
    const everything = Object.values(files)
      .map((data) => strFromU8(data, true))
      .join('\n')
    expect(everything).not.toContain('+85298887777')
    expect(everything).not.toContain(boss.email)
    expect(everything).not.toContain('Employer visa copy')
    expect(everything).not.toMatch(/password_hash|scrypt\$|file_key|photo_key/)
  })

  test('the employer’s ZIP has her side: her visa file and categories, not the helper’s passport, bank account or contact', async () => {
    const { boss, maid } = await household()
    const { files } = await exportedZip(boss)
    const uploads = Object.keys(files).filter((name) => name.startsWith('files/'))
    expect(uploads).toEqual([expect.stringMatching(/^files\/documents\/.*\.pdf$/)])
    const everything = Object.values(files)
      .map((data) => strFromU8(data, true))
      .join('\n')
    expect(everything).not.toContain('HSBC 123-456789-001')
    expect(everything).not.toContain('+85291234567')
    expect(everything).not.toContain('P1234567')
    expect(everything).not.toContain(maid.email)
    expect(json(files, 'employments.json')).toEqual([
      expect.objectContaining({ employer_name: 'Mrs Wong' }),
    ])
  })

  test('applications leave out the other side’s notes', async () => {
    const boss = await employer(t)
    const maid = await helper(t)
    const posting = await postedJob(t, boss)
    const application = await applied(t, maid, posting.uid, { cover_letter: 'I can cook.' })
    await t.app.deps.db
      .update(jobApplications)
      .set({ employerNotes: 'Seems nervous', helperNotes: 'Ask about day off' })
      .where(eq(jobApplications.uid, application.uid))
    const mine = json((await exportedZip(maid)).files, 'applications.json')
    expect(mine).toEqual([
      expect.objectContaining({ cover_letter: 'I can cook.', helper_notes: 'Ask about day off' }),
    ])
    expect(JSON.stringify(mine)).not.toContain('Seems nervous')
    const theirs = json((await exportedZip(boss)).files, 'applications.json')
    expect(JSON.stringify(theirs)).toContain('Seems nervous')
    expect(JSON.stringify(theirs)).not.toContain('Ask about day off')
  })

  test('one export an hour: the next is 429 with Retry-After; the link needs its token and ends after 24 hours; the e-mail is in her language', async () => {
    const { maid, boss } = await household()
    const { ready } = await exportedZip(maid)
    const again = await startExport(maid)
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3000)
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(3600)
    // Someone else's export is not theirs to see; a wrong token downloads nothing.
    const other = await t.inject({
      method: 'GET',
      url: `${EXPORTS}${ready.id}/`,
      headers: bearer(boss.access),
    })
    expect(other.statusCode).toBe(404)
    expect((await t.inject({ method: 'GET', url: `${EXPORTS}${ready.id}/` })).statusCode).toBe(401)
    const forged = ready.download_url!.replace(/token=.*/, 'token=abc')
    expect((await t.inject({ method: 'GET', url: forged })).statusCode).toBe(404)
    const mail = t
      .outbox()
      .filter((m) => m.to === maid.email)
      .at(-1)
    expect(mail?.subject).toBe('您的 Hearth 資料已可下載')
    expect(mail?.text).toContain(ready.download_url!)
    t.clock.advance(24 * 3_600_000 + 1000)
    expect((await t.inject({ method: 'GET', url: ready.download_url! })).statusCode).toBe(404)
    // A day later (her access token long expired): a new export is allowed.
    const again2 = await login(t, maid.email)
    const after = await startExport({ ...maid, access: again2.json().access })
    expect(after.statusCode).toBe(202)
  })
})

describe('who opened my documents', () => {
  test('the helper opening the employer’s visa is listed for the employer, by name; the uploader’s own opening is not', async () => {
    const { boss, maid, visa, hers } = await household()
    expect(
      (await t.inject({ method: 'GET', url: visa.file, headers: bearer(maid.access) })).statusCode,
    ).toBe(200)
    expect(
      (await t.inject({ method: 'GET', url: visa.file, headers: bearer(boss.access) })).statusCode,
    ).toBe(200)
    expect(
      (await t.inject({ method: 'GET', url: hers.file, headers: bearer(boss.access) })).statusCode,
    ).toBe(200)
    const bosses = DocumentAccessListSchema.parse(
      (await t.inject({ method: 'GET', url: ACCESS, headers: bearer(boss.access) })).json(),
    )
    expect(bosses.results).toEqual([
      expect.objectContaining({
        kind: 'visa',
        document: 'Employer visa copy',
        accessor: { role: 'helper', name: 'Maria Santos' },
      }),
    ])
    const hersList = DocumentAccessListSchema.parse(
      (await t.inject({ method: 'GET', url: ACCESS, headers: bearer(maid.access) })).json(),
    )
    expect(hersList.results).toEqual([
      expect.objectContaining({
        kind: 'passport',
        accessor: { role: 'employer', name: 'Mrs Wong' },
      }),
    ])
    expect((await t.inject({ method: 'GET', url: ACCESS })).statusCode).toBe(401)
  })

  test('an operator opening a verification document is listed as Hearth staff, unnamed', async () => {
    const maid = await helper(t)
    const asked = await askedVerification(t, maid.access)
    const operator = await signedInOperator(t)
    const opened = await asOperator(
      t,
      operator.access,
      'GET',
      `/verifications/${asked.id}/document/`,
    )
    expect(opened.statusCode).toBe(200)
    const list = DocumentAccessListSchema.parse(
      (await t.inject({ method: 'GET', url: ACCESS, headers: bearer(maid.access) })).json(),
    )
    expect(list.results).toEqual([
      expect.objectContaining({ kind: 'verification', accessor: { role: 'operator', name: null } }),
    ])
  })
})

describe('deleting my account', () => {
  test('a wrong password is 400 on the field; an employer with an ACTIVE employment is 409; nothing changes', async () => {
    const { boss, maid } = await household()
    const wrong = await deleteAs(maid, 'not-her-password')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().password).toEqual(['This password is not correct.'])
    const active = await deleteAs(boss)
    expect(active.statusCode).toBe(409)
    expect(active.json().detail).toContain('End the employment, or hand it over')
    expect((await login(t, boss.email)).statusCode).toBe(200)
    expect(
      (await t.inject({ method: 'DELETE', url: ACCOUNT, payload: { password: 'x' } })).statusCode,
    ).toBe(401)
  })

  test('the helper deletes herself: signed out everywhere, profile 404, files erased; the employer keeps the employment, contract and messages', async () => {
    const { boss, maid, employment } = await household()
    const photos = await testPhotos()
    expect((await putProfileFiles(t, maid, { photo: photos[0]! })).statusCode).toBe(200)
    const [before] = await t.app.deps.db
      .select()
      .from(helperProfiles)
      .where(eq(helperProfiles.uid, maid.profile.uid))
    expect(before!.photoKey).not.toBeNull()
    const filesBefore = storedFiles(t)

    const deleted = await deleteAs(maid)
    expect(deleted.statusCode, deleted.body).toBe(202)
    // Her session is over; sign-in is impossible; her profile and photo are gone for everyone.
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/v1/hirlab/belmount/user/',
          headers: bearer(maid.access),
        })
      ).statusCode,
    ).toBe(401)
    expect((await login(t, maid.email)).statusCode).toBe(400)
    const profile = await t.inject({
      method: 'GET',
      url: `/api/v1/helpers/profiles/${maid.profile.uid}/`,
      headers: bearer(boss.access),
    })
    expect(profile.statusCode).toBe(404)
    const photo = await t.inject({
      method: 'GET',
      url: `/api/v1/helpers/profiles/${maid.profile.uid}/photo/`,
    })
    expect(photo.statusCode).toBe(404)
    const left = storedFiles(t)
    for (const key of [before!.photoKey!, before!.thumbnailKey!]) {
      expect(
        filesBefore.some((file) => key.endsWith(file) || file.endsWith(key.split('/').pop()!)),
      ).toBe(true)
      expect(left.some((file) => file.endsWith(key.split('/').pop()!))).toBe(false)
    }
    const [after] = await t.app.deps.db
      .select()
      .from(helperProfiles)
      .where(eq(helperProfiles.uid, maid.profile.uid))
    expect(after).toMatchObject({
      photoKey: null,
      bankAccount: null,
      phoneContact: null,
      firstName: 'Maria',
    })

    // The employer keeps the employment, the contract under her name, her documents and the chat.
    const employments = await t.inject({
      method: 'GET',
      url: '/api/v1/employments/detailed-employments/',
      headers: bearer(boss.access),
    })
    expect(employments.body).toContain(employment)
    expect(employments.body).toContain('Maria')
    const conversations = await t.inject({
      method: 'GET',
      url: '/api/v1/chat/conversations/',
      headers: bearer(boss.access),
    })
    const conversation = conversations.json()[0]
    expect(conversation.partner).toMatchObject({
      deleted: true,
      suspended: false,
      first_name: '',
      image_url: null,
    })
    const messages = await t.inject({
      method: 'GET',
      url: `/api/v1/chat/messages-by-profiles/?helper_profile_uid=${maid.profile.uid}&employer_profile_uid=${boss.profileUid}`,
      headers: bearer(boss.access),
    })
    expect(messages.body).toContain('I will be there at nine.')
    // No new message reaches her, and the employer is told why.
    const toHer = await sendAs(
      t,
      boss.access,
      { helper_profile_uid: maid.profile.uid, employer_profile_uid: boss.profileUid },
      'Are you still there?',
    )
    expect(toHer.statusCode).toBe(403)
    expect(toHer.json().detail).toBe('This person deleted their account.')

    // The address can register again, as a new account.
    expect((await register(t, { email: maid.email, userType: 'helper' })).statusCode).toBe(201)
    expect((await verify(t, maid.email)).statusCode).toBe(200)
    expect((await login(t, maid.email)).statusCode).toBe(200)
  })

  test('pending applications are withdrawn and the employer deleting herself takes her postings off', async () => {
    const boss = await employer(t)
    const maid = await helper(t)
    const posting = await postedJob(t, boss)
    await applied(t, maid, posting.uid)
    const gone = await deleteAs(boss)
    expect(gone.statusCode).toBe(202)
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/jobs/postings/${posting.uid}/` })).statusCode,
    ).toBe(404)
    const [row] = await t.app.deps.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.jobPostingUid, posting.uid))
    expect(row!.status).toBe('REJECTED')
  })

  test('a deletion whose file removal was cut short completes on the next start, and twice is harmless', async () => {
    const maid = await helper(t)
    const photos = await testPhotos()
    expect((await putProfileFiles(t, maid, { photo: photos[0]! })).statusCode).toBe(200)
    const files = t.app.deps.files
    const remove = vi.spyOn(files, 'remove').mockRejectedValueOnce(new Error('killed mid-way'))
    const deleted = await deleteAs(maid)
    // The process "died" after the commit: the account is gone, its files still named.
    expect(deleted.statusCode).toBe(500)
    remove.mockRestore()
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/v1/helpers/profiles/${maid.profile.uid}/photo/`,
        })
      ).statusCode,
    ).toBe(404)
    expect((await login(t, maid.email)).statusCode).toBe(400)
    const [halfway] = await t.app.deps.db
      .select()
      .from(helperProfiles)
      .where(eq(helperProfiles.uid, maid.profile.uid))
    expect(halfway!.photoKey).not.toBeNull()
    const key = halfway!.photoKey!.split('/').pop()!
    expect(await finishInterruptedDeletions(t.app.deps)).toBeGreaterThanOrEqual(1)
    expect(storedFiles(t).some((file) => file.endsWith(key))).toBe(false)
    expect(await finishInterruptedDeletions(t.app.deps)).toBe(0)
  })
})

describe('hostile input', () => {
  test('bad ids, tokens and bodies are 4xx, never 500', async () => {
    const maid = await helper(t)
    const headers = bearer(maid.access)
    for (const id of ['nope', '%00', 'x'.repeat(300), "' or 1=1 --"]) {
      const one = await t.inject({
        method: 'GET',
        url: `${EXPORTS}${encodeURIComponent(id)}/`,
        headers,
      })
      expect(one.statusCode, id).toBe(404)
      const file = await t.inject({
        method: 'GET',
        url: `${EXPORTS}${encodeURIComponent(id)}/download/?token=abc`,
      })
      expect(file.statusCode, id).toBe(404)
    }
    const noToken = await t.inject({ method: 'GET', url: `${EXPORTS}nope/download/` })
    expect(noToken.statusCode).toBe(400)
    const longToken = await t.inject({
      method: 'GET',
      url: `${EXPORTS}nope/download/?token=${'a'.repeat(500)}`,
    })
    expect(longToken.statusCode).toBe(400)
    for (const payload of [
      undefined,
      {},
      { password: 123 },
      { password: '' },
      { password: 'x'.repeat(5000) },
      [],
    ]) {
      const response = await t.inject({
        method: 'DELETE',
        url: ACCOUNT,
        headers,
        ...(payload === undefined ? {} : { payload }),
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    // Still there after all of it.
    expect((await login(t, maid.email)).statusCode).toBe(200)
  })
})
