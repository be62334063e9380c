import { config } from 'zod/v4/core'

// Imported first by main.tsx, before any schema is built: zod otherwise probes `new Function` to
// compile fast parsers, which the Content-Security-Policy (no 'unsafe-eval') refuses and Chrome
// reports as a policy violation on every page that loads a form. Parsing stays correct without it.
// (zod/v4/core's `config` is the one `z.config` calls, without the rest of zod in the entry chunk.)
config({ jitless: true })
