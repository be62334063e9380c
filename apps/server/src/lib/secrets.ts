import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Config } from '../config'

/**
 * The JWT signing key. Production sets JWT_SECRET (every process must share it); a laptop gets a
 * random key kept in DATA_DIR so sessions survive a restart.
 */
export function loadJwtKey(config: Config, options: { persist: boolean }): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret)
  if (!options.persist) return randomBytes(32)
  const dir = resolve(config.dataDir)
  const file = join(dir, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}
