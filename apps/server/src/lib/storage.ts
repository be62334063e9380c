import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { Config } from '../config'
import type { FileStore } from './file-store'
import { newUid } from './tokens'

export type { FileStore } from './file-store'

/** Local disk under `DATA_DIR/uploads`. */
export function createDiskStore(dataDir: string): FileStore {
  const root = resolve(dataDir, 'uploads')
  function pathOf(key: string): string {
    const path = resolve(root, key)
    // Keys come from the database, but a key must never walk out of the uploads folder.
    if (!path.startsWith(root + sep)) throw new Error(`invalid storage key: ${key}`)
    return path
  }
  return {
    put: async (folder, extension, data) => {
      const key = join(folder, `${newUid()}.${extension}`)
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, data, { mode: 0o600 })
      return key
    },
    read: async (key) => {
      const path = pathOf(key)
      try {
        const { size } = await stat(path)
        return { stream: createReadStream(path), size }
      } catch {
        return undefined
      }
    },
    remove: async (key) => {
      if (key) await rm(pathOf(key), { force: true })
    },
  }
}

/**
 * The store the configuration names: an S3-compatible bucket when `S3_BUCKET` is set, else the
 * disk under DATA_DIR. The AWS SDK is loaded on the first file operation, so a server on local
 * disk never loads it.
 */
export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  const s3 = config.s3
  if (!s3) return createDiskStore(config.dataDir)
  let store: Promise<FileStore> | undefined
  const load = () =>
    (store ??= import('./storage-s3').then(({ createS3Store }) => createS3Store(s3)))
  return {
    put: async (folder, extension, data) => (await load()).put(folder, extension, data),
    read: async (key) => (await load()).read(key),
    remove: async (key) => (await load()).remove(key),
  }
}
