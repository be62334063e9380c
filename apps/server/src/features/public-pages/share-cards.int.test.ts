import sharp from 'sharp'
import { expect, test } from 'vitest'
import { SHARE_CARD_PATHS } from '@hearth/shared/public-urls'
import { bearer } from '../../test/accounts-fixtures'
import { signedInHelperWithProfile } from '../../test/helper-fixtures'
import { multipart } from '../../test/multipart'
import { useTestApp } from '../../test/test-app'
import { HOUSEHOLD, employerOnPlan, postedJob } from '../jobs/jobs-fixtures'

const t = useTestApp()

/** A card as a crawler fetches it, checked against what WhatsApp and Open Graph accept. */
async function card(url: string, headers: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, headers })
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
  expect(response.headers['content-type']).toBe('image/jpeg')
  expect(response.headers['cache-control']).toBe('public, max-age=300')
  expect(response.rawPayload.length).toBeLessThanOrEqual(300 * 1024)
  const meta = await sharp(response.rawPayload).metadata()
  expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  return { body: response.rawPayload, etag: String(response.headers.etag) }
}

async function expectNotFound(url: string) {
  const response = await t.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) })
}

/** The colour inside the portrait circle, above the initials, as [r, g, b]. */
async function portraitColour(jpeg: Buffer) {
  const pixel = await sharp(jpeg)
    .extract({ left: 250, top: 160, width: 1, height: 1 })
    .raw()
    .toBuffer()
  return [...pixel.subarray(0, 3)]
}

test('draws a published helper’s card in English and Traditional Chinese', async () => {
  const helper = await signedInHelperWithProfile(t)
  const english = await card(SHARE_CARD_PATHS.helper(helper.profile.uid, 'en'))
  const chinese = await card(SHARE_CARD_PATHS.helper(helper.profile.uid, 'zh-TW'))
  expect(english.body.equals(chinese.body)).toBe(false)
  expect(english.etag).not.toBe(chinese.etag)
  // Without a photo the portrait shows the initials on pale orange.
  const [red = 0, green = 0, blue = 0] = await portraitColour(english.body)
  expect(red).toBeGreaterThan(200)
  expect(green).toBeGreaterThan(180)
  expect(blue).toBeGreaterThan(150)
})

test('puts the helper’s public photo on the card', async () => {
  const helper = await signedInHelperWithProfile(t)
  const blue = await sharp({
    create: { width: 500, height: 500, channels: 3, background: '#1d4ed8' },
  })
    .jpeg()
    .toBuffer()
  const body = multipart({}, { photo: { name: 'me.jpg', type: 'image/jpeg', data: blue } })
  t.clock.advance(1000)
  const upload = await t.inject({
    method: 'PUT',
    url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
    headers: { ...bearer(helper.access), ...body.headers },
    payload: body.payload,
  })
  expect(upload.statusCode, upload.body).toBe(200)
  const { body: jpeg } = await card(SHARE_CARD_PATHS.helper(helper.profile.uid, 'zh-CN'))
  const [red = 0, , blueValue = 0] = await portraitColour(jpeg)
  expect(blueValue).toBeGreaterThan(150)
  expect(red).toBeLessThan(90)
})

test('answers 404 for a draft profile and an unknown helper', async () => {
  const draft = await signedInHelperWithProfile(t, { isDraft: true })
  await expectNotFound(SHARE_CARD_PATHS.helper(draft.profile.uid, 'en'))
  await expectNotFound(SHARE_CARD_PATHS.helper('nobody-like-this', 'en'))
})

