import type { Readable } from 'node:stream'

/**
 * Where uploaded files live. Keys are random; files are served only through authorised routes.
 * Its own module, so that `storage-s3.ts` (loaded by `storage.ts` on demand) need not import
 * `storage.ts` back.
 */
export type FileStore = {
  put(folder: string, extension: string, data: Buffer): Promise<string>
  read(key: string): Promise<{ stream: Readable; size: number } | undefined>
  remove(key: string | null | undefined): Promise<void>
}
