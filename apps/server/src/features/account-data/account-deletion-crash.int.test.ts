import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { MAIN_DETAILS } from '../../test/helper-fixtures'
import { multipart } from '../../test/multipart'
import { startServerProcess, type ServerProcess } from '../../test/server-process'
import { testPhotos } from '../../test/upload-fixtures'

// Issue 25 item 6: a deletion cut short by `kill -9` never leaves a half-deleted account. Real
// server processes on one data folder (the embedded database on disk): a helper asks to delete
// her account, the process is killed at a different moment each time, and the next start must
// show her either untouched (sign-in works, profile and photo served, files kept) or wholly
// deleted (no sign-in, profile 404, her files erased by the start's own pass).

const PASSWORD = 'kowloon-harbour-77'
const DELAYS_MS = [0, 40, 150]

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}

async function call(server: ServerProcess, path: string, init: RequestInit = {}) {
  return fetch(`${server.url}/api/v1${path}`, init)
}

function json(body: unknown, access?: string): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
    body: JSON.stringify(body),
  }
}

/** A verified helper with a published profile and a photo; answers her files on disk. */
async function helperWithPhoto(server: ServerProcess, email: string) {
  const registered = await call(
    server,
    '/hirlab/belmount/registration/',
    json({ username: email, email, password1: PASSWORD, password2: PASSWORD, userType: 'helper' }),
  )
  expect(registered.status).toBe(201)
  const outbox = join(server.dataDir, 'outbox')
  const mail = readdirSync(outbox)
    .map(
      (file) =>
        JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; text: string },
    )
    .find((m) => m.to === email)!
  const key = mail.text.match(/\/verify-email\/([\w-]+)/)![1]!
  expect(
    (await call(server, '/hirlab/belmount/registration/verify-email/', json({ key }))).status,
  ).toBe(200)
  const login = await call(
    server,
    '/hirlab/belmount/login',
    json({ username: email, password: PASSWORD }),
  )
  const { access } = (await login.json()) as { access: string }
  const profile = await call(server, '/helpers/profiles/', json(MAIN_DETAILS, access))
  expect(profile.status).toBe(201)
  const uid = ((await profile.json()) as { data: { uid: string } }).data.uid
  const others = new Set(filesUnder(join(server.dataDir, 'uploads')))
  const photo = multipart({}, { photo: (await testPhotos())[0]! })
  const put = await call(server, `/helpers/profiles/${uid}/`, {
    method: 'PUT',
    headers: { ...photo.headers, authorization: `Bearer ${access}` },
    body: photo.payload,
  })
  expect(put.status).toBe(200)
  // Her files: the photo and its thumbnail.
  const before = new Set(
    filesUnder(join(server.dataDir, 'uploads')).filter((file) => !others.has(file)),
  )
  return { access, uid, before }
}

test('a deletion killed at any moment is, after the next start, either not done at all or done wholly', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-crash-'))
  // The embedded database on disk: the same data whichever run of the suite this is.
  const start = () => startServerProcess({}, { dataDir, without: ['DATABASE_URL'] })
  let server = await start()
  const outcomes: string[] = []
  try {
    for (const [round, delay] of DELAYS_MS.entries()) {
      const email = `crash${round}.${Date.now()}@example.com`
      const helper = await helperWithPhoto(server, email)
      const uploads = join(dataDir, 'uploads')
      const hers = filesUnder(uploads)
      expect(hers.length).toBeGreaterThanOrEqual(2)

      // Ask, then kill -9 the process `delay` ms later, whatever it is doing.
      const asked = fetch(`${server.url}/api/v1/account/`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${helper.access}` },
        body: JSON.stringify({ password: PASSWORD }),
      }).catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, delay))
      await server.kill()
      await asked

      server = await start()
      const signIn = await call(
        server,
        '/hirlab/belmount/login',
        json({ username: email, password: PASSWORD }),
      )
      const profile = await call(server, `/helpers/profiles/${helper.uid}/`)
      const photo = await call(server, `/helpers/profiles/${helper.uid}/photo/`)
      if (signIn.status === 200) {
        outcomes.push(`${delay} ms: not deleted`)
        expect(profile.status).toBe(200)
        expect(photo.status).toBe(200)
        expect(filesUnder(uploads)).toEqual(expect.arrayContaining([...helper.before]))
      } else {
        outcomes.push(`${delay} ms: deleted`)
        expect(signIn.status).toBe(400)
        expect(profile.status).toBe(404)
        expect(photo.status).toBe(404)
        // The start's own pass erases what the killed process left.
        await expect
          .poll(() => filesUnder(uploads).filter((file) => helper.before.has(file)), {
            timeout: 15_000,
          })
          .toEqual([])
      }
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
    console.info(`kill -9 during a deletion: ${outcomes.join('; ')}`)
  }
}, 180_000)
