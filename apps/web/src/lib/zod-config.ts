// Imported first by main.tsx, before any chunk that uses zod runs: zod otherwise probes
// `new Function` to compile fast parsers, which the Content-Security-Policy (no 'unsafe-eval')
// refuses and Chrome reports as a policy violation on every page that loads a form. Parsing stays
// correct without it.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (zod/v4/core/core.js reads it when it
// loads; `z.config` writes it). Setting it here rather than calling `z.config` keeps zod out of
// the entry chunk: visitors' pages without a form never download it. zod-config.test.ts checks
// zod sees the setting.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> }
Object.assign((shared.__zod_globalConfig ??= {}), { jitless: true })

export {}
