import type { QueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { matchPath } from 'react-router'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { HelperListPage, HelperProfile } from '@hearth/shared/helpers'
import { LANGUAGES, type Language } from '@hearth/shared/i18n-keys'
import { JOB_LIFETIME_DAYS } from '@hearth/shared/job-options'
import type { JobPosting } from '@hearth/shared/jobs'
import {
  HREFLANGS,
  OG_LOCALES,
  SHARE_CARD_PATHS,
  localizedPath,
  type ApiAnswer,
} from '@hearth/shared/public-urls'
import { apiQueryFrom } from '../features/helpers/search-filters'
import { jobKeys } from '../features/jobs/jobs-api'
import { countryKeys } from '../lib/countries'
import { helperKeys } from '../lib/helper-cache'
import { paths } from '../lib/paths'
import { jsonForHtml } from '../lib/ssr-payload'
import { VISITOR } from '../lib/viewer'

// The pages the server renders for visitors (docs/decisions/0018-server-rendering.md): what
// each one reads from the API before it renders — into the query cache, under the keys its
// components read, so the HTML holds the page's content — and the head tags robots and link
// previews read. Every other page is sent as the app's shell.

/** Calls `GET /api/v1{path}` as a visitor, in the page's language. */
export type FetchApi = (path: string) => Promise<ApiAnswer>

type Loaded = { found: boolean; head: (t: TFunction) => PageHead }

export type PageHead = {
  title: string
  description: string
  /** False: `noindex` (a closed posting, a profile its helper keeps from search engines). */
  indexable?: boolean
  ogType?: 'website' | 'profile' | 'article'
  /** Relative to APP_URL; the site card when absent. */
  image?: string
  /** One structured-data object (a JobPosting). */
  jsonLd?: Record<string, unknown>
}

type Context = {
  /** APP_URL, without a trailing slash. */
  appUrl: string
  language: Language
  client: QueryClient
  fetchApi: FetchApi
  search: URLSearchParams
  params: Record<string, string | undefined>
}

type PublicPage = { pattern: string; load: (context: Context) => Promise<Loaded> }

const DESCRIPTION_LENGTH = 160

/** Puts an API answer in the cache and returns it; undefined when the API shows no such record. */
async function prime(
  { client, fetchApi }: Context,
  key: readonly unknown[],
  path: string,
): Promise<unknown> {
  const answer = await fetchApi(path)
  if (answer.status !== 200) return undefined
  client.setQueryData(key, answer.body)
  return answer.body
}

function plain(head: (t: TFunction) => PageHead): (context: Context) => Promise<Loaded> {
  return () => Promise.resolve({ found: true, head })
}

/** Whitespace folded, cut at a word near `length` with an ellipsis. */
export function summarise(text: string, length = DESCRIPTION_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim()
  if (folded.length <= length) return folded
  const cut = folded.slice(0, length - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

function helperName(profile: HelperProfile): string {
  return [profile.first_name, profile.middle_name, profile.last_name]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
}

const siteHead = (t: TFunction): PageHead => ({
  title: t('Hearth — hire a domestic helper in Hong Kong without agency fees'),
  description: t(
    'Find, hire and employ a foreign domestic helper in Hong Kong without agency fees: search helper profiles, chat, and keep contracts, leave and payroll right.',
  ),
})

function jobPostingData(job: JobPosting, language: Language, appUrl: string) {
  const posted = new Date(job.updated_at)
  const validThrough = new Date(posted.getTime() + JOB_LIFETIME_DAYS * 86_400_000)
  const salary =
    job.budget_lower !== null && job.budget_upper !== null && job.budget_lower !== job.budget_upper
      ? { '@type': 'QuantitativeValue', minValue: job.budget_lower, maxValue: job.budget_upper }
      : job.budget_lower !== null || job.budget_upper !== null
        ? { '@type': 'QuantitativeValue', value: job.budget_lower ?? job.budget_upper }
        : null
  const employer =
    job.employer_profile_details.company_name ||
    job.employer_profile_details.contact_person_name ||
    'Hearth'
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.job_description,
    datePosted: job.created_at,
    validThrough: validThrough.toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.contract_type] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: employer },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location_area ? { addressRegion: DISTRICT_NAMES[job.location_area] } : {}),
        addressCountry: 'HK',
      },
    },
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'HKD',
            value: { ...salary, unitText: 'MONTH' },
          },
        }
      : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: 'Hearth', value: job.uid },
    url: `${appUrl}${localizedPath(language, paths.viewJob(job.uid))}`,
  }
}

/** schema.org employmentType for each of the spec's contract types. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Temporary: 'TEMPORARY',
  Contract: 'CONTRACTOR',
}

/** The districts as Google reads them (structured data is not translated). */
const DISTRICT_NAMES: Record<string, string> = {
  HK_ISLAND: 'Hong Kong Island',
  KOWLOON: 'Kowloon',
  NEW_TERRITORIES: 'New Territories',
  OUTLYING_ISLANDS: 'Outlying Islands',
}

async function jobPage(context: Context): Promise<Loaded> {
  const uid = context.params.uid ?? ''
  const job = (await prime(
    context,
    jobKeys.detail(VISITOR, uid),
    apiPath(API_PATHS.jobs.detail, { uid }),
  )) as JobPosting | undefined
  if (!job) return { found: false, head: notFoundHead }
  const open = job.status === 'ACTIVE'
  return {
    found: true,
    head: (t) => ({
      title: t('{{title}} — domestic helper job in Hong Kong | Hearth', { title: job.job_title }),
      description: summarise(job.job_description),
      indexable: open,
      ogType: 'article',
      image: SHARE_CARD_PATHS.job(job.uid, context.language),
      ...(open ? { jsonLd: jobPostingData(job, context.language, context.appUrl) } : {}),
    }),
  }
}

