export function collectKeys(repoRoot: string): Map<string, string>
