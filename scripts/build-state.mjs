// Whether the build is missing or older than its sources: `npm start` builds then, and the
// benchmarks that run the built app decide the same way.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const BUILD_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/server/src',
  'packages/shared/src',
  'packages/hk-labour/src',
]
export const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.mjs',
]

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** 'no build', 'sources newer than the build', or null when the build in `root` is fresh. */
export function staleBuild(root) {
  const builtAt = Math.min(
    ...BUILD_OUTPUTS.map((file) =>
      existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0,
    ),
  )
  if (builtAt === 0) return 'no build'
  const changedAt = Math.max(...BUILD_SOURCES.map((path) => newest(join(root, path))))
  return changedAt > builtAt ? 'sources newer than the build' : null
}
