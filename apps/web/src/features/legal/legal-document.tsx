import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { languageNames, legalLabels } from './legal-labels'
import {
  LAST_UPDATED_ISO,
  LEGAL_LANGUAGES,
  type LegalDocumentContent,
  type LegalLanguage,
} from './legal-types'

type LegalDocumentProps = {
  /** Prefix for the ids this component adds itself, e.g. 'privacy' → 'privacy-title'. */
  slug: string
  language: LegalLanguage
  content: LegalDocumentContent
  /** Route of this document in another language; without it no language links are shown. */
  variantPath?: (language: LegalLanguage) => string
  /** Another document to point to at the end. */
  related?: { to: string; label: string }
}

// Matches the app's inline links (orange-800 on white/stone-50 meets WCAG AA).
const linkClass =
  'text-orange-800 underline underline-offset-2 hover:text-orange-900 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 print:text-black print:no-underline'

// E-mail addresses and www. addresses in the prose become links.
const ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|www\.[\w-]+(?:\.[\w-]+)+)/

function withLinks(text: string): ReactNode[] {
  return text.split(ADDRESS).map((part, index) => {
    if (index % 2 === 0) return part
    const href = part.includes('@') ? `mailto:${part}` : `https://${part}`
    return (
      <a key={index} href={href} className={linkClass}>
        {part}
      </a>
    )
  })
}

/** Renders one legal document (privacy policy, terms) in one language. */
export function LegalDocument({
  slug,
  language,
  content,
  variantPath,
  related,
}: LegalDocumentProps) {
  const labels = legalLabels[language]
  const titleId = `${slug}-title`
  const languagesLabelId = `${slug}-languages-label`
  // Chinese text reads better with more space between lines.
  const leading = language === 'en' ? 'leading-7' : 'leading-8'

  return (
    <article
      lang={language}
      aria-labelledby={titleId}
      className={`mx-auto w-full max-w-3xl px-4 py-8 text-base break-words text-stone-800 sm:px-6 sm:py-12 print:max-w-none print:px-0 print:py-0 print:text-[11pt] print:text-black ${leading}`}
    >
      <title>{`${content.title} · Hearth`}</title>

      <header className="border-b border-stone-200 pb-6">
        <h1
          id={titleId}
          className="text-3xl leading-tight font-bold tracking-tight text-balance text-stone-900 sm:text-4xl print:text-black"
        >
          {content.title}
        </h1>
        <p className="mt-3 text-sm text-stone-600 print:text-black">
          {labels.lastUpdatedPrefix}
          <time dateTime={LAST_UPDATED_ISO}>{labels.lastUpdatedDate}</time>
        </p>
        {variantPath ? (
          <nav
            aria-labelledby={languagesLabelId}
            className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm print:hidden"
          >
            <span id={languagesLabelId} className="text-stone-600">
              {labels.otherLanguages}
            </span>
            <ul className="flex flex-wrap gap-2">
              {LEGAL_LANGUAGES.map((variant) => {
                const current = variant === language
                return (
                  <li key={variant}>
                    <Link
                      to={variantPath(variant)}
                      lang={variant}
                      hrefLang={variant}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-block rounded-full border px-3 py-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${
                        current
                          ? 'border-orange-700 bg-orange-700 font-semibold text-white'
                          : 'border-stone-300 text-stone-800 hover:border-orange-700 hover:text-orange-900'
                      }`}
                    >
                      {languageNames[variant]}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
        ) : null}
      </header>

      {content.intro.map((paragraph, index) => (
        <p key={index} className="mt-6">
          {withLinks(paragraph)}
        </p>
      ))}

      <nav
        aria-label={labels.contents}
        className="mt-8 rounded-lg border border-stone-200 bg-stone-50 p-5 print:border-stone-400 print:bg-transparent"
      >
        <p className="font-semibold text-stone-900 print:text-black">{labels.contents}</p>
        <ol className="mt-3 list-decimal space-y-1 pl-6 marker:text-stone-500 sm:columns-2 sm:gap-8">
          {content.sections.map((section) => (
            <li key={section.id} className="break-inside-avoid">
              <a href={`#${section.id}`} className={linkClass}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {content.sections.map((section, index) => (
        <section key={section.id} className="mt-10">
          <h2
            id={section.id}
            className="text-xl leading-snug font-semibold text-stone-900 break-after-avoid sm:text-2xl print:text-black"
          >
            <span className="tabular-nums">{index + 1}.</span> {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i} className="mt-4">
              {withLinks(paragraph)}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-stone-400">
              {section.bullets.map((bullet, i) => (
                <li key={i} className="pl-1 break-inside-avoid">
                  {withLinks(bullet)}
                </li>
              ))}
            </ul>
          ) : null}
          {section.closing?.map((paragraph, i) => (
            <p key={i} className="mt-4">
              {withLinks(paragraph)}
            </p>
          ))}
        </section>
      ))}

      <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-stone-200 pt-6 text-sm">
        {related ? (
          <Link to={related.to} className={linkClass}>
            {related.label}
          </Link>
        ) : (
          <span />
        )}
        <a href={`#${titleId}`} className={`${linkClass} print:hidden`}>
          {labels.backToTop}
        </a>
      </footer>
    </article>
  )
}
