import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'

type Mail = { to: string; subject: string; text: string }

function readOutbox(): Mail[] {
  const dir = join(process.env.HEARTH_E2E_DATA ?? '', 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
  } catch {
    return []
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail)
}

/** Waits for an e-mail to `to` and returns the first link in it that contains `path`. */
export async function linkFromOutbox(to: string, path: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(() => {
      const mail = readOutbox()
        .filter((m) => m.to === to)
        .at(-1)
      link = mail?.text.match(new RegExp(`https?://\\S*${path}\\S*`))?.[0]
      return link
    })
    .toBeTruthy()
  return link!
}

let counter = 0
export function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}.${Date.now()}.${counter}@example.com`
}