test('answers 404, never 500, for a bad language or a malformed id', async () => {
  const helper = await signedInHelperWithProfile(t)
  await expectNotFound(`/share/helper/${helper.profile.uid}/fr.jpg`)
  await expectNotFound(`/share/helper/${helper.profile.uid}/en.png`)
  await expectNotFound(`/share/helper/${helper.profile.uid}/en`)
  await expectNotFound('/share/site/zh-HK.jpg')
  await expectNotFound(`/share/helper/${'x'.repeat(5000)}/en.jpg`)
  await expectNotFound('/share/helper/%00%27%20or%201%3D1/en.jpg')
  await expectNotFound('/share/job/%E2%9C%93%F0%9F%98%80/en.jpg')
  await expectNotFound(`/share/job/a%2Fb/en.jpg`)
  await expectNotFound(`/share/job/${'y'.repeat(65)}/en.jpg`)
  // Percent-escapes that decode to no text at all are refused by Fastify's router for every
  // route, before any handler: a 400, still never a 500.
  const garbled = await t.inject({ method: 'GET', url: '/share/job/%ff%fe/en.jpg' })
  expect(garbled.statusCode).toBe(400)
})

test('draws an active posting’s card, and none for a posting visitors cannot read', async () => {
  const employer = await employerOnPlan(t)
  const posting = await postedJob(t, employer, {
    location_area: 'HK_ISLAND',
    budget_lower: 5000,
    budget_upper: 6000,
  })
  await card(SHARE_CARD_PATHS.job(posting.uid, 'en'))
  await card(SHARE_CARD_PATHS.job(posting.uid, 'zh-CN'))
  const draft = await postedJob(t, employer, { status: 'DRAFT' })
  await expectNotFound(SHARE_CARD_PATHS.job(draft.uid, 'en'))
  await expectNotFound(SHARE_CARD_PATHS.job('no-such-posting', 'en'))
})

test('draws the site card in every language', async () => {
  const cards = await Promise.all(
    (['en', 'zh-TW', 'zh-CN'] as const).map((language) => card(SHARE_CARD_PATHS.site(language))),
  )
  expect(new Set(cards.map((drawn) => drawn.etag)).size).toBe(3)
})

test('answers 304 to a crawler that has the card, and keeps it until the record changes', async () => {
  const helper = await signedInHelperWithProfile(t)
  const url = SHARE_CARD_PATHS.helper(helper.profile.uid, 'en')
  const first = await card(url)
  const again = await card(url)
  expect(again.etag).toBe(first.etag)
  expect(again.body.equals(first.body)).toBe(true)
  const fresh = await t.inject({ method: 'GET', url, headers: { 'if-none-match': first.etag } })
  expect(fresh.statusCode).toBe(304)
  expect(fresh.rawPayload.length).toBe(0)
  expect(fresh.headers.etag).toBe(first.etag)

  t.clock.advance(1000)
  const renamed = await t.inject({
    method: 'PUT',
    url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
    headers: bearer(helper.access),
    payload: { first_name: 'Josefina' },
  })
  expect(renamed.statusCode, renamed.body).toBe(200)
  const stale = await t.inject({ method: 'GET', url, headers: { 'if-none-match': first.etag } })
  expect(stale.statusCode).toBe(200)
  const changed = await card(url)
  expect(changed.etag).not.toBe(first.etag)
  expect(changed.body.equals(first.body)).toBe(false)
})

test('a posting’s card changes when the posting is edited', async () => {
  const employer = await employerOnPlan(t)
  const posting = await postedJob(t, employer)
  const url = SHARE_CARD_PATHS.job(posting.uid, 'zh-TW')
  const before = await card(url)
  t.clock.advance(1000)
  const edited = await t.inject({
    method: 'PUT',
    url: `/api/v1/employer/postings/${posting.uid}/`,
    headers: bearer(employer.access),
    payload: {
      job_title: '住家家傭，照顧長者',
      profile_type: 'domestic_helper',
      job_description: 'Cooking and caring for an elderly parent in Sha Tin.',
      expected_start_date: '2027-01-15',
      status: 'ACTIVE',
      ...HOUSEHOLD,
    },
  })
  expect(edited.statusCode, edited.body).toBe(200)
  const after = await card(url)
  expect(after.etag).not.toBe(before.etag)
  expect(after.body.equals(before.body)).toBe(false)
})
