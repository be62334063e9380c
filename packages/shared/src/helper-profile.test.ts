import { expect, test } from 'vitest'
import {
  HelperMainDetailsSchema,
  HelperOptionalDetailsSchema,
  HelperProfileInputSchema,
} from './helper-profile'

export const COMPLETE_MAIN_DETAILS = {
  profile_type: 'Helper',
  first_name: 'Maria',
  last_name: 'Santos',
  nationality: 'Filipino',
  gender: 'Female',
  birthdate: '1990-05-14',
  education_level: 'High School',
  languages: ['English', 'Cantonese'],
  day_off: ['Sunday'],
  accommodation: 'Live In',
  whatsapp_contact: '+639171234567',
  job_title: 'Domestic Helper',
  contract_status: 'Finished Contract',
  experience_text: 'Cared for two children in Tai Koo for four years.',
  work_experience_text: '6',
  expected_salary: '5200',
  availability_date: '2026-12-15',
  job_seeking: 'Jobseeking',
}

function fieldErrors(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const errors: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? [])
    (errors[String(issue.path[0])] ??= []).push(issue.message)
  return errors
}

test('accepts a complete step 1 with text values from a multipart form', () => {
  const parsed = HelperMainDetailsSchema.parse({ ...COMPLETE_MAIN_DETAILS, languages: 'English' })
  expect(parsed.work_experience_text).toBe(6)
  expect(parsed.expected_salary).toBe(5200)
  expect(parsed.languages).toEqual(['English'])
  expect(parsed.lastjob_location).toBe('HK')
  expect(parsed.currency).toBe('HKD')
})

test('names every missing required field of step 1 with the spec message', () => {
  const errors = fieldErrors(
    HelperMainDetailsSchema.safeParse({ first_name: ' ', whatsapp_contact: '' }),
  )
  expect(errors).toMatchObject({
    profile_type: ['Profile type is required'],
    first_name: ['First name is required'],
    last_name: ['Last name is required'],
    nationality: ['Nationality is required'],
    gender: ['Gender is required'],
    birthdate: ['Birth date is required'],
    languages: ['At least one language is required'],
    day_off: ['At least one day off is required'],
    accommodation: ['Accommodation preference is required'],
    whatsapp_contact: ['WhatsApp number is required'],
    job_title: ['Job title is required'],
    contract_status: ['Contract status is required'],
    experience_text: ['Current experience description is required'],
    work_experience_text: ['Years of work experience is required'],
    expected_salary: ['Expected salary is required'],
    availability_date: ['Available from date is required'],
    job_seeking: ['Job Seeking status is required'],
    education_level: ['Education level is required'],
  })
})

test('refuses phone numbers with anything but a plus sign and digits', () => {
  const errors = fieldErrors(
    HelperMainDetailsSchema.safeParse({
      ...COMPLETE_MAIN_DETAILS,
      whatsapp_contact: '+852 9123-4567',
      phone_contact: '91234567',
    }),
  )
  expect(errors.whatsapp_contact).toEqual(['WhatsApp number must contain only digits.'])
  expect(errors.phone_contact).toEqual(['Phone number must contain only digits.'])
})

test('keeps years of experience within 0 to 50', () => {
  for (const years of ['-1', '51', '2.5']) {
    const errors = fieldErrors(
      HelperMainDetailsSchema.safeParse({ ...COMPLETE_MAIN_DETAILS, work_experience_text: years }),
    )
    expect(errors.work_experience_text).toEqual([
      'Years of work experience must be a whole number from 0 to 50.',
    ])
  }
  expect(
    HelperMainDetailsSchema.safeParse({ ...COMPLETE_MAIN_DETAILS, work_experience_text: 0 })
      .success,
  ).toBe(true)
  expect(
    HelperMainDetailsSchema.safeParse({ ...COMPLETE_MAIN_DETAILS, work_experience_text: 50 })
      .success,
  ).toBe(true)
})

test('enforces the selection caps 10/9/11/8/6', () => {
  const over = {
    ...COMPLETE_MAIN_DETAILS,
    languages: ['English', 'Cantonese', 'Mandarin', 'Hindi', 'Urdu', 'Arabic', 'Thai'],
    personality_traits: [
      'Diligent',
      'Sincere',
      'Independent',
      'Proactive',
      'Faithful',
      'Patient',
      'Dependable',
      'Resilient',
      'Works Alone',
    ],
  }
  const errors = fieldErrors(HelperMainDetailsSchema.safeParse(over))
  expect(errors.languages).toEqual(['Choose at most 6 languages.'])
  expect(errors.personality_traits).toEqual(['Choose at most 8 personality traits.'])
})

test('refuses values outside the enumerations', () => {
  const errors = fieldErrors(
    HelperMainDetailsSchema.safeParse({
      ...COMPLETE_MAIN_DETAILS,
      nationality: 'Martian',
      main_skills: ['Juggling'],
    }),
  )
  expect(errors.nationality).toEqual(['Nationality is required'])
  expect(errors.main_skills).toEqual(['Choose one of the options.'])
})

test('refuses impossible dates', () => {
  const errors = fieldErrors(
    HelperMainDetailsSchema.safeParse({ ...COMPLETE_MAIN_DETAILS, birthdate: '1990-02-30' }),
  )
  expect(errors.birthdate).toEqual(['Enter a date as YYYY-MM-DD.'])
})

test('reads step 2 lists sent as JSON text and checks every record', () => {
  const result = HelperOptionalDetailsSchema.safeParse({
    education_experiences: JSON.stringify([{ school: '', date_from: '', date_to: '' }]),
    past_experiences: JSON.stringify([
      {
        job_title: 'Helper',
        contract_status: 'Finished Contract',
        experience_text: 'Cooked',
        date_from: '2020-01-01',
        date_to: '2019-01-01',
        location: 'hk',
      },
      {},
    ]),
  })
  expect(result.success).toBe(false)
  const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  expect(messages).toEqual(
    expect.arrayContaining([
      'education_experiences.0.school: School Name is required',
      'education_experiences.0.date_from: From Date is required',
      'education_experiences.0.date_to: To Date is required',
      'past_experiences.0.date_to: The end date cannot be before the start date.',
      'past_experiences.1.job_title: Job Title is required',
      'past_experiences.1.contract_status: Contract Status is required',
      'past_experiences.1.experience_text: Experience Description is required',
      'past_experiences.1.location: Location is required',
    ]),
  )
})

test('the input schema lets every field be left out or blank but still checks given values', () => {
  expect(HelperProfileInputSchema.parse({ first_name: '', isDraft: 'true' })).toMatchObject({
    isDraft: true,
  })
  expect(HelperProfileInputSchema.safeParse({ gender: 'Robot' }).success).toBe(false)
})

test('the search-engine setting reads form strings, may be left out, and is never cleared', () => {
  expect(HelperProfileInputSchema.parse({ show_in_search_engines: 'false' })).toMatchObject({
    show_in_search_engines: false,
  })
  expect(HelperProfileInputSchema.parse({ show_in_search_engines: true })).toMatchObject({
    show_in_search_engines: true,
  })
  expect(
    HelperProfileInputSchema.parse({ show_in_search_engines: '' }).show_in_search_engines,
  ).toBeUndefined()
  // Like isDraft, null counts as left out: the setting is never cleared.
  expect(
    HelperProfileInputSchema.parse({ show_in_search_engines: null }).show_in_search_engines,
  ).toBeUndefined()
  expect(HelperProfileInputSchema.safeParse({ show_in_search_engines: 'maybe' }).success).toBe(
    false,
  )
})
