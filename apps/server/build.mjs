// Bundles the server and the workspace packages it imports into dist/server.mjs; npm dependencies
// stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
// Workspace packages (@hearth/*) ship TypeScript source: they are bundled, never external.
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@hearth/'))
  .flatMap((name) => [name, `${name}/*`])

// `--outfile <path>` builds elsewhere (scripts/size-budget.mjs builds into a temporary folder).
const outfileArg = process.argv.indexOf('--outfile')
const outfile =
  outfileArg > 0
    ? process.argv[outfileArg + 1]
    : new URL('./dist/server.mjs', import.meta.url).pathname

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Bundled CommonJS dependencies (none today) would need `require`.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
})
