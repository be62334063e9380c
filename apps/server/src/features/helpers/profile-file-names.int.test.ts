import { beforeAll, expect, test } from 'vitest'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { MAIN_DETAILS, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { multipart, type FilePart } from '../../test/multipart'
import { useTestApp } from '../../test/test-app'
import {
  PDF_WITH_SCRIPT,
  fileKeysOf,
  putProfileFiles,
  storedFiles,
  testPhotos,
} from '../../test/upload-fixtures'

const t = useTestApp()
let photos: FilePart[] = []

beforeAll(async () => {
  photos = await testPhotos()
})

test('takes the spec’s file names image_url and passport_url', async () => {
  const helper = await signedInHelperWithProfile(t)
  const response = await putProfileFiles(t, helper, {
    image_url: photos[0]!,
    passport_url: PDF_WITH_SCRIPT,
  })
  expect(response.statusCode).toBe(200)
  const data = response.json().data
  expect(data.image_url).toMatch(/\/photo\/(\?|$)/)
  expect(data.passport_url).toMatch(/\/passport\/$/)
  expect(await fileKeysOf(t, helper.profile.uid)).toHaveLength(3)
})

test('a profile created with its files under the spec’s names keeps them', async () => {
  const helper = await signedInUser(t, 'helper')
  const fields = Object.fromEntries(
    Object.entries(MAIN_DETAILS).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]),
  ) as Record<string, string | string[]>
  const body = multipart(fields, { image_url: photos[0]!, passport_url: PDF_WITH_SCRIPT })
  const response = await t.inject({
    method: 'POST',
    url: '/api/v1/helpers/profiles/',
    headers: { ...bearer(helper.access), ...body.headers },
    payload: body.payload,
  })
  expect(response.statusCode, response.body).toBe(201)
  const data = response.json().data
  expect(data.image_url).toMatch(/\/photo\/(\?|$)/)
  expect(data.passport_url).toMatch(/\/passport\/$/)
  expect(await fileKeysOf(t, data.uid)).toHaveLength(3)
})

test('refuses an unknown file field with 400 naming it, and stores nothing', async () => {
  const helper = await signedInHelperWithProfile(t)
  const before = storedFiles(t)
  const response = await putProfileFiles(t, helper, { photo: photos[0]!, selfie: photos[1]! })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toMatchObject({
    code: 'invalid',
    selfie: ['This file is not expected here.'],
  })
  expect(storedFiles(t)).toEqual(before)
})

test('refuses a file on a route that takes none', async () => {
  const helper = await signedInHelperWithProfile(t)
  const body = multipart({ language: 'en' }, { photo: photos[0]! })
  const response = await t.inject({
    method: 'PATCH',
    url: '/api/v1/hirlab/belmount/user/',
    headers: { ...bearer(helper.access), ...body.headers },
    payload: body.payload,
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().photo).toEqual(['This file is not expected here.'])
})

test('refuses a photo sent under both of its names', async () => {
  const helper = await signedInHelperWithProfile(t)
  const response = await putProfileFiles(t, helper, { photo: photos[0]!, image_url: photos[1]! })
  expect(response.statusCode).toBe(400)
  expect(response.json().image_url).toEqual(['Send one file for this field.'])
})

test('a text field named like a file is not a file', async () => {
  const helper = await signedInHelperWithProfile(t)
  const response = await putProfileFiles(t, helper, {}, { image_url: 'https://example.com/a.jpg' })
  expect(response.statusCode).toBe(200)
  expect(response.json().data.image_url).toBeNull()
})
