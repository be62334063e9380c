import { tk } from '@hearth/shared/i18n-keys'

// `/staying-safe` (issue 23): what an agency may charge, what Hearth never asks for, common scams,
// how to report, and official contacts. Texts are i18n keys (namespace `staying-safe`), written
// in short sentences for a helper who reads English as a second language. Phone numbers and web
// addresses are data, the same in every language, each with the official page it was checked on.

/** The day every number and address below was last checked against its official page. */
export const LAST_CHECKED = '2026-11-28'

/** A link to a page outside Hearth; `label` is an i18n key. */
export type OfficialLink = { href: string; label: string }

export type Contact = {
  id: string
  name: string
  description: string
  hours: string | null
  /** As written (`2157 9537`) and as dialled (`+85221579537`). */
  phone: { display: string; dial: string } | null
  /** The service's own site: the address is shown as written, not translated. */
  website: { href: string; text: string } | null
  /** The official page the number and address were checked on. */
  source: OfficialLink
}

export type ContactGroup = { id: string; title: string; contacts: readonly Contact[] }

/** Labour Department page listing its hotlines, 2157 9537 and 2717 1771 among them. */
const LABOUR_HOTLINES_PAGE = 'https://www.labour.gov.hk/eng/tele/content.htm'

export const CONTACT_GROUPS: readonly ContactGroup[] = [
  {
    id: 'labour',
    title: tk('Labour Department'),
    contacts: [
      {
        id: 'fdh-hotline',
        name: tk('Hotline for Foreign Domestic Helpers'),
        description: tk(
          'Your rights at work. Problems with your employer or your agency. Complaints.',
        ),
        hours: tk(
          '24 hours. Interpreters for Tagalog, Bahasa Indonesia and other languages from 8 am to 10 pm, except public holidays.',
        ),
        phone: { display: '2157 9537', dial: '+85221579537' },
        website: {
          href: 'https://www.fdh.labour.gov.hk/en/home.html',
          text: 'www.fdh.labour.gov.hk',
        },
        source: {
          href: LABOUR_HOTLINES_PAGE,
          label: tk('Labour Department: comments, enquiries and complaints'),
        },
      },
      {
        id: 'agencies-administration',
        name: tk('Employment Agencies Administration'),
        description: tk(
          'Report an agency that has no licence or that charges you too much. Check an agency’s licence.',
        ),
        hours: null,
        phone: { display: '2115 3667', dial: '+85221153667' },
        website: { href: 'https://www.eaa.labour.gov.hk/en/', text: 'www.eaa.labour.gov.hk' },
        source: {
          href: 'https://www.info.gov.hk/gia/general/201702/14/P2017021400371p.htm',
          label: tk('Government press release: enquiries and complaints about employment agencies'),
        },
      },
      {
        id: 'labour-enquiry',
        name: tk('Labour Department enquiry hotline'),
        description: tk('Questions about labour law and the Labour Department’s services.'),
        hours: tk('24 hours, answered by 1823.'),
        phone: { display: '2717 1771', dial: '+85227171771' },
        website: null,
        source: {
          href: LABOUR_HOTLINES_PAGE,
          label: tk('Labour Department: comments, enquiries and complaints'),
        },
      },
    ],
  },
  {
    id: 'police',
    title: tk('Hong Kong Police'),
    contacts: [
      {
        id: 'emergency',
        name: tk('Police emergency'),
        description: tk('You are in danger, or a crime is happening now.'),
        hours: tk('24 hours.'),
        phone: { display: '999', dial: '999' },
        website: null,
        source: {
          href: 'https://www.police.gov.hk/ppp_en/01_about_us/pp_operation.html',
          label: tk('Hong Kong Police: the 999 emergency call service'),
        },
      },
      {
        id: 'anti-scam',
        name: tk('Anti-Scam Helpline 18222'),
        description: tk(
          'Not sure if something is a scam? Lost money to a scammer? The police’s Anti-Deception Coordination Centre can help.',
        ),
        hours: tk('24 hours.'),
        phone: { display: '18222', dial: '18222' },
        website: { href: 'https://www.adcc.gov.hk/', text: 'www.adcc.gov.hk' },
        source: {
          href: 'https://www.adcc.gov.hk/en-hk/about-us.html',
          label: tk('Anti-Deception Coordination Centre: about us'),
        },
      },
      {
        id: 'scameter',
        name: tk('Scameter'),
        description: tk(
          'Check a phone number, a link, a bank account or an app account name before you pay or reply.',
        ),
        hours: null,
        phone: null,
        website: { href: 'https://cyberdefender.hk/en-us/scameter/', text: 'cyberdefender.hk' },
        source: {
          href: 'https://cyberdefender.hk/en-us/scameter/',
          label: tk('CyberDefender (Hong Kong Police): Scameter'),
        },
      },
    ],
  },
]

