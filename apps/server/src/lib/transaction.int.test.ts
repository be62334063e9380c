import { expect, test } from 'vitest'
import { addCategory } from '../features/helpers/categories.service'
import { getEmployerProfile, updateEmployerProfile } from '../features/employers/employers.service'
import { bearer } from '../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../test/helper-fixtures'
import { useTestApp } from '../test/test-app'
import type { AppDeps } from './deps'
import { withTransaction } from './transaction'

const t = useTestApp()

/** An employer actor, one of their helpers-to-be, and a way to read both features back. */
async function setup() {
  const employer = await signedInEmployer(t)
  const helper = await signedInHelperWithProfile(t)
  const actor = await t.app.resolveActor(t.app.deps, employer.access)
  const uid = employer.user.detail_profile!.uid
  const categories = async () => {
    const body = (
      await t.inject({
        method: 'GET',
        url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
        headers: bearer(employer.access),
      })
    ).json()
    return body.employer_interaction_context.saved_by_employer as { category: string }[]
  }
  /** Writes through two features' services: employers (details) and helpers (categories). */
  const writeBoth = async (deps: AppDeps) => {
    await updateEmployerProfile(deps, actor, uid, { contact_person_name: 'Chan Tai Man' })
    await addCategory(deps, actor, { helper_profile: helper.profile.uid, category: 'shortlisted' })
  }
  return { actor, uid, categories, writeBoth }
}

test('a failure rolls back what every feature wrote in the transaction', async () => {
  const { actor, uid, categories, writeBoth } = await setup()
  const failed = withTransaction(t.app.deps, async (tx) => {
    await writeBoth(tx)
    expect((await getEmployerProfile(tx, actor, uid)).contact_person_name).toBe('Chan Tai Man')
    throw new Error('the hire failed half-way')
  })
  await expect(failed).rejects.toThrow('the hire failed half-way')
  expect((await getEmployerProfile(t.app.deps, actor, uid)).contact_person_name).toBeNull()
  expect(await categories()).toEqual([])
})

test('a nested call joins the outer transaction, and everything commits together', async () => {
  const { actor, uid, categories, writeBoth } = await setup()
  await withTransaction(t.app.deps, async (outer) => {
    await withTransaction(outer, async (inner) => {
      expect(inner).toBe(outer)
      await writeBoth(inner)
    })
  })
  expect((await getEmployerProfile(t.app.deps, actor, uid)).contact_person_name).toBe(
    'Chan Tai Man',
  )
  expect((await categories()).map((entry) => entry.category)).toEqual(['shortlisted'])
})

test('realtime events wait for the commit and are dropped on a rollback', async () => {
  const heard: string[] = []
  const deps: AppDeps = {
    ...t.app.deps,
    realtime: { emit: (_rooms, event) => void heard.push(event), endSessions: () => {} },
  }
  await withTransaction(deps, async (tx) => {
    tx.realtime.emit(['room'], 'committed', {})
    expect(heard).toEqual([])
  })
  expect(heard).toEqual(['committed'])
  await expect(
    withTransaction(deps, async (tx) => {
      tx.realtime.emit(['room'], 'rolled-back', {})
      throw new Error('no')
    }),
  ).rejects.toThrow('no')
  expect(heard).toEqual(['committed'])
})
