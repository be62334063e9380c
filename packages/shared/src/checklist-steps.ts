import { tk } from './i18n-keys'

export type ChecklistDocumentDefinition = {
  id: string
  title: string
  url: string
  description: string | null
}

export type ChecklistStepDefinition = {
  id: string
  title: string
  description: string
  estimatedDays: number
  subItems: readonly { id: string; title: string }[]
  documentLinks: readonly ChecklistDocumentDefinition[]
}

const IMMD_FDH_PAGE = 'https://www.immd.gov.hk/eng/services/visas/foreign_domestic_helpers.html'
const LABOUR_FDH_PORTAL = 'https://www.fdh.labour.gov.hk/en/home.html'
const LABOUR_FDH_GUIDE = 'https://www.labour.gov.hk/eng/public/wcp/FDHguide.pdf'

/**
 * The hiring steps of a foreign domestic helper in Hong Kong (docs/spec/marketplace.md §2
 * "Hiring checklist page", §9: 3, 7, 2, 14, 5 and 3 days). Static data, the same for everyone:
 * the server keeps only each user's progress. Ids are stable (stored progress refers to them);
 * texts are i18n keys.
 */
export const CHECKLIST_STEPS: readonly ChecklistStepDefinition[] = [
  {
    id: 'choose-helper',
    title: tk('Choose your helper'),
    description: tk(
      'Decide whether to hire directly or through a licensed employment agency, check that your household qualifies, then interview candidates.',
    ),
    estimatedDays: 3,
    subItems: [
      {
        id: 'check-eligibility',
        title: tk(
          'Check that your household income is at least HK$15,000 a month (or you hold assets of a comparable amount) for each helper',
        ),
      },
      {
        id: 'check-agency',
        title: tk('If you use an agency, check its licence on the Labour Department’s portal'),
      },
      { id: 'interview', title: tk('Interview candidates and check their references') },
      { id: 'agree-terms', title: tk('Agree the salary, rest days and duties with your helper') },
    ],
    documentLinks: [
      {
        id: 'immd-eligibility',
        title: tk('Immigration Department: employing a domestic helper from abroad'),
        url: IMMD_FDH_PAGE,
        description: tk('Eligibility criteria, application procedures and points to note.'),
      },
      {
        id: 'agency-portal',
        title: tk('Labour Department: Employment Agencies Portal'),
        url: 'https://www.eaa.labour.gov.hk/en/',
        description: tk('Check whether an employment agency is licensed.'),
      },
    ],
  },
  {
    id: 'contract-documents',
    title: tk('Sign the contract and prepare the documents'),
    description: tk(
      'Sign the Standard Employment Contract (ID 407) and gather the employer’s and the helper’s documents for the visa application.',
    ),
    estimatedDays: 7,
    subItems: [
      {
        id: 'sign-contract',
        title: tk(
          'Sign the Standard Employment Contract (ID 407) with its schedule of accommodation and duties, at no less than the Minimum Allowable Wage',
        ),
      },
      {
        id: 'employer-documents',
        title: tk(
          'Employer: copy of your identity card, proof of income (tax demand note, bank statements or salary slips for the last 3 months) and proof of address',
        ),
      },
      {
        id: 'helper-documents',
        title: tk(
          'Helper: copy of the passport and a testimonial of previous domestic work, if any',
        ),
      },
      {
        id: 'fill-forms',
        title: tk(
          'Fill in form ID 988A (signed by the helper) and form ID 988B (signed by the employer)',
        ),
      },
    ],
    documentLinks: [
      {
        id: 'form-id407',
        title: tk('Standard Employment Contract (ID 407)'),
        url: 'https://www.immd.gov.hk/eng/forms/forms/id407.html',
        description: tk('The only contract the Immigration Department accepts for a helper.'),
      },
      {
        id: 'form-id988a',
        title: tk('Form ID 988A: visa application of the helper'),
        url: 'https://www.immd.gov.hk/eng/forms/forms/id988a.html',
        description: null,
      },
      {
        id: 'form-id988b',
        title: tk('Form ID 988B: application of the employer'),
        url: 'https://www.immd.gov.hk/eng/forms/forms/id988b.html',
        description: null,
      },
    ],
  },
  {
    id: 'insurance',
    title: tk('Arrange insurance'),
    description: tk(
      'Employees’ compensation insurance is compulsory for every employer, and the contract requires you to provide free medical treatment.',
    ),
    estimatedDays: 2,
    subItems: [
      {
        id: 'employees-compensation',
        title: tk(
          'Take out employees’ compensation insurance (Employees’ Compensation Ordinance, Cap. 282)',
        ),
      },
      {
        id: 'medical-cover',
        title: tk(
          'Arrange medical cover for your helper (free medical treatment under the contract)',
        ),
      },
    ],
    documentLinks: [
      {
        id: 'labour-guide',
        title: tk('Labour Department: Practical Guide for Employment of Foreign Domestic Helpers'),
        url: LABOUR_FDH_GUIDE,
        description: tk('Wages, rest days, holidays, insurance and medical treatment.'),
      },
      {
        id: 'fdh-portal',
        title: tk('Labour Department: foreign domestic helpers portal'),
        url: LABOUR_FDH_PORTAL,
        description: null,
      },
    ],
  },
  {
    id: 'visa-application',
    title: tk('Apply for the employment visa'),
    description: tk(
      'Submit the application to the Immigration Department and wait for its decision.',
    ),
    estimatedDays: 14,
    subItems: [
      {
        id: 'submit-application',
        title: tk(
          'Submit forms ID 988A and ID 988B, the signed contract and the documents (online, by post or in person)',
        ),
      },
      { id: 'track-application', title: tk('Follow the application and answer any request') },
      {
        id: 'collect-visa',
        title: tk('Pay the visa fee and send the visa (e-Visa) to your helper'),
      },
    ],
    documentLinks: [
      {
        id: 'immd-apply',
        title: tk('Immigration Department: entry visa for a new helper'),
        url: IMMD_FDH_PAGE,
        description: tk('How to apply, what to enclose and how to collect the visa.'),
      },
    ],
  },
  {
    id: 'consulate-travel',
    title: tk('Consulate processing and travel'),
    description: tk(
      'Complete the processing your helper’s home country requires, then book the flight.',
    ),
    estimatedDays: 5,
    subItems: [
      {
        id: 'consulate-verification',
        title: tk(
          'Have the contract verified where required (for a Philippine helper: the Migrant Workers Office in Hong Kong, formerly POLO)',
        ),
      },
      {
        id: 'exit-clearance',
        title: tk(
          'Your helper obtains the exit clearance of the home country (for the Philippines: the Overseas Employment Certificate)',
        ),
      },
      { id: 'book-flight', title: tk('Book the flight to Hong Kong') },
    ],
    documentLinks: [
      {
        id: 'immd-points-to-note',
        title: tk('Immigration Department: points to note for employers'),
        url: IMMD_FDH_PAGE,
        description: null,
      },
    ],
  },
  {
    id: 'arrival',
    title: tk('Arrival and settling in'),
    description: tk(
      'Welcome your helper, make the first arrangements and keep your records from the first day.',
    ),
    estimatedDays: 3,
    subItems: [
      { id: 'airport-pickup', title: tk('Meet your helper on arrival and explain the household') },
      {
        id: 'medical-check',
        title: tk('Arrange a medical check if you or the agency agreed to one'),
      },
      {
        id: 'hkid',
        title: tk('Your helper applies for a Hong Kong identity card within 30 days of arrival'),
      },
      {
        id: 'wage-records',
        title: tk(
          'Pay wages on time and keep signed receipts; no MPF contributions are due for a domestic helper',
        ),
      },
    ],
    documentLinks: [
      {
        id: 'fdh-portal-rights',
        title: tk('Labour Department: rights and duties of employers and helpers'),
        url: LABOUR_FDH_PORTAL,
        description: null,
      },
      {
        id: 'labour-guide-arrival',
        title: tk('Labour Department: Practical Guide for Employment of Foreign Domestic Helpers'),
        url: LABOUR_FDH_GUIDE,
        description: null,
      },
    ],
  },
]

/** 3 + 7 + 2 + 14 + 5 + 3 = 34 (docs/spec/marketplace.md §4, §9). */
export const CHECKLIST_TOTAL_DAYS = CHECKLIST_STEPS.reduce(
  (total, step) => total + step.estimatedDays,
  0,
)