const notFoundHead = (t: TFunction): PageHead => ({
  title: t('Page not found | Hearth'),
  description: siteHead(t).description,
  indexable: false,
})

const PUBLIC_PAGES: PublicPage[] = [
  {
    pattern: '/',
    load: async (context) => {
      await Promise.all([
        prime(context, ['jobs', 'featured', context.language], API_PATHS.jobs.featured),
        prime(context, ['plans', 'list', context.language], API_PATHS.plans.list),
      ])
      return { found: true, head: siteHead }
    },
  },
  {
    pattern: '/find-helpers',
    load: async (context) => {
      const query = apiQueryFrom(context.search)
      const page = (await prime(
        context,
        helperKeys.list(VISITOR, query),
        `${API_PATHS.helpers.profiles}${query}`,
      )) as HelperListPage | undefined
      return {
        found: true,
        head: (t) => ({
          title: t('Find a domestic helper in Hong Kong | Hearth'),
          description: t(
            'Search domestic helper profiles in Hong Kong by skills, experience, languages and availability. No agency fees.',
          ),
          // Filtered and later pages are variations of the one search page.
          indexable: query === '' && page !== undefined,
        }),
      }
    },
  },
  {
    pattern: '/helper/:id',
    load: async (context) => {
      const id = context.params.id ?? ''
      const [profile] = (await Promise.all([
        prime(context, helperKeys.detail(VISITOR, id), apiPath(API_PATHS.helpers.profile, { id })),
        prime(context, countryKeys.list(context.language), API_PATHS.countries.list),
      ])) as [HelperProfile | undefined, unknown]
      if (!profile || profile.isDraft) return { found: false, head: notFoundHead }
      const name = helperName(profile)
      return {
        found: true,
        head: (t) => ({
          title: t('{{name}} — domestic helper in Hong Kong | Hearth', { name }),
          description: profile.about_me?.trim()
            ? summarise(profile.about_me)
            : t(
                "{{name}}'s profile on Hearth: skills, experience, languages and availability of a domestic helper in Hong Kong.",
                { name },
              ),
          indexable: profile.show_in_search_engines !== false,
          ogType: 'profile',
          image: SHARE_CARD_PATHS.helper(profile.uid, context.language),
        }),
      }
    },
  },
  { pattern: '/view-job/:uid', load: jobPage },
  { pattern: '/jobs/:uid', load: jobPage },
  {
    pattern: '/faq',
    load: async (context) => {
      await prime(context, ['plans', 'list', context.language], API_PATHS.plans.list)
      return {
        found: true,
        head: (t) => ({
          title: t('Frequently asked questions | Hearth'),
          description: t(
            'Answers about hiring and employing a domestic helper with Hearth: plans, chat, contracts, leave, payroll and termination.',
          ),
        }),
      }
    },
  },
  {
    pattern: '/staying-safe',
    load: plain((t) => ({
      title: t('Staying safe: scams, agency fees and where to get help | Hearth'),
      description: t(
        'For domestic helpers and employers in Hong Kong: what an agency may charge, what Hearth never asks for, common scams, how to report, and official hotlines.',
      ),
    })),
  },
  ...['/privacy', '/privacy/en', '/privacy/zh-TW', '/privacy/zh-CN'].map((pattern) => ({
    pattern,
    load: plain((t) => ({
      title: t('Privacy policy | Hearth'),
      description: t('How Hearth collects, uses and protects personal data.'),
    })),
  })),
  {
    pattern: '/terms',
    load: plain((t) => ({
      title: t('Terms of use | Hearth'),
      description: t('The terms of using Hearth, for employers and for domestic helpers.'),
    })),
  },
  {
    pattern: '/login',
    load: plain((t) => ({
      title: t('Sign in | Hearth'),
      description: siteHead(t).description,
    })),
  },
  {
    pattern: '/register',
    load: plain((t) => ({
      title: t('Create an account | Hearth'),
      description: t(
        'Create a free Hearth account: employers find and hire domestic helpers; helpers find jobs without placement fees.',
      ),
    })),
  },
]

/** The server-rendered page at `path` (a spec path without the language prefix), if any. */
export function findPublicPage(
  path: string,
): { load: (context: Omit<Context, 'params'>) => Promise<Loaded> } | null {
  for (const page of PUBLIC_PAGES) {
    const match = matchPath({ path: page.pattern, end: true }, path)
    if (match) return { load: (context) => page.load({ ...context, params: match.params }) }
  }
  return null
}

export { notFoundHead }

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}

/**
 * The head tags of a page in `language` at spec path `path` (query string included when it
 * matters): title, description, canonical, every language's alternate, Open Graph and Twitter.
 */
export function headTags(
  head: PageHead,
  { appUrl, language, path }: { appUrl: string; language: Language; path: string },
): string {
  const url = (lang: Language) => `${appUrl}${localizedPath(lang, path)}`
  const image = `${appUrl}${head.image ?? SHARE_CARD_PATHS.site(language)}`
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.indexable === false ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${escapeHtml(url(language))}" />`,
    ...LANGUAGES.map(
      (lang) =>
        `<link rel="alternate" hreflang="${HREFLANGS[lang]}" href="${escapeHtml(url(lang))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}" />`,
    `<meta property="og:site_name" content="Hearth" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url(language))}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    ...LANGUAGES.filter((lang) => lang !== language).map(
      (lang) => `<meta property="og:locale:alternate" content="${OG_LOCALES[lang]}" />`,
    ),
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:type" content="image/jpeg" />',
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    head.jsonLd ? `<script type="application/ld+json">${jsonForHtml(head.jsonLd)}</script>` : '',
  ]
  return tags.filter(Boolean).join('\n    ')
}
