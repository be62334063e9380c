import type { Mail } from './mailer'

// The plain e-mails the features send (through the task queue, in the receiver's language):
// paragraphs of text and a link, as text and as HTML.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Paragraphs, then the link on its own. */
export function composeMail(to: string, subject: string, lines: string[], link: string): Mail {
  const text = [...lines, link].join('\n\n')
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n')
  return { to, subject, text, html: `<!doctype html><html><body>${html}</body></html>` }
}
