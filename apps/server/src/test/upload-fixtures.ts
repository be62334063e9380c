import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { helperProfiles } from '../db/schema'
import { bearer } from './accounts-fixtures'
import { multipart, type FilePart } from './multipart'
import type { TestApp } from './test-app'

/** A PDF that would run JavaScript if a viewer opened it inside the page. */
export const PDF_WITH_SCRIPT: FilePart = {
  name: 'passport.pdf',
  type: 'application/pdf',
  data: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<<>>\n%%EOF\n',
  ),
}

/** Five small JPEGs of different colours (different files once re-encoded). */
export async function testPhotos(): Promise<FilePart[]> {
  const colours = ['#c2410c', '#15803d', '#1d4ed8', '#7e22ce', '#be123c']
  return Promise.all(
    colours.map(async (background, i) => ({
      name: `photo${i}.jpg`,
      type: 'image/jpeg',
      data: await sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    })),
  )
}

/** Every file under DATA_DIR/uploads, relative to it: where unreferenced files would show. */
export function storedFiles(t: TestApp): string[] {
  const root = join(t.config.dataDir, 'uploads')
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort()
  } catch {
    return []
  }
}

/** The storage keys a helper profile row names. */
export async function fileKeysOf(t: TestApp, uid: string): Promise<string[]> {
  const [row] = await t.app.deps.db.select().from(helperProfiles).where(eq(helperProfiles.uid, uid))
  return [row!.photoKey, row!.thumbnailKey, row!.passportKey].filter(
    (key): key is string => key !== null,
  )
}

/** `PUT` the helper's profile as multipart with these files and text fields. */
export function putProfileFiles(
  t: TestApp,
  helper: { access: string; profile: { uid: string } },
  files: Record<string, FilePart>,
  fields: Record<string, string | string[]> = {},
) {
  const body = multipart(fields, files)
  return t.inject({
    method: 'PUT',
    url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
    headers: { ...bearer(helper.access), ...body.headers },
    payload: body.payload,
  })
}
