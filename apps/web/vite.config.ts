import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { compression } from 'vite-plugin-compression2'

const API_TARGET = 'http://localhost:3000'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each text file; the server sends the one the browser accepts
    // (@fastify/static preCompressed), so nothing is compressed per request.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      exclude: /(^|\/)\.vite\//,
      threshold: 512,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  // The server entry (entry-server.tsx, built with --ssr to dist-ssr) keeps npm packages external
  // and bundles the workspace packages, which ship TypeScript.
  ssr: { noExternal: ['@hearth/shared', '@hearth/hk-labour'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/size-budget.mjs adds up what each page loads from it.
    manifest: true,
    // No <link rel="modulepreload"> in index.html and no preload helper around lazy imports: a
    // server-rendered page paints from its HTML and CSS alone, and preloading ≈40 scripts beside
    // the stylesheet delayed that paint (Lighthouse FCP 2.1 → 1.5 s without them) while the
    // helper's link insertions were a long task during start-up (ADR 0018, bench/README.md).
    // The browser fetches a chunk's imports when it reads the chunk.
    modulePreload: false,
    // Every page is a React.lazy chunk (app/pages.ts), so the entry chunk holds only the shell.
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest', './src/test-setup.ts'],
    // Long forms in jsdom take seconds on a loaded 2-core CI machine; 5 s made them flaky.
    testTimeout: 20_000,
    // Test files share their worker's jsdom and module cache: building a fresh environment and
    // importing React, the router and i18n for each of ~50 files took most of the suite's time
    // (8 min against 1.5 min on a loaded 2-core machine). test-setup.ts resets what a file could
    // leave behind: the DOM, storage, the language, fake timers.
    isolate: false,
  },
})
