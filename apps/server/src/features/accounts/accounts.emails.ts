import type { Language } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { Mail } from '../../lib/mailer'
import { escapeHtml } from '../../lib/mail-compose'

/** Paragraphs of text, each optionally followed by a link on its own line. */
function compose(to: string, subject: string, blocks: { text: string; link?: string }[]): Mail {
  const text = blocks.map((b) => (b.link ? `${b.text}\n${b.link}` : b.text)).join('\n\n')
  const html = blocks
    .map((b) => {
      const link = b.link ? `<br><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a>` : ''
      return `<p>${escapeHtml(b.text)}${link}</p>`
    })
    .join('\n')
  return { to, subject, text, html: `<!doctype html><html><body>${html}</body></html>` }
}

export function verificationEmail(to: string, lang: Language, link: string): Mail {
  const t = (key: string) => translate(key, lang)
  return compose(to, t('Verify your Hearth e-mail address'), [
    {
      text: t('Welcome to Hearth! Please confirm your e-mail address by opening this link:'),
      link,
    },
    {
      text: t(
        'The link expires in 3 days. If you did not create an account, you can ignore this e-mail.',
      ),
    },
  ])
}

export function alreadyRegisteredEmail(
  to: string,
  lang: Language,
  links: { login: string; reset: string },
): Mail {
  const t = (key: string) => translate(key, lang, { email: to })
  return compose(to, t('Someone tried to create a Hearth account with your e-mail address'), [
    {
      text: t(
        'Someone, perhaps you, tried to register a new Hearth account with {{email}}, which already has an account.',
      ),
    },
    { text: t('Sign in here:'), link: links.login },
    { text: t('Forgot your password? Reset it here:'), link: links.reset },
    { text: t('If this was not you, you can ignore this e-mail.') },
  ])
}

export function passwordResetEmail(to: string, lang: Language, link: string): Mail {
  const t = (key: string) => translate(key, lang)
  return compose(to, t('Reset your Hearth password'), [
    {
      text: t('We received a request to reset your password. Open this link to choose a new one:'),
      link,
    },
    {
      text: t(
        'The link expires in 1 hour and works once. If you did not ask for this, you can ignore this e-mail.',
      ),
    },
  ])
}
