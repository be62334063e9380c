import { and, desc, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { JobPostingInputSchema, JobSearchQuerySchema } from '@hearth/shared/jobs'
import { jobApplications, jobSearch } from '../../db/schema'
import { newUid } from '../../lib/tokens'
import { useTestApp } from '../../test/test-app'
import { insertApplicationRows } from './applications.service'
import { searchConditions, searchPostings } from './job-search.repository'
import { employerOnPlan, helperWithProfile, JOB_INPUT } from './jobs-fixtures'
import { inputToColumns } from './jobs.mapping'
import { insertPostingRows } from './jobs.service'

const t = useTestApp()
const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * The search order spelled as one plain statement (docs/spec/marketplace.md §5): what
 * `searchPostings`, which reads per plan tier and from the far end, must equal page by page.
 */
async function referenceOrder(search: string, helperUid: string | null, now: Date) {
  const s = jobSearch
  const a = jobApplications
  const query = JobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)))
  const rows = await t.app.deps.db
    .select({ uid: s.uid })
    .from(s)
    .leftJoin(a, and(eq(a.jobPostingUid, s.uid), eq(a.helperProfileUid, helperUid ?? 'no helper')))
    .where(searchConditions(query, now))
    .orderBy(
      sql`case ${a.status} when 'HIRED' then 0 when 'SHORTLISTED' then 1 when 'APPLIED' then 2 when 'REJECTED' then 3 when 'WITHDRAWN' then 4 else 5 end`,
      sql`(case when ${s.planEndsAt} > ${now.toISOString()} then ${s.planRank} else 0 end) desc`,
      desc(s.createdAt),
      s.uid,
    )
  return rows.map((row) => row.uid)
}

test('every page equals the plain order: applied first, running plans by rank, newest, uid', async () => {
  const now = t.clock.now()
  const word = `ord${newUid()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10)}`
  const employer = await employerOnPlan(t, null)
  const helper = await helperWithProfile(t)
  // 80 postings over every tier: ranks 0–3 with plans running, ended (also exactly now) or
  // missing; ACTIVE, FILLED, stored EXPIRED and ACTIVE past the 60-day lifetime; creation
  // times repeating every 20, so ties fall to the uid.
  const postings = Array.from({ length: 80 }, (_, i) => {
    const createdAt = new Date(now.getTime() - (i % 20) * HOUR)
    const stale = i % 11 === 0
    return {
      ...inputToColumns(
        JobPostingInputSchema.parse({
          ...JOB_INPUT,
          job_title: `${i % 3 === 0 ? word : 'Helper'} ${i}`,
          status: i % 9 === 0 ? 'FILLED' : i % 13 === 5 ? 'EXPIRED' : 'ACTIVE',
          main_skills: i % 2 === 0 ? ['Cooking'] : [],
        }),
      ),
      uid: newUid(),
      employerProfileUid: employer.profileUid,
      planRank: i % 4,
      planEndsAt:
        i % 7 === 0
          ? null
          : i % 5 === 0
            ? new Date(now.getTime() - DAY)
            : i === 13
              ? now
              : new Date(now.getTime() + 10 * DAY),
      createdAt,
      updatedAt: stale ? new Date(now.getTime() - 61 * DAY) : createdAt,
    }
  })
  await insertPostingRows(t.app.deps, postings)
  const statuses = ['HIRED', 'SHORTLISTED', 'APPLIED', 'REJECTED', 'WITHDRAWN']
  await insertApplicationRows(
    t.app.deps,
    postings
      .filter((_, i) => i % 6 === 1 || i % 9 === 0 || i === 22)
      .map((posting, n) => ({
        uid: newUid(),
        jobPostingUid: posting.uid,
        helperProfileUid: helper.profile.uid,
        employerProfileUid: employer.profileUid,
        status: statuses[n % statuses.length]!,
      })),
  )
  const searches = ['', `search=${word}`, 'skills=Cooking', 'status=FILLED', 'status=EXPIRED']
  for (const search of searches) {
    for (const helperUid of [null, helper.profile.uid]) {
      const expected = await referenceOrder(search, helperUid, now)
      expect(expected.length, search).toBeGreaterThan(5)
      for (const limit of [3, 10]) {
        const pages = Math.ceil(expected.length / limit) + 1
        for (let page = 1; page <= pages; page += 1) {
          const query = JobSearchQuerySchema.parse(
            Object.fromEntries(new URLSearchParams(`${search}&page=${page}`)),
          )
          const got = await searchPostings(
            t.app.deps.db,
            query,
            Promise.resolve(helperUid),
            now,
            limit,
          )
          const where = `${search} as ${helperUid ? 'helper' : 'visitor'}, page ${page} of ${limit}`
          expect(got.count, where).toBe(expected.length)
          expect(
            got.postings.map((posting) => posting.uid),
            where,
          ).toEqual(expected.slice((page - 1) * limit, page * limit))
        }
      }
    }
  }
}, 120_000)
