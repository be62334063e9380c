import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { PageRenderer } from '@hearth/shared/public-urls'
import type { WebPages } from '../features/public-pages/page-rendering'

const WEB_ROOT = resolve(import.meta.dirname, '../../../web')

/**
 * The web app's page renderer loaded from its sources through Vite (no build needed), with the
 * source index.html as the template: what the integration suite renders pages with.
 */
export async function loadSourcePages(): Promise<WebPages & { close: () => Promise<void> }> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: resolve(WEB_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  })
  const renderer = (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageRenderer
  return {
    template: readFileSync(resolve(WEB_ROOT, 'index.html'), 'utf8'),
    renderer,
    close: () => vite.close(),
  }
}
