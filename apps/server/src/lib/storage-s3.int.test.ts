import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { text } from 'node:stream/consumers'
import type { S3Client } from '@aws-sdk/client-s3'
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { parseConfig } from '../config'
import {
  documentFields,
  download,
  PDF,
  remove,
  uploaded,
} from '../features/documents/documents-fixtures'
import { leaveSetUp } from '../features/leave/leave-fixtures'
import { useTestApp } from '../test/test-app'
import { createS3Client, createS3Store } from './storage-s3'

// The S3 store against a real S3-compatible server on this machine (s3rver, from npm): the
// store's own calls, and a document upload, download and delete through the app with S3_* set.

const BUCKET = 'hearth-test'
const env: Record<string, string> = {
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
}
let server: S3rver | undefined
let directory = ''

// Registered before useTestApp's own beforeAll, so the app starts with the endpoint set.
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'hearth-s3-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  env.S3_ENDPOINT = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await server?.close()
  rmSync(directory, { recursive: true, force: true })
})

const t = useTestApp(env)
vi.setConfig({ testTimeout: 120_000 })

function client(): S3Client {
  return createS3Client(parseConfig(env).s3!)
}

test('the S3 store puts, reads and removes objects in the bucket', async () => {
  const config = parseConfig(env).s3!
  const store = createS3Store(config)
  const data = Buffer.from('%PDF-1.4 stored in S3')
  const key = await store.put('employment-documents', 'pdf', data)
  const object = await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  expect(Buffer.from(await object.Body!.transformToByteArray()).equals(data)).toBe(true)

  const file = await store.read(key)
  expect(file?.size).toBe(data.length)
  expect(await text(file!.stream)).toBe('%PDF-1.4 stored in S3')

  await store.remove(key)
  expect(await store.read(key)).toBeUndefined()
  // Removing again is not an error, as with the disk store.
  await store.remove(key)
  expect(await store.read('employment-documents/never-written.pdf')).toBeUndefined()
})

test('with S3_BUCKET set, a document is stored in the bucket, downloaded and deleted', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const doc = await uploaded(t, helper, documentFields(employment), { file: PDF })
  const [row] = await t.app.deps.db.query.employmentDocuments.findMany({
    where: (d, { eq }) => eq(d.uid, doc.uid),
  })
  const key = row!.fileKey
  const head = await client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
  expect(head.ContentLength).toBe(PDF.data.length)

  const file = await download(t, employer, doc.file)
  expect(file.statusCode).toBe(200)
  expect(file.rawPayload.equals(PDF.data)).toBe(true)

  expect((await remove(t, employer, doc.uid)).statusCode).toBe(200)
  await expect(
    client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })),
  ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } })
})
