import { readFileSync } from 'node:fs'
import semver from 'semver'
import { expect, test } from 'vitest'

// The README promises Node 20.19+ (package.json "engines"), and CI runs Node 20: every installed
// package must accept the oldest Node we promise, or `npm ci` warns EBADENGINE and the package
// may use what that Node lacks (issue 27 item 14: cookie@2 and content-disposition@3 want 22).

const ROOT = new URL('..', import.meta.url)
const read = (path: string) => JSON.parse(readFileSync(new URL(path, ROOT), 'utf8')) as unknown

test('every package in the lock file runs on the oldest Node the README promises', () => {
  const { engines } = read('package.json') as { engines: { node: string } }
  const oldest = semver.minVersion(engines.node)!.version
  expect(oldest).toBe('20.19.0')
  const { packages } = read('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: { node?: unknown } }>
  }
  const refusing = Object.entries(packages)
    .filter(([, entry]) => typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(oldest, entry.engines!.node as string))
    .map(([path, entry]) => `${path}@${entry.version}: node ${String(entry.engines!.node)}`)
  expect(refusing).toEqual([])
})
