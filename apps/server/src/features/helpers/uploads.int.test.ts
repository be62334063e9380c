import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import {
  MAIN_DETAILS,
  signedInEmployer,
  signedInHelperWithProfile,
} from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
let jpegWithGps: Buffer
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

beforeAll(async () => {
  jpegWithGps = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Name', ImageDescription: 'home address' } })
    .toBuffer()
})

function multipart(
  fields: Record<string, string | string[]>,
  files: Record<string, { name: string; type: string; data: Buffer }>,
) {
  const boundary = '----hearthupload'
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`,
        ),
      )
    }
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const textFields = Object.fromEntries(
  Object.entries(MAIN_DETAILS).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]),
) as Record<string, string | string[]>

describe('uploads', () => {
  test('re-encodes the photo as WebP without its metadata and serves a thumbnail', async () => {
    const helper = await signedInHelperWithProfile(t)
    const body = multipart(
      { first_name: 'Maria' },
      { photo: { name: 'me.jpg', type: 'image/jpeg', data: jpegWithGps } },
    )
    const response = await t.inject({
      method: 'PUT',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
      headers: { ...bearer(helper.access), ...body.headers },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(200)
    const { image_url, thumbnail_url } = response.json().data
    const photo = await t.inject({ method: 'GET', url: image_url })
    expect(photo.headers['content-type']).toBe('image/webp')
    const meta = await sharp(photo.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    expect(photo.rawPayload.includes(Buffer.from('Secret Name'))).toBe(false)
    const thumb = await sharp(
      (await t.inject({ method: 'GET', url: thumbnail_url })).rawPayload,
    ).metadata()
    expect([thumb.width, thumb.height]).toEqual([320, 320])
  })

  test('refuses a file whose content is not an image, whatever its name says', async () => {
    const helper = await signedInHelperWithProfile(t)
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)])
    const body = multipart({}, { photo: { name: 'holiday.jpg', type: 'image/jpeg', data: elf } })
    const response = await t.inject({
      method: 'PUT',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
      headers: { ...bearer(helper.access), ...body.headers },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({
      code: 'unsupported_media_type',
      photo: ['The photo must be a JPEG, PNG or WebP image.'],
    })
  })

  test('refuses a PDF as a photo but takes it as a passport', async () => {
    const helper = await signedInHelperWithProfile(t)
    const asPhoto = multipart({}, { photo: { name: 'p.png', type: 'image/png', data: PDF } })
    const url = `/api/v1/helpers/profiles/${helper.profile.uid}/`
    expect(
      (
        await t.inject({
          method: 'PUT',
          url,
          headers: { ...bearer(helper.access), ...asPhoto.headers },
          payload: asPhoto.payload,
        })
      ).statusCode,
    ).toBe(415)
    const asPassport = multipart(
      {},
      { passport: { name: 'passport.pdf', type: 'application/pdf', data: PDF } },
    )
    const saved = await t.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(helper.access), ...asPassport.headers },
      payload: asPassport.payload,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.passport_url).toMatch(/\/passport\/$/)
  })

  test('refuses a file over 10 MB with 413', async () => {
    const helper = await signedInHelperWithProfile(t)
    const big = Buffer.concat([jpegWithGps, Buffer.alloc(10 * 1024 * 1024 + 10)])
    const body = multipart({}, { photo: { name: 'big.jpg', type: 'image/jpeg', data: big } })
    const response = await t.inject({
      method: 'PUT',
      url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
      headers: { ...bearer(helper.access), ...body.headers },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('payload_too_large')
  })

  test('the passport downloads only for its owner', async () => {
    const body = multipart(textFields, {
      passport: { name: 'passport.jpg', type: 'image/jpeg', data: jpegWithGps },
    })
    const helper = await signedInHelperWithProfile(t)
    // A second helper creates a profile with a passport through multipart.
    const owner = await signedInHelperWithProfile(t)
    const response = await t.inject({
      method: 'PUT',
      url: `/api/v1/helpers/profiles/${owner.profile.uid}/`,
      headers: { ...bearer(owner.access), ...body.headers },
      payload: body.payload,
    })
    const passportUrl = response.json().data.passport_url
    const mine = await t.inject({ method: 'GET', url: passportUrl, headers: bearer(owner.access) })
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['content-type']).toBe('image/jpeg')
    expect(mine.headers['cache-control']).toContain('no-store')
    const employer = await signedInEmployer(t)
    expect(
      (await t.inject({ method: 'GET', url: passportUrl, headers: bearer(employer.access) }))
        .statusCode,
    ).toBe(404)
    expect(
      (await t.inject({ method: 'GET', url: passportUrl, headers: bearer(helper.access) }))
        .statusCode,
    ).toBe(404)
    expect((await t.inject({ method: 'GET', url: passportUrl })).statusCode).toBe(401)
  })
})
