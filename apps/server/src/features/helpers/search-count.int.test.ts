import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { EXACT_COUNT_LIMIT, HELPER_SEARCH_PAGE_SIZE } from '@hearth/shared/helper-search'
import { helperProfiles, users as usersTable } from '../../db/schema'
import { insertHelperRows } from './helpers.service'
import { insertHelper } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'

// Issue 28: above 10,000 matches the count is an estimate (the scan stops at 10,001), marked
// `count_is_exact: false`; paging follows the rows read, never the estimate.

const t = useTestApp()
const TOTAL = EXACT_COUNT_LIMIT + 40
const MALE = 30
let templateName = ''
let templateLast = ''

async function search(query: string) {
  return t.inject({ method: 'GET', url: `/api/v1/helpers/profiles/?${query}` })
}

beforeAll(async () => {
  const template = await insertHelper(t)
  const { uid: _uid, userUid: _user, ...columns } = template
  await t.app.deps.db.delete(helperProfiles).where(sql`true`)
  const uids = Array.from({ length: TOTAL }, (_, i) => `count-${String(i).padStart(5, '0')}`)
  // Referral codes of six letters, one per user, spelled from the number.
  const codeOf = (i: number) =>
    `Q${String(i).padStart(5, '0')}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!)
  for (let start = 0; start < TOTAL; start += 1_000) {
    const chunk = uids.slice(start, start + 1_000)
    await t.app.deps.db.insert(usersTable).values(
      chunk.map((uid, i) => ({
        uid: `user-${uid}`,
        email: `${uid}@example.com`,
        username: `${uid}@example.com`,
        passwordHash: '!',
        userType: 'helper' as const,
        referralCode: codeOf(start + i),
      })),
    )
  }
  await insertHelperRows(
    t.app.deps,
    uids.map((uid, i) => ({
      ...columns,
      uid,
      userUid: `user-${uid}`,
      gender: i < MALE ? 'Male' : 'Female',
      // Every name is the template's; the men's last name is their own (a rarer name).
      ...(i < MALE ? { lastName: 'Santoso' } : {}),
      updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    })),
  )
  await t.app.deps.db.execute(sql`analyze helper_search`)
  await t.app.deps.db.execute(sql`analyze helper_search_names`)
  templateName = columns.firstName!
  // The women's last name: the fixture's, a word of its own (Reyes and a number).
  templateLast = columns.lastName!
}, 300_000)

const FEMALE = TOTAL - MALE

describe('GET /helpers/profiles/ above 10,000 matches', () => {
  test('a filter matching more than 10,000 gives an estimate, count_is_exact: false, never below 10,001', async () => {
    const response = await search('gender=Female')
    expect(response.statusCode, response.body).toBe(200)
    const first = response.json()
    expect(first.count_is_exact).toBe(false)
    expect(first.count).toBeGreaterThan(EXACT_COUNT_LIMIT)
    expect(first.results).toHaveLength(HELPER_SEARCH_PAGE_SIZE)
    expect(first.next).toMatch(/page=2/)
    expect(first.previous).toBeNull()
  })

  test('no filter counts every published profile exactly, from the kept total', async () => {
    expect((await search('')).json()).toMatchObject({ count: TOTAL, count_is_exact: true })
  })

  test('a smaller result set keeps its exact count', async () => {
    const male = (await search('gender=Male')).json()
    expect(male).toMatchObject({ count: MALE, count_is_exact: true })
    expect(male.next).toMatch(/page=2/)
    const second = (await search('gender=Male&page=2')).json()
    expect(second.results).toHaveLength(MALE - HELPER_SEARCH_PAGE_SIZE)
    expect(second.next).toBeNull()
    expect((await search('gender=Male&page=3')).statusCode).toBe(404)
  })

  test('paging an estimated list is right to the last page; past the real end is a 404', async () => {
    const lastPage = Math.ceil(FEMALE / HELPER_SEARCH_PAGE_SIZE)
    // Newest first: the women are rows MALE … TOTAL - 1.
    const newestFirst = Array.from(
      { length: FEMALE },
      (_, i) => `count-${String(TOTAL - 1 - i).padStart(5, '0')}`,
    )
    // A shallow page of the estimate: its neighbours come from the rows, not the estimate.
    const second = (await search('gender=Female&page=2')).json()
    expect(second.count_is_exact).toBe(false)
    expect(second.results.map((r: { id: string }) => r.id)).toEqual(newestFirst.slice(20, 40))
    expect(second.next).toMatch(/page=3/)
    expect(second.previous).not.toBeNull()
    const last = (await search(`gender=Female&page=${lastPage}`)).json()
    expect(last.results.map((r: { id: string }) => r.id)).toEqual(
      newestFirst.slice((lastPage - 1) * HELPER_SEARCH_PAGE_SIZE),
    )
    expect(last.next).toBeNull()
    expect((await search(`gender=Female&page=${lastPage + 1}`)).statusCode).toBe(404)
  })

  test('a name word in use counts its holders exactly, even above 10,000, to the last page', async () => {
    const everyone = (await search(`q=${templateName}`)).json()
    expect(everyone).toMatchObject({ count: TOTAL, count_is_exact: true })
    // Found by walking the list in order: the newest 20.
    expect(everyone.results.map((r: { id: string }) => r.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `count-${String(TOTAL - 1 - i).padStart(5, '0')}`),
    )
    const lastPage = Math.ceil(TOTAL / HELPER_SEARCH_PAGE_SIZE)
    const last = (await search(`q=${templateName}&page=${lastPage}`)).json()
    expect(last).toMatchObject({ count: TOTAL, count_is_exact: true, next: null })
    expect(last.results.map((r: { id: string }) => r.id)).toEqual(
      Array.from(
        { length: TOTAL - (lastPage - 1) * HELPER_SEARCH_PAGE_SIZE },
        (_, i) =>
          `count-${String(TOTAL - 1 - (lastPage - 1) * HELPER_SEARCH_PAGE_SIZE - i).padStart(5, '0')}`,
      ),
    )
    expect((await search(`q=${templateName}&page=${lastPage + 1}`)).statusCode).toBe(404)
  })

  test('two name words in use count the holders of both exactly, pages in order', async () => {
    const women = Array.from(
      { length: FEMALE },
      (_, i) => `count-${String(TOTAL - 1 - i).padStart(5, '0')}`,
    )
    const both = `q=${templateName}%20${templateLast}`
    const first = (await search(both)).json()
    expect(first).toMatchObject({ count: FEMALE, count_is_exact: true })
    // Found by walking the list in order (a walk short of a page falls back to the planner's plan:
    // the small result sets of search.int.test.ts).
    expect(first.results.map((r: { id: string }) => r.id)).toEqual(women.slice(0, 20))
    const third = (await search(`${both}&page=3`)).json()
    expect(third.results.map((r: { id: string }) => r.id)).toEqual(women.slice(40, 60))
    // Santoso is the men's; no woman holds it with the shared first name.
    expect((await search(`q=${templateLast}%20santoso`)).json()).toMatchObject({ count: 0 })
  })

  test('names matching more than 10,000 otherwise are estimated; a rarer name stays exact, alone or with a filter', async () => {
    // Three words: the matches are counted, up to the cap.
    const three = (await search(`q=${templateName}%20${templateLast}%20${templateName}`)).json()
    expect(three).toMatchObject({ count_is_exact: false })
    expect(three.count).toBeGreaterThan(EXACT_COUNT_LIMIT)
    expect(three.results).toHaveLength(HELPER_SEARCH_PAGE_SIZE)
    // Two letters: inside the words of every name; counted up to the cap by the name's LIKE.
    const short = (await search(`q=${templateName.slice(0, 2)}`)).json()
    expect(short).toMatchObject({ count_is_exact: false })
    expect(short.count).toBeGreaterThan(EXACT_COUNT_LIMIT)
    // Counted from the name rows alone, and from the search rows when another filter joins.
    expect((await search('q=santos')).json()).toMatchObject({ count: MALE, count_is_exact: true })
    expect((await search(`q=santos%20${templateName}&gender=Male`)).json()).toMatchObject({
      count: MALE,
      count_is_exact: true,
    })
    expect((await search('q=santos&gender=Female')).json()).toMatchObject({ count: 0 })
  })

  test('exactly 10,000 matches is still exact, and the kept total follows deletions', async () => {
    const surplus = FEMALE - EXACT_COUNT_LIMIT
    await t.app.deps.db
      .delete(helperProfiles)
      .where(
        sql`${helperProfiles.uid} in (select uid from helper_profiles order by uid desc limit ${surplus})`,
      )
    expect((await search('gender=Female')).json()).toMatchObject({
      count: EXACT_COUNT_LIMIT,
      count_is_exact: true,
    })
    expect((await search('')).json()).toMatchObject({ count: TOTAL - surplus })
  })
})
