import { tk } from '@hearth/shared/i18n-keys'
import { paths } from '../../lib/paths'

/** docs/spec/marketplace.md §2 "FAQ page": the category tabs, "all" first. */
export const FAQ_CATEGORIES = [
  { id: 'all', label: tk('All questions') },
  { id: 'general', label: tk('General') },
  { id: 'hiring', label: tk('Hiring process') },
  { id: 'helpers', label: tk('Helpers') },
  { id: 'legal', label: tk('Legal') },
  { id: 'support', label: tk('Support') },
  { id: 'rewards', label: tk('Rewards') },
] as const

export type FaqCategory = Exclude<(typeof FAQ_CATEGORIES)[number]['id'], 'all'>

/**
 * An answer is paragraphs of text; `{{…}}` values are filled in by the page (plan prices come
 * from `@hearth/shared/plans`, never written here). `link` adds a link under the answer.
 */
export type FaqEntry = {
  id: string
  category: FaqCategory
  question: string
  answer: readonly string[]
  link?: { to: string; label: string }
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what-is-hearth',
    category: 'general',
    question: tk('What is Hearth?'),
    answer: [
      tk(
        'Hearth brings Hong Kong families and foreign domestic helpers together directly: employers search helper profiles, post jobs and chat with helpers, and helpers find jobs and apply, without an agency in between.',
      ),
    ],
  },
  {
    id: 'plans',
    category: 'general',
    question: tk('How much does access cost?'),
    answer: [
      tk(
        'Employers pay once for a period of access: {{plans}}. Access lets you chat with helpers and post jobs.',
      ),
      tk(
        'A plan is a one-off payment, not a subscription: nothing renews or is charged again. Buying another plan adds its days after the access you already have.',
      ),
    ],
    link: { to: paths.subscription(), label: tk('View the plans and prices') },
  },
  {
    id: 'refunds',
    category: 'general',
    question: tk('Can I get a refund?'),
    answer: [
      tk(
        'Access starts as soon as the payment is confirmed and runs for the plan’s days. If something went wrong with a payment, for example you were charged twice or paid without getting access, write to {{email}} with your receipt and we will look into it and put it right.',
      ),
    ],
  },
  {
    id: 'languages',
    category: 'general',
    question: tk('Which languages can I use?'),
    answer: [
      tk(
        'Hearth is in English, Traditional Chinese and Simplified Chinese. Choose your language at the top of any page.',
      ),
    ],
  },
  {
    id: 'how-long',
    category: 'hiring',
    question: tk('How long does hiring a helper take?'),
    answer: [
      tk(
        'Usually 4 to 8 weeks from choosing a helper to her arrival. Most of it is the employment visa at the Immigration Department. Our hiring checklist estimates each step and gives you a target date.',
      ),
    ],
    link: { to: paths.checklist(), label: tk('Open the hiring checklist') },
  },
  {
    id: 'documents',
    category: 'hiring',
    question: tk('Which forms and documents do I need?'),
    answer: [
      tk(
        'The Standard Employment Contract (ID 407), the helper’s visa application (ID 988A) and the employer’s application (ID 988B), with copies of your identity card, proof of income and proof of address, and a copy of the helper’s passport. The checklist links to each official form.',
      ),
    ],
    link: { to: paths.checklist(), label: tk('Open the hiring checklist') },
  },
  {
    id: 'post-job',
    category: 'hiring',
    question: tk('How do I post a job?'),
    answer: [
      tk(
        'Register as an employer, choose a plan, then post your job with its duties, salary and start date. With the weekly plan you can have one active job at a time and receive up to 20 applications for it.',
      ),
    ],
  },
  {
    id: 'helper-fees',
    category: 'helpers',
    question: tk('Do helpers pay anything?'),
    answer: [
      tk(
        'No. Helpers never pay Hearth: creating a profile, applying for jobs and chatting with employers are free. No one on Hearth may ask you for a placement fee.',
      ),
    ],
  },
  {
    id: 'helper-profile',
    category: 'helpers',
    question: tk('How do employers find my profile?'),
    answer: [
      tk(
        'Register as a helper and complete your profile: your experience, skills, languages and when you are available. Employers search by these details, and can then chat with you.',
      ),
    ],
  },
  {
    id: 'contract-law',
    category: 'legal',
    question: tk('Which rules apply to the employment?'),
    answer: [
      tk(
        'A foreign domestic helper is employed on the Standard Employment Contract (ID 407) at no less than the Minimum Allowable Wage, and the Employment Ordinance applies: rest days, statutory holidays, annual leave, sickness allowance and long service or severance payment.',
      ),
    ],
  },
  {
    id: 'privacy',
    category: 'legal',
    question: tk('What do you do with my data?'),
    answer: [
      tk(
        'We keep what you give us to run the service: your account, your profile, your job posts and your messages. A helper’s passport copy is never shown on the public profile. We do not sell your data. The privacy policy explains what we keep, why and for how long, and how to ask for a copy or for deletion.',
      ),
    ],
    link: { to: paths.privacy(), label: tk('Read the privacy policy') },
  },
  {
    id: 'employment-tools',
    category: 'support',
    question: tk('What can I do after hiring?'),
    answer: [
      tk(
        'Hearth keeps the employment with you: the contract, leave taken and remaining, monthly payroll and, at the end, what is owed on termination, worked out under Hong Kong’s Employment Ordinance.',
      ),
    ],
  },
  {
    id: 'contact',
    category: 'support',
    question: tk('How can I contact you?'),
    answer: [tk('Write to {{email}}. We reply within 24 hours.')],
  },
  {
    id: 'referral',
    category: 'rewards',
    question: tk('How does the referral programme work?'),
    answer: [
      tk(
        'Share your 6-letter referral code. When someone registers with it and buys a plan or is hired within 6 months, you earn HK$50. Each person can be referred once, and you cannot use your own code.',
      ),
      tk(
        'Helpers who refer someone can earn up to HK$300 when visa or documentation partner services are used.',
      ),
    ],
    link: { to: paths.referral(), label: tk('Go to the referral programme') },
  },
]
