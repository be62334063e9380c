import { describe, expect, test } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const URL = '/api/v1/applications/employer-saved-helpers/'

async function setup() {
  const helper = await signedInHelperWithProfile(t)
  const employer = await signedInEmployer(t)
  const add = (category: string, access = employer.access) =>
    t.inject({
      method: 'POST',
      url: URL,
      headers: bearer(access),
      payload: { helper_profile: helper.profile.uid, category },
    })
  return { helper, employer, add }
}

function categories(response: { json: () => { data: { categories: { category: string }[] } } }) {
  return response.json().data.categories.map((c) => c.category)
}

describe('POST /applications/employer-saved-helpers/', () => {
  test('saves a category and answers the helper’s categories', async () => {
    const { add } = await setup()
    const response = await add('interviewed')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      success: true,
      error: null,
      data: { category: 'interviewed' },
    })
    expect(categories(response)).toEqual(['interviewed'])
  })

  test('shortlisted and blacklisted exclude each other', async () => {
    const { add } = await setup()
    await add('shortlisted')
    expect(categories(await add('blacklisted'))).toEqual(['blacklisted'])
    expect(categories(await add('shortlisted'))).toEqual(['shortlisted'])
  })

  test('helper_interested and helper_not_interested exclude each other; camelCase is accepted and stored in snake_case', async () => {
    const { add } = await setup()
    await add('messaged')
    expect(categories(await add('helperInterested'))).toEqual(['helper_interested', 'messaged'])
    expect(categories(await add('helperNotInterested'))).toEqual([
      'helper_not_interested',
      'messaged',
    ])
  })

  test('a category the helper already has is refused', async () => {
    const { add } = await setup()
    await add('hired')
    const again = await add('hired')
    expect(again.statusCode).toBe(400)
    expect(again.json().detail).toBe('Category already exists.')
  })

  test('the categories show on the helper’s profile and in search for that employer only', async () => {
    const { add, helper, employer } = await setup()
    await add('shortlisted')
    const profile = await t.inject({
      method: 'GET',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
      headers: bearer(employer.access),
    })
    expect(
      profile
        .json()
        .employer_interaction_context.saved_by_employer.map(
          (e: { category: string }) => e.category,
        ),
    ).toEqual(['shortlisted'])
    const other = await signedInEmployer(t)
    const theirs = await t.inject({
      method: 'GET',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
      headers: bearer(other.access),
    })
    expect(theirs.json().employer_interaction_context.saved_by_employer).toEqual([])
  })

  test('only employers may categorise, and the helper must exist', async () => {
    const { add, helper, employer } = await setup()
    expect((await add('shortlisted', helper.access)).statusCode).toBe(403)
    expect(
      (
        await t.inject({
          method: 'POST',
          url: URL,
          payload: { helper_profile: helper.profile.uid, category: 'hired' },
        })
      ).statusCode,
    ).toBe(401)
    const unknown = await t.inject({
      method: 'POST',
      url: URL,
      headers: bearer(employer.access),
      payload: { helper_profile: 'nope', category: 'hired' },
    })
    expect(unknown.statusCode).toBe(404)
    const badCategory = await t.inject({
      method: 'POST',
      url: URL,
      headers: bearer(employer.access),
      payload: { helper_profile: helper.profile.uid, category: 'favourite' },
    })
    expect(badCategory.json().category).toEqual(['Choose a category.'])
  })
})

describe('DELETE /applications/employer-saved-helpers/{id}/', () => {
  test('removes the employer’s own entry; another employer’s is 404', async () => {
    const { add, employer } = await setup()
    const saved = await add('messaged')
    const entry = saved.json().data.uid
    const other = await signedInEmployer(t)
    expect(
      (await t.inject({ method: 'DELETE', url: `${URL}${entry}/`, headers: bearer(other.access) }))
        .statusCode,
    ).toBe(404)
    const removed = await t.inject({
      method: 'DELETE',
      url: `${URL}${entry}/`,
      headers: bearer(employer.access),
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data.categories).toEqual([])
  })
})
