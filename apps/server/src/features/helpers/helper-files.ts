import { tk } from '@hearth/shared/i18n-keys'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { processPassport, processPhoto } from '../../lib/uploads'
import type { HelperRow } from './helpers.presenter'

export type Uploads = { photo?: Buffer; passport?: Buffer; removePhoto?: boolean }

/** The columns that name stored files; a write that changes one replaces a file. */
export type FileKeys = Pick<HelperRow, 'photoKey' | 'thumbnailKey' | 'passportKey'>
const KEY_COLUMNS = ['photoKey', 'thumbnailKey', 'passportKey'] as const

/** Column changes for the uploads, and the files this request wrote for them. */
export type NewFiles = { changes: Partial<HelperRow>; written: string[] }

export async function removeFiles(
  deps: AppDeps,
  keys: (string | null | undefined)[],
): Promise<void> {
  await Promise.allSettled(keys.map((key) => deps.files.remove(key)))
}

/**
 * Checks and re-encodes every upload before writing any, so a refused passport leaves no photo
 * behind; if a write fails, the files already written are removed.
 */
export async function writeUploads(deps: AppDeps, uploads: Uploads): Promise<NewFiles> {
  const photo = uploads.photo ? await processPhoto(uploads.photo) : undefined
  const passport = uploads.passport ? await processPassport(uploads.passport) : undefined
  const changes: Partial<HelperRow> = {}
  const written: string[] = []
  const put = async (folder: string, extension: string, data: Buffer) => {
    const key = await deps.files.put(folder, extension, data)
    written.push(key)
    return key
  }
  try {
    if (photo) {
      changes.photoKey = await put('photos', 'webp', photo.photo)
      changes.thumbnailKey = await put('photos', 'webp', photo.thumbnail)
    } else if (uploads.removePhoto) {
      changes.photoKey = null
      changes.thumbnailKey = null
    }
    if (passport) {
      changes.passportKey = await put('passports', passport.type.extension, passport.data)
      changes.passportType = passport.type.mime
    }
  } catch (error) {
    await removeFiles(deps, written)
    throw error
  }
  return { changes, written }
}

/** Runs the write that records `files`; when it fails, the files are removed with it. */
export async function keepFilesIfSaved<T>(
  deps: AppDeps,
  files: NewFiles,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save()
  } catch (error) {
    await removeFiles(deps, files.written)
    throw error
  }
}

/**
 * Saves new files by compare-and-swap on the row's file keys: `save(expected)` writes only while
 * the row still names `expected`'s files, and answers undefined otherwise. Two requests changing
 * the photo at once therefore never both replace the same file, leaving the other's new one
 * unreferenced: the loser re-reads and tries again, and each successful write deletes exactly the
 * files it replaced. When anything fails, this request's new files are removed.
 */
export async function saveReplacingFiles<T extends FileKeys>(
  deps: AppDeps,
  files: NewFiles,
  current: FileKeys,
  steps: {
    save: (expected: FileKeys) => Promise<T | undefined>
    reread: () => Promise<FileKeys | undefined>
    missing: () => Error
  },
): Promise<T> {
  return keepFilesIfSaved(deps, files, async () => {
    let expected: FileKeys | undefined = current
    // Each retry follows another request's successful write, so this ends; the bound is a guard.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (!expected) throw steps.missing()
      const row = await steps.save(expected)
      if (row) {
        const was = expected
        await removeFiles(
          deps,
          KEY_COLUMNS.filter(
            (column) => column in files.changes && was[column] !== row[column],
          ).map((column) => was[column]),
        )
        return row
      }
      expected = await steps.reread()
    }
    throw new AppError('conflict', tk('The profile changed while saving. Please try again.'))
  })
}

export function fileKeysOf(row: FileKeys): FileKeys {
  return { photoKey: row.photoKey, thumbnailKey: row.thumbnailKey, passportKey: row.passportKey }
}
