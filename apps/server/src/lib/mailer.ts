import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { newUid } from './tokens'

let sequence = 0

export type Mail = { to: string; subject: string; text: string; html: string }
export type Mailer = { send(mail: Mail): Promise<void> }

/** Real delivery through SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail })
    },
  }
}

/**
 * Without SMTP every message becomes `DATA_DIR/outbox/<time>-<id>.json` (docs/spec/api-conventions.md).
 * The log names the file, not the link: logs must never carry keys or tokens. The file is written
 * under a `.tmp` name and renamed, so a reader of the folder never sees half a message.
 */
export function createOutboxMailer(dir: string, log: FastifyBaseLogger): Mailer {
  return {
    send: async (mail) => {
      await mkdir(dir, { recursive: true })
      const createdAt = new Date().toISOString()
      sequence += 1
      const stamp = `${createdAt.replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`
      const file = join(dir, `${stamp}-${newUid()}.json`)
      await writeFile(`${file}.tmp`, JSON.stringify({ ...mail, created_at: createdAt }, null, 2))
      await rename(`${file}.tmp`, file)
      log.info({ outbox: file, subject: mail.subject }, 'e-mail written to the outbox')
    },
  }
}
