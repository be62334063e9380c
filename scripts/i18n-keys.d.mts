export const LANGUAGES: readonly ['en', 'zh-TW', 'zh-CN']
export const CATALOG_DIR: string
/** The capability (namespace candidate) of a source file, from its path. */
export function capabilityOf(file: string): string
/** The namespace a key belongs in, given the files that use it. */
export function namespaceFor(files: Iterable<string>): string
/** Every key used in source -> the files (relative, '/'-separated) that use it. */
export function collectUsages(repoRoot: string): Map<string, Set<string>>
export function collectKeys(repoRoot: string): Map<string, string>
/** Every catalog file on disk: language -> namespace -> { key: text }. */
export function readCatalogs(
  repoRoot: string,
): Record<string, Record<string, Record<string, string>>>
