import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { ExternalLink, Phone, ShieldAlert } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageFrame } from '../../components/ui/page-frame'
import { SectionCard } from '../../components/ui/section-card'
import { formatHongKongDate } from '../../lib/format-date'
import { isLanguage, DEFAULT_LANGUAGE } from '@hearth/shared/i18n-keys'
import {
  AGENCY_LICENCE_CHECK,
  AGENCY_RULES_SOURCE,
  CONTACT_GROUPS,
  EMPLOYER_COSTS_SOURCE,
  HEARTH_NEVER_ASKS,
  LAST_CHECKED,
  SCAMS,
  type Contact,
  type OfficialLink,
} from './staying-safe-content'

const LIST = 'list-disc space-y-2 pl-5 marker:text-stone-500'
const SUBHEADING = 'mt-6 font-bold text-stone-900'
const SMALL = 'mt-3 text-sm text-stone-600'

/**
 * `/staying-safe` (issue 23): what an agency may charge a helper, what Hearth never asks for,
 * common scams, how to report on Hearth, and official contacts with the pages they come from.
 * Open to everyone and rendered by the server (app/public-pages.ts).
 */
export function StayingSafePage() {
  const { t, i18n } = useTranslation()
  // The language from react-i18next rather than lib/i18n's useLanguage: this page uses no API,
  // and importing lib/i18n here alone would split that module into a chunk of its own on every
  // page (bench/README.md).
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  const checked = formatHongKongDate(LAST_CHECKED, language) ?? LAST_CHECKED

  return (
    <PageFrame
      title={t('Staying safe')}
      width="max-w-3xl"
      intro={
        <p>
          {t(
            'How to spot a scam, what an agency may charge you, and where to get help. For helpers, and for employers too.',
          )}
        </p>
      }
    >
      <div className="space-y-6 break-words text-stone-800">
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 sm:p-5">
          <ShieldAlert aria-hidden="true" className="size-6 shrink-0" />
          <p className="min-w-0 flex-1 font-semibold">{t('In danger now? Call the police.')}</p>
          <a href="tel:999" className={buttonClasses('primary', 'md')}>
            <Phone aria-hidden="true" className="size-4" />
            {t('Call {{number}}', { number: '999' })}
          </a>
        </div>

        <SectionCard title={t('What Hearth never asks for')}>
          <ul className={LIST}>
            {HEARTH_NEVER_ASKS.map((text) => (
              <li key={text}>{t(text)}</li>
            ))}
          </ul>
          <p className="mt-4 font-semibold text-stone-900">
            {t(
              'If anyone in chat asks you for money or for your documents, do not pay and do not send them. Report the message.',
            )}
          </p>
        </SectionCard>

        <SectionCard title={t('What an employment agency may charge you')}>
          <ul className={LIST}>
            <li>
              {t(
                'A Hong Kong employment agency may charge a helper one fee only: at most 10% of her first month’s wages.',
              )}
            </li>
            <li>
              {t(
                'The agency may take it only after it has found you a job. It must not take any money from you before that.',
              )}
            </li>
            <li>
              {t(
                'It must not charge you anything else: no training fee, no processing fee, no visa fee.',
              )}
            </li>
            <li>
              {t(
                'Example: your first month’s wages are HK$5,000. The agency may charge you at most HK$500.',
              )}
            </li>
            <li>{t('Always ask for a receipt when you pay.')}</li>
            <li>
              {t(
                'Every agency must have a licence from the Labour Department. Check the licence before you use an agency.',
              )}
            </li>
          </ul>
          <p className="mt-4">
            <OfficialAnchor link={AGENCY_LICENCE_CHECK} />
          </p>
          <SourceLine link={AGENCY_RULES_SOURCE}>
            {t('The law: Employment Agency Regulations (Cap. 57A), Schedule 2.')}
          </SourceLine>

          <h3 className={SUBHEADING}>{t('What your employer pays')}</h3>
          <ul className={`mt-2 ${LIST}`}>
            <li>
              {t(
                'Your employer pays for your visa, your medical examination, your insurance and the consulate fees. This is part of the Standard Employment Contract.',
              )}
            </li>
            <li>{t('These costs must never be taken from your wages.')}</li>
            <li>
              {t(
                'Employers: pay these costs, or pay your helper back when she shows you the receipts. Never deduct them from her wages.',
              )}
            </li>
          </ul>
          <SourceLine link={EMPLOYER_COSTS_SOURCE} />
        </SectionCard>

        <SectionCard title={t('Common scams')}>
          <div className="space-y-6">
            {SCAMS.map((scam) => (
              <div key={scam.id}>
                <h3 className="font-bold text-stone-900">{t(scam.title)}</h3>
                <div className="mt-2 space-y-2">
                  {scam.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{t(paragraph)}</p>
                  ))}
                </div>
                {scam.link && (
                  <p className="mt-2">
                    <OfficialAnchor link={scam.link} />
                  </p>
                )}
              </div>
            ))}
          </div>
        </SectionCard>

        <SectionCard title={t('How to report on Hearth')}>
          <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-stone-600">
            <li>{t('Press Report on a profile, on a job posting or on a chat message.')}</li>
            <li>{t('In a conversation, press Block to stop someone from writing to you.')}</li>
            <li>{t('Hearth’s team reviews every report.')}</li>
            <li>
              {t('See what happened to your reports:')}{' '}
              <Link to={paths.myReports()} className={LINK_CLASSES}>
                {t('Open My reports')}
              </Link>
            </li>
          </ol>
          <p className="mt-4">
            {t('Lost money, or in danger? Call the police too. The numbers are below.')}
          </p>
        </SectionCard>

        <SectionCard
          title={t('Where to get help')}
          description={t('Each number comes from the official page linked under it.')}
        >
          <div className="space-y-6">
            {CONTACT_GROUPS.map((group) => (
              <div key={group.id}>
                <h3 className="font-bold text-stone-900">{t(group.title)}</h3>
                <ul className="mt-3 space-y-3">
                  {group.contacts.map((contact) => (
                    <ContactItem key={contact.id} contact={contact} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <p className="mt-6 text-sm text-stone-600">
            {t('Numbers and addresses last checked:')}{' '}
            <time dateTime={LAST_CHECKED}>{checked}</time>
          </p>
        </SectionCard>
      </div>
    </PageFrame>
  )
}

function ContactItem({ contact }: { contact: Contact }) {
  const { t } = useTranslation()
  return (
    <li className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h4 className="font-semibold text-stone-900">{t(contact.name)}</h4>
      <p className="mt-1">{t(contact.description)}</p>
      {contact.hours && <p className="mt-1 text-sm text-stone-600">{t(contact.hours)}</p>}
      {(contact.phone || contact.website) && (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          {contact.phone && (
            <a href={`tel:${contact.phone.dial}`} className={buttonClasses('secondary', 'md')}>
              <Phone aria-hidden="true" className="size-4" />
              {t('Call {{number}}', { number: contact.phone.display })}
            </a>
          )}
          {contact.website && (
            <ExternalAnchor href={contact.website.href}>{contact.website.text}</ExternalAnchor>
          )}
        </div>
      )}
      <SourceLine link={contact.source} />
    </li>
  )
}

/** "Official source:" and the page, after an optional sentence naming the law. */
function SourceLine({ link, children }: { link: OfficialLink; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <p className={SMALL}>
      {children ? <>{children} </> : null}
      {t('Official source:')} <OfficialAnchor link={link} />
    </p>
  )
}

function OfficialAnchor({ link }: { link: OfficialLink }) {
  const { t } = useTranslation()
  return <ExternalAnchor href={link.href}>{t(link.label)}</ExternalAnchor>
}

/** A page outside Hearth, opened in a new tab (said to screen readers, as the checklist does). */
function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
      {children} <ExternalLink aria-hidden="true" className="inline size-4" />
      <span className="sr-only">{t('(opens in a new tab)')}</span>
    </a>
  )
}
