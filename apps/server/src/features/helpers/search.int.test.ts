import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { helperProfiles, users as usersTable } from '../../db/schema'
import { updateHelper } from './helpers.repository'
import { insertHelperRows } from './helpers.service'
import { bearer } from '../../test/accounts-fixtures'
import { insertHelper, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()

beforeEach(async () => {
  // Each test starts from an empty index of helpers (the table is per test file).
  await t.app.deps.db.delete(helperProfiles).where(sql`true`)
})

async function search(query: string) {
  const response = await t.inject({ method: 'GET', url: `/api/v1/helpers/profiles/?${query}` })
  return response
}

async function ids(query: string): Promise<string[]> {
  const response = await search(query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().results.map((r: { id: string }) => r.id)
}

describe('GET /helpers/profiles/ filters', () => {
  test('exact-match filters', async () => {
    const a = await insertHelper(t, {
      nationality: 'Indonesian',
      religion: 'Muslim',
      gender: 'Female',
      accommodation: 'Live Out',
      profileType: 'Both',
      horoscope: 'Leo',
      contractStatus: 'Currently Employed',
    })
    await insertHelper(t, {
      nationality: 'Filipino',
      religion: 'Catholic',
      gender: 'Male',
      accommodation: 'Live In',
      profileType: 'Helper',
      horoscope: 'Aries',
    })
    for (const query of [
      'nationality=Indonesian',
      'religion=Muslim',
      'gender=Female',
      'accommodation=Live+Out',
      'profile_type=Both',
      'horoscope=Leo',
      'contract_status=Currently+Employed',
    ]) {
      expect(await ids(query), query).toEqual([a.uid])
    }
  })

  test('skills must all match; languages need one, whatever the case; day off needs one', async () => {
    const both = await insertHelper(t, {
      mainSkills: ['Cooking', 'Baby Care'],
      languages: ['Cantonese'],
      dayOff: ['Sunday'],
    })
    const one = await insertHelper(t, {
      mainSkills: ['Cooking'],
      languages: ['English', 'Mandarin'],
      dayOff: ['Saturday'],
    })
    expect(await ids('skills=Cooking&skills=Baby+Care')).toEqual([both.uid])
    expect((await ids('skills=Cooking')).sort()).toEqual([both.uid, one.uid].sort())
    expect(await ids('languages=cantonese')).toEqual([both.uid])
    expect((await ids('languages=MANDARIN&languages=cantonese')).sort()).toEqual(
      [both.uid, one.uid].sort(),
    )
    expect(await ids('day_off=Saturday')).toEqual([one.uid])
  })

  test('minimum experience is inclusive', async () => {
    const three = await insertHelper(t, { workExperienceYears: 3 })
    await insertHelper(t, { workExperienceYears: 2 })
    expect(await ids('min_experience=3')).toEqual([three.uid])
  })

  test('salary bounds are inclusive and helpers without a salary pass', async () => {
    const low = await insertHelper(t, { expectedSalaryCents: 500_000 })
    const high = await insertHelper(t, { expectedSalaryCents: 700_000 })
    const none = await insertHelper(t, { expectedSalaryCents: null })
    expect((await ids('salary_min=5000&salary_max=5000')).sort()).toEqual(
      [low.uid, none.uid].sort(),
    )
    expect((await ids('salary_min=5001')).sort()).toEqual([high.uid, none.uid].sort())
    expect((await ids('salary_max=6999')).sort()).toEqual([low.uid, none.uid].sort())
  })

  test('availability date: on or before, and a helper without one does not pass', async () => {
    const early = await insertHelper(t, { availabilityDate: '2026-12-01' })
    await insertHelper(t, { availabilityDate: '2026-12-02' })
    await insertHelper(t, { availabilityDate: null })
    expect(await ids('availability_date=2026-12-01')).toEqual([early.uid])
  })

  test('Hong Kong availability: in Hong Kong from tomorrow (Hong Kong date), or currently employed in HK', async () => {
    // The test clock is 2026-11-22T02:00Z, 10:00 in Hong Kong: tomorrow is 2026-11-23.
    const tomorrow = await insertHelper(t, {
      lastDateInHongkong: '2026-11-23',
      contractStatus: 'Finished Contract',
    })
    await insertHelper(t, { lastDateInHongkong: '2026-11-22', contractStatus: 'Finished Contract' })
    const employedHk = await insertHelper(t, {
      lastDateInHongkong: null,
      contractStatus: 'Currently Employed',
      lastjobLocation: 'HK',
    })
    await insertHelper(t, {
      lastDateInHongkong: null,
      contractStatus: 'Currently Employed',
      lastjobLocation: 'SG',
    })
    expect((await ids('hk_available=true')).sort()).toEqual([tomorrow.uid, employedHk.uid].sort())
  })

  test('the Hong Kong cut-off follows the Hong Kong calendar, not UTC', async () => {
    const row = await insertHelper(t, {
      lastDateInHongkong: '2026-11-23',
      contractStatus: 'Finished Contract',
    })
    expect(await ids('hk_available=true')).toEqual([row.uid])
    // 16:30Z on the 22nd is 00:30 on the 23rd in Hong Kong: the 23rd is now today, not tomorrow.
    t.clock.advance(14.5 * 3_600_000)
    expect(await ids('hk_available=true')).toEqual([])
  })

  test('name search covers first, middle and last names without case or accents', async () => {
    const jose = await insertHelper(t, { firstName: 'José', middleName: 'Dela', lastName: 'Cruz' })
    await insertHelper(t, { firstName: 'Siti', lastName: 'Rahayu' })
    expect(await ids('q=JOSE')).toEqual([jose.uid])
    expect(await ids('q=dela')).toEqual([jose.uid])
    expect(await ids('q=cruz%20jos')).toEqual([jose.uid])
    expect(await ids('q=%25')).toEqual([])
  })

  test('name search follows a rename, a hidden profile and a deleted one (the name rows keep step)', async () => {
    const ana = await insertHelper(t, { firstName: 'Ana', lastName: 'Reyes' })
    const other = await insertHelper(t, { firstName: 'Ana', lastName: 'Garcia' })
    expect((await search('q=ana')).json()).toMatchObject({ count: 2, count_is_exact: true })
    await updateHelper(t.app.deps.db, ana.uid, { firstName: 'Joy' })
    expect((await search('q=ana')).json().count).toBe(1)
    expect(await ids('q=joy%20reyes')).toEqual([ana.uid])
    await updateHelper(t.app.deps.db, other.uid, { isDraft: true })
    expect((await search('q=ana')).json().count).toBe(0)
    await t.app.deps.db.delete(helperProfiles).where(sql`${helperProfiles.uid} = ${ana.uid}`)
    expect((await search('q=joy')).json()).toMatchObject({ count: 0, results: [] })
    const names = await t.app.deps.db.execute(
      sql`select count(*)::int as n from helper_search_names`,
    )
    expect((names as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
  })

  test('the words in use keep step with the names, and a word inside several of them is still counted exactly', async () => {
    // What the triggers keep, against the names themselves (migration 0027).
    async function wordCounts() {
      const rows = await t.app.deps.db.execute(
        sql`select word as term, helpers from helper_name_words
            union all select pair, helpers from helper_name_pairs order by term`,
      )
      return Object.fromEntries(
        (rows as unknown as { rows: { term: string; helpers: number }[] }).rows.map((row) => [
          row.term,
          row.helpers,
        ]),
      )
    }
    const ana = await insertHelper(t, { firstName: 'Ana', middleName: 'Ana', lastName: 'Cruz' })
    const mariana = await insertHelper(t, { firstName: 'Mariana', lastName: 'Cruz' })
    // A word twice in one name is one holder.
    expect(await wordCounts()).toEqual({
      ana: 1,
      'ana cruz': 1,
      cruz: 2,
      'cruz mariana': 1,
      mariana: 1,
    })
    // "ana" lies inside two words in use: the matches are counted, not read off one word.
    expect((await search('q=ana')).json()).toMatchObject({ count: 2, count_is_exact: true })
    expect((await search('q=ana%20cruz')).json()).toMatchObject({ count: 2 })
    // Each word inside one word in use: the pair's count; a pair no name holds: none.
    expect((await search('q=mariana%20cru')).json()).toMatchObject({ count: 1 })
    expect((await search('q=cruz%20mariana')).json()).toMatchObject({ count: 1 })
    expect((await search('q=mariana%20cruz%20mari')).json()).toMatchObject({ count: 1 })
    expect((await search('q=mariana%20joy')).json()).toMatchObject({ count: 0 })
    expect((await search('q=mari')).json()).toMatchObject({ count: 1 })
    await updateHelper(t.app.deps.db, ana.uid, { firstName: 'Joy', middleName: null })
    // A word no name holds any more is gone.
    expect(await wordCounts()).toEqual({
      cruz: 2,
      'cruz joy': 1,
      'cruz mariana': 1,
      joy: 1,
      mariana: 1,
    })
    expect((await search('q=ana')).json()).toMatchObject({ count: 1 })
    await updateHelper(t.app.deps.db, mariana.uid, { isDraft: true })
    expect(await wordCounts()).toEqual({ cruz: 1, 'cruz joy': 1, joy: 1 })
    expect((await search('q=mariana')).json()).toMatchObject({ count: 0, results: [] })
    await t.app.deps.db.delete(helperProfiles).where(sql`${helperProfiles.uid} = ${ana.uid}`)
    expect(await wordCounts()).toEqual({})
  })

  test('renames at the same time, sharing words in any order, leave the word counts exact', async () => {
    const rows = []
    for (let i = 0; i < 12; i += 1) rows.push(await insertHelper(t, { firstName: 'Start' }))
    const orders = [
      ['Ana', 'Cruz', 'Reyes'],
      ['Reyes', 'Ana', 'Cruz'],
      ['Cruz', 'Reyes', 'Ana'],
    ] as const
    // Real parallel writes on PostgreSQL (one connection each): shared words locked in one order.
    await Promise.all(
      rows.map((row, i) => {
        const [firstName, middleName, lastName] = orders[i % orders.length]!
        return updateHelper(t.app.deps.db, row.uid, { firstName, middleName, lastName })
      }),
    )
    const counts = await t.app.deps.db.execute(
      sql`select word as term, helpers from helper_name_words
          where word in ('ana', 'cruz', 'reyes', 'start')
          union all select pair, helpers from helper_name_pairs
          where pair in ('ana cruz', 'ana reyes', 'cruz reyes') or pair like '%start%'
          order by term`,
    )
    expect((counts as unknown as { rows: unknown[] }).rows).toEqual([
      { term: 'ana', helpers: 12 },
      { term: 'ana cruz', helpers: 12 },
      { term: 'ana reyes', helpers: 12 },
      { term: 'cruz', helpers: 12 },
      { term: 'cruz reyes', helpers: 12 },
      { term: 'reyes', helpers: 12 },
    ])
    expect((await search('q=reyes')).json()).toMatchObject({ count: 12, count_is_exact: true })
    expect((await search('q=reyes%20ana')).json()).toMatchObject({ count: 12 })
  })

  test('newest-updated first, 20 a page, with next and previous links', async () => {
    const inserted = []
    for (let i = 0; i < 45; i += 1) {
      inserted.push(await insertHelper(t, { updatedAt: new Date(Date.UTC(2026, 5, 1, 0, i)) }))
    }
    const first = (await search('nationality=Filipino')).json()
    expect(first.count).toBe(45)
    expect(first.results).toHaveLength(20)
    expect(first.previous).toBeNull()
    expect(first.next).toBe(
      'http://hearth.test/api/v1/helpers/profiles/?nationality=Filipino&page=2',
    )
    const third = (await search('nationality=Filipino&page=3')).json()
    expect(third.results).toHaveLength(5)
    expect(third.next).toBeNull()
    const all = [...first.results, ...(await search('page=2')).json().results, ...third.results]
    // Pages in the back half are read from the other end; the order must not show it.
    expect(all.map((r: { id: string }) => r.id)).toEqual(inserted.reverse().map((row) => row.uid))
    expect((await search('page=4')).statusCode).toBe(404)
  })

  test('deep pages, read from the far end, keep the newest-first order', async () => {
    const template = await insertHelper(t)
    const { uid: _uid, userUid: _user, ...columns } = template
    const rows = Array.from({ length: 2_060 }, (_, i) => ({
      ...columns,
      uid: `deep-${String(i).padStart(4, '0')}`,
      userUid: template.userUid,
      updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    }))
    // One user may own one profile: give each row its own user by reusing the template's user
    // only for the first; the rest belong to fresh users.
    await t.app.deps.db.delete(helperProfiles).where(sql`true`)
    // Codes of their own, clear of the random ones other tests gave (a clash happened once).
    const taken = new Set(
      (await t.app.deps.db.select({ code: usersTable.referralCode }).from(usersTable)).map(
        (user) => user.code,
      ),
    )
    const codeOf = (uid: string) => {
      const stem = uid.slice(-4).replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!)
      return ['ZZ', 'ZY', 'YZ', 'YY'].map((end) => stem + end).find((code) => !taken.has(code))!
    }
    const users = rows.map((row) => ({
      uid: `user-${row.uid}`,
      email: `${row.uid}@example.com`,
      username: `${row.uid}@example.com`,
      passwordHash: '!',
      userType: 'helper' as const,
      referralCode: codeOf(row.uid),
    }))
    await t.app.deps.db.insert(usersTable).values(users)
    await insertHelperRows(
      t.app.deps,
      rows.map((row) => ({ ...row, userUid: `user-${row.uid}` })),
    )
    const newestFirst = rows.map((row) => row.uid).reverse()
    const last = (await search('page=103')).json()
    expect(last.count).toBe(2_060)
    expect(last.results.map((r: { id: string }) => r.id)).toEqual(newestFirst.slice(2_040))
    const deep = (await search('page=101')).json()
    expect(deep.results.map((r: { id: string }) => r.id)).toEqual(newestFirst.slice(2_000, 2_020))
    expect((await search('page=104')).statusCode).toBe(404)
  })

  test('drafts never appear', async () => {
    await insertHelper(t, { isDraft: true })
    expect((await search('')).json().count).toBe(0)
  })

  test('malformed values are a 400 with a message, never a 500', async () => {
    for (const query of [
      'nationality=Martian',
      'min_experience=4',
      'salary_min=abc',
      'salary_min=6000&salary_max=5000',
      'availability_date=2026-13-01',
      'hk_available=yes',
      'page=0',
      'skills=Juggling',
      'languages=Klingon',
      'day_off=Someday',
    ]) {
      const response = await search(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().code).toBe('invalid')
      expect(response.json().detail.length).toBeGreaterThan(0)
    }
  })

  test('helper accounts are refused', async () => {
    const helper = await signedInHelperWithProfile(t)
    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/helpers/profiles/',
      headers: bearer(helper.access),
    })
    expect(response.statusCode).toBe(403)
  })
})
