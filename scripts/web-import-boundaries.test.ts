import { ESLint } from 'eslint'
import { beforeAll, expect, test } from 'vitest'

// The lint rules of eslint.config.js that keep the web's imports one way (docs/style.md): features
// never import each other, and nothing below app/ imports app/.

// Only the import rule runs, on an untyped parse: a typed program takes half a minute to build.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
})

// Loading the config and its plugins is the slow part; do it once, with time to spare.
beforeAll(async () => {
  await eslint.calculateConfigForFile('apps/web/src/features/chat/chat-time.ts')
}, 60_000)

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const FEATURE_FILE = 'apps/web/src/features/chat/chat-time.ts'

test('a feature may not import another feature, however the path is written', async () => {
  const messages = await restricted(
    FEATURE_FILE,
    [
      "import { HelperCard } from '../helpers/helper-card'",
      "import { LoginPage } from '../../features/accounts/login-page'",
      "import { HomePage } from '../home/home-page'",
      'export const used = [HelperCard, LoginPage, HomePage]',
      '',
    ].join('\n'),
  )
  expect(messages).toHaveLength(3)
  for (const message of messages) expect(message).toMatch(/compose them in app\//)
})

test('a feature may import itself, lib and components, but not app/', async () => {
  expect(
    await restricted(
      FEATURE_FILE,
      [
        "import { ChatPage } from './chat-page'",
        "import { useAuth } from '../../lib/auth'",
        "import { Button } from '../../components/ui/button'",
        'export const used = [ChatPage, useAuth, Button]',
        '',
      ].join('\n'),
    ),
  ).toEqual([])
  expect(
    await restricted(
      FEATURE_FILE,
      "import { routes } from '../../app/routes'\nexport const used = routes\n",
    ),
  ).toEqual([expect.stringMatching(/lib and components → features → app/)])
})

test('lib and components import no feature', async () => {
  expect(
    await restricted(
      'apps/web/src/lib/auth.tsx',
      "import { ChatPage } from '../features/chat/chat-page'\nexport const used = ChatPage\n",
    ),
  ).toEqual([expect.stringMatching(/compose them in app\//)])
})