export type Scam = {
  id: string
  title: string
  paragraphs: readonly string[]
  /** Official advice about this scam. */
  link: OfficialLink | null
}

export const SCAMS: readonly Scam[] = [
  {
    id: 'job-fee',
    title: tk('A job that asks you for a fee'),
    paragraphs: [
      tk(
        'Someone offers you a job. Then they ask for a “processing”, “training” or “visa” fee, or for a deposit.',
      ),
      tk('A real employer does not ask you for money. Do not pay.'),
    ],
    link: null,
  },
  {
    id: 'task-job',
    title: tk('Part-time “task” jobs'),
    paragraphs: [
      tk(
        'A message says you can earn money on your phone: like videos, rate products or add things to a shopping cart. “Earn HK$500 a day.”',
      ),
      tk(
        'First they pay you a little. Then they ask for a deposit to get bigger tasks. Then they keep your money and disappear.',
      ),
      tk('The police warn that this is one of the scams that catch helpers most often.'),
      tk(
        'Remember: in Hong Kong a helper may work only for the employer named on her visa. Any part-time job is against the law.',
      ),
    ],
    link: {
      href: 'https://www.adcc.gov.hk/en-hk/alerts-detail/alerts-1509000900093759490.html',
      label: tk('Police warning about fake “click farm” jobs'),
    },
  },
  {
    id: 'loans',
    title: tk('Loan sharks and “salary advance” offers'),
    paragraphs: [
      tk(
        'Some lenders offer a fast loan or a “salary advance”. Some have no licence, charge very high interest, or want to keep your passport.',
      ),
      tk(
        'Never give your passport or HKID card to a lender. Talk to someone you trust before you borrow.',
      ),
    ],
    link: null,
  },
  {
    id: 'documents',
    title: tk('Requests for your passport or HKID card'),
    paragraphs: [
      tk(
        'Do not send a photo or a copy of your passport, HKID card or bank card to anyone you do not know. Scammers use them to borrow money or open bank accounts in your name.',
      ),
      tk(
        'Never give your passport to anyone to keep. Your employer and your agency must not keep it.',
      ),
    ],
    link: null,
  },
  {
    id: 'whatsapp',
    title: tk('“Let’s talk on WhatsApp”'),
    paragraphs: [
      tk(
        'A scammer may ask you to leave Hearth and talk on WhatsApp or another app. Then they ask you to send money.',
      ),
      tk(
        'Keep your conversations on Hearth. Never send money to someone you met online. Not sure? Check their phone number on Scameter first.',
      ),
    ],
    link: null,
  },
]

/** What Hearth never asks for, in chat or anywhere else. */
export const HEARTH_NEVER_ASKS: readonly string[] = [
  tk('Hearth never asks you to pay a fee, a deposit, or a training or processing charge in chat.'),
  tk('Hearth never asks for a copy of your passport, HKID card or bank card in chat.'),
  tk('Hearth never asks you to pay anyone outside Hearth.'),
  tk(
    'Helpers never pay Hearth. Employers pay only for Hearth’s own plans, on Hearth’s checkout page.',
  ),
]

/** The Employment Agency Regulations (Cap. 57A), Schedule 2, as the Labour Department explains them. */
export const AGENCY_RULES_SOURCE: OfficialLink = {
  href: 'https://www.eaa.labour.gov.hk/en/helpers.html',
  label: tk('Employment Agencies Portal: for foreign domestic helpers'),
}

/** Where to check that an agency holds a licence. */
export const AGENCY_LICENCE_CHECK: OfficialLink = {
  href: 'https://www.eaa.labour.gov.hk/en/looking.html',
  label: tk('Check an agency’s licence on the Employment Agencies Portal'),
}

/** The costs of documentation the employer pays (Standard Employment Contract, ID 407). */
export const EMPLOYER_COSTS_SOURCE: OfficialLink = {
  href: 'https://www.labour.gov.hk/eng/public/wcp/FDHguide.pdf',
  label: tk('Labour Department guide for employers and helpers (PDF)'),
}
