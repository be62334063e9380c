import sharp from 'sharp'
import { tk } from '@hearth/shared/i18n-keys'
import type { AppError } from './errors'
import { fieldError } from './app-error'

export type DetectedType = {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf'
  extension: string
}

/** The file's type from its first bytes; the name and the declared type are never trusted. */
export function detectFileType(data: Buffer): DetectedType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' }
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', extension: 'png' }
  }
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { mime: 'image/webp', extension: 'webp' }
  }
  if (data.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mime: 'application/pdf', extension: 'pdf' }
  return undefined
}

function refuse(field: string, message: string): AppError {
  return fieldError('unsupported_media_type', field, message)
}

/**
 * A profile photo, re-encoded as WebP: orientation applied, metadata (EXIF, GPS) dropped by the
 * re-encode, at most 1200 px, plus a 320-px square thumbnail for search cards.
 */
export async function processPhoto(
  data: Buffer,
  field = 'photo',
): Promise<{ photo: Buffer; thumbnail: Buffer }> {
  const type = detectFileType(data)
  if (!type || type.mime === 'application/pdf')
    throw refuse(field, tk('The photo must be a JPEG, PNG or WebP image.'))
  try {
    const source = sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate()
    const photo = await source
      .clone()
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
    const thumbnail = await source
      .clone()
      .resize({ width: 320, height: 320, fit: 'cover', position: 'attention' })
      .webp({ quality: 78 })
      .toBuffer()
    return { photo, thumbnail }
  } catch {
    throw refuse(field, tk('The photo could not be read. Try another image.'))
  }
}

/** A passport copy: an image (re-encoded like a photo, metadata dropped) or a PDF kept as sent. */
export async function processPassport(
  data: Buffer,
  field = 'passport',
): Promise<{ data: Buffer; type: DetectedType }> {
  const type = detectFileType(data)
  if (!type)
    throw refuse(field, tk('The passport copy must be a JPEG, PNG or WebP image, or a PDF.'))
  if (type.mime === 'application/pdf') return { data, type }
  try {
    const image = await sharp(data, { failOn: 'error', limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer()
    return { data: image, type: { mime: 'image/jpeg', extension: 'jpg' } }
  } catch {
    throw refuse(field, tk('The passport copy could not be read. Try another file.'))
  }
}
