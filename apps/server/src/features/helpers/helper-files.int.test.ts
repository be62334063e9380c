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

test('eight concurrent photo changes leave exactly the files the profile names', async () => {
  const helper = await signedInHelperWithProfile(t)
  const first = await putProfileFiles(t, helper, { photo: photos[0]!, passport: PDF_WITH_SCRIPT })
  expect(first.statusCode).toBe(200)
  const initial = await fileKeysOf(t, helper.profile.uid)
  const before = storedFiles(t)
  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      putProfileFiles(t, helper, {
        photo: photos[(i % 4) + 1]!,
        ...(i % 2 ? { passport: PDF_WITH_SCRIPT } : {}),
      }),
    ),
  )
  expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
  const referenced = await fileKeysOf(t, helper.profile.uid)
  expect(referenced).toHaveLength(3)
  // Other profiles' files stay; of this profile's, exactly the three it names now remain.
  const others = before.filter((file) => !initial.includes(file))
  expect(storedFiles(t)).toEqual([...others, ...referenced].sort())
})

test('a request whose photo was accepted and passport refused leaves no file', async () => {
  const helper = await signedInHelperWithProfile(t)
  const before = storedFiles(t)
  const response = await putProfileFiles(t, helper, {
    photo: photos[0]!,
    passport: { name: 'p.pdf', type: 'application/pdf', data: Buffer.from('not a passport') },
  })
  expect(response.statusCode).toBe(415)
  expect(storedFiles(t)).toEqual(before)
})

test('two concurrent profile creations keep only the created profile’s files', async () => {
  const helper = await signedInUser(t, 'helper')
  const before = storedFiles(t)
  const fields = Object.fromEntries(
    Object.entries(MAIN_DETAILS).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]),
  ) as Record<string, string | string[]>
  const responses = await Promise.all(
    [photos[0]!, photos[1]!].map((photo) => {
      const body = multipart(fields, { photo })
      return t.inject({
        method: 'POST',
        url: '/api/v1/helpers/profiles/',
        headers: { ...bearer(helper.access), ...body.headers },
        payload: body.payload,
      })
    }),
  )
  // The loser's insert meets the one-profile-per-user rule: 409, and its files are removed.
  expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409])
  const created = responses.find((r) => r.statusCode === 201)!.json().data
  const added = storedFiles(t).filter((file) => !before.includes(file))
  expect(added).toEqual([...(await fileKeysOf(t, created.uid))].sort())
})

test('serves the passport as a sandboxed attachment, and photos sandboxed', async () => {
  const helper = await signedInHelperWithProfile(t)
  const saved = await putProfileFiles(t, helper, { photo: photos[0]!, passport: PDF_WITH_SCRIPT })
  const data = saved.json().data
  const passport = await t.inject({
    method: 'GET',
    url: data.passport_url,
    headers: bearer(helper.access),
  })
  expect(passport.statusCode).toBe(200)
  expect(passport.headers['content-type']).toBe('application/pdf')
  expect(passport.headers['content-security-policy']).toBe('sandbox')
  expect(passport.headers['content-disposition']).toBe('attachment; filename="passport.pdf"')
  expect(passport.headers['x-content-type-options']).toBe('nosniff')
  for (const url of [data.image_url, data.thumbnail_url]) {
    const photo = await t.inject({ method: 'GET', url })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-security-policy']).toBe('sandbox')
  }
})
