import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3'
import { expect, test } from 'vitest'
import { ConfigError, parseConfig, type S3Config } from '../config'
import { createFileStore } from './storage'
import { createS3Store, type S3Sender } from './storage-s3'

const S3: S3Config = {
  bucket: 'hearth-files',
  endpoint: 'http://127.0.0.1:9000',
  region: 'us-east-1',
  accessKeyId: 'id',
  secretAccessKey: 'secret',
  forcePathStyle: true,
}

/** Records each command and answers as the test says (the real server is in the .int test). */
function recordingSender(answer: (command: unknown) => unknown = () => ({})) {
  const sent: unknown[] = []
  const sender = {
    send: async (command: unknown) => {
      sent.push(command)
      return answer(command)
    },
  } as unknown as S3Sender
  return { sent, sender }
}

test('S3_BUCKET turns the S3 store on; every S3_ setting is read', () => {
  expect(parseConfig({}).s3).toBeUndefined()
  expect(parseConfig({ S3_BUCKET: 'hearth-files' }).s3).toEqual({
    bucket: 'hearth-files',
    endpoint: undefined,
    region: 'us-east-1',
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: false,
  })
  expect(
    parseConfig({
      S3_BUCKET: 'hearth-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'ap-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3,
  ).toEqual({ ...S3, region: 'ap-east-1' })
})

test('a half-done S3 setting is refused at start-up, naming each variable', () => {
  expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
    /S3_ENDPOINT: needs S3_BUCKET/,
  )
  expect(() => parseConfig({ S3_BUCKET: 'hearth-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
    /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/,
  )
  expect(() => parseConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(ConfigError)
  expect(() => parseConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'nowhere' })).toThrow(/S3_ENDPOINT/)
  expect(() => parseConfig({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
    /S3_FORCE_PATH_STYLE/,
  )
})

test('put, read and remove send the matching commands for the configured bucket', async () => {
  const body = Readable.from([Buffer.from('%PDF-1.4')])
  const { sent, sender } = recordingSender((command) =>
    command instanceof GetObjectCommand ? { Body: body, ContentLength: 8 } : {},
  )
  const store = createS3Store(S3, sender)
  const key = await store.put('employment-documents', 'pdf', Buffer.from('%PDF-1.4'))
  expect(key).toMatch(/^employment-documents\/[A-Za-z0-9_-]+\.pdf$/)
  const file = await store.read(key)
  expect(file).toEqual({ stream: body, size: 8 })
  await store.remove(key)
  await store.remove(null)

  expect(sent).toHaveLength(3)
  const [put, get, remove] = sent as [PutObjectCommand, GetObjectCommand, DeleteObjectCommand]
  expect(put).toBeInstanceOf(PutObjectCommand)
  expect(put.input).toMatchObject({
    Bucket: 'hearth-files',
    Key: key,
    ContentLength: 8,
    ContentType: 'application/octet-stream',
  })
  expect(put.input).not.toHaveProperty('ACL')
  expect(get).toBeInstanceOf(GetObjectCommand)
  expect(get.input).toEqual({ Bucket: 'hearth-files', Key: key })
  expect(remove).toBeInstanceOf(DeleteObjectCommand)
  expect(remove.input).toEqual({ Bucket: 'hearth-files', Key: key })
})

test('a missing object reads as undefined; other failures are thrown; odd keys are refused', async () => {
  const missing = createS3Store(
    S3,
    recordingSender(() => {
      throw new NoSuchKey({ message: 'gone', $metadata: { httpStatusCode: 404 } })
    }).sender,
  )
  expect(await missing.read('photos/abc.webp')).toBeUndefined()

  const failing = createS3Store(
    S3,
    recordingSender(() => {
      throw new Error('connection refused')
    }).sender,
  )
  await expect(failing.read('photos/abc.webp')).rejects.toThrow('connection refused')

  const { sent, sender } = recordingSender()
  const store = createS3Store(S3, sender)
  for (const key of ['../etc/passwd', '/photos/a.webp', 'photos/../a.webp', 'a b/c.pdf'])
    await expect(store.read(key)).rejects.toThrow(/invalid storage key/)
  expect(sent).toEqual([])
})

test('without S3_BUCKET files stay on disk under DATA_DIR', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-store-'))
  try {
    const store = createFileStore({ dataDir, s3: undefined })
    const key = await store.put('leave-documents', 'pdf', Buffer.from('%PDF-1.4'))
    const file = await store.read(key)
    expect(file?.size).toBe(8)
    file?.stream.destroy()
    await store.remove(key)
    expect(await store.read(key)).toBeUndefined()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
