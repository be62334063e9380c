/** Every labelKey the hk-labour engine can emit, read from its source; `unresolved` lists expressions it could not read. */
export function engineLabelKeys(repoRoot: string): { keys: string[]; unresolved: string[] }
