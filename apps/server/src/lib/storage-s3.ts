import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { S3Config } from '../config'
import type { FileStore } from './file-store'
import { newUid } from './tokens'

/** The part of `S3Client` the store uses (tests hand in a recording fake or a real client). */
export type S3Sender = Pick<S3Client, 'send'>

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  })
}

/** Keys are made here (`folder/uid.ext`); one read back from the database must look the same. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`)
  return key
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  )
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, Ceph…) behind the same interface as the disk store,
 * with the same keys: objects are private (no ACL is set; the bucket's policy must not make them
 * public) and are served only through the app's authorised routes.
 */
export function createS3Store(
  config: S3Config,
  client: S3Sender = createS3Client(config),
): FileStore {
  const Bucket = config.bucket
  return {
    put: async (folder, extension, data) => {
      const key = checkedKey(`${folder}/${newUid()}.${extension}`)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: 'application/octet-stream',
        }),
      )
      return key
    },
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }))
        if (!(object.Body instanceof Readable)) return undefined
        return { stream: object.Body, size: object.ContentLength ?? 0 }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    remove: async (key) => {
      if (!key) return
      // S3 answers 204 for a key that is already gone, as the disk store ignores a missing file.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }))
    },
  }
}
