import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { MainForm, MainFormApi } from './main-details-form'
import { isWideScreen } from '../../lib/use-wide-screen'

// Step 1 is long on a phone: its sections fold, and each says how much of it is left.

export type SectionId = 'photo' | 'about' | 'contact' | 'work' | 'next' | 'skills' | 'documents'

export const SECTION_IDS: readonly SectionId[] = [
  'photo',
  'about',
  'contact',
  'work',
  'next',
  'skills',
  'documents',
]

/** The required fields of each section (docs/spec/marketplace.md §5); none means optional. */
const REQUIRED: Record<SectionId, readonly (keyof MainForm)[]> = {
  photo: [],
  about: [
    'profile_type',
    'nationality',
    'first_name',
    'last_name',
    'gender',
    'birthdate',
    'education_level',
  ],
  contact: ['whatsapp_digits'],
  work: ['job_title', 'contract_status', 'experience_text', 'work_experience_text'],
  next: ['expected_salary', 'availability_date', 'job_seeking', 'accommodation', 'day_off'],
  skills: ['languages'],
  documents: [],
}

const REQUIRED_FIELDS = SECTION_IDS.flatMap((id) => REQUIRED[id])

/** The section showing a form field (or a file) that has an error. */
const SECTION_OF: Partial<Record<string, SectionId>> = {
  photo: 'photo',
  passport: 'documents',
  middle_name: 'about',
  religion: 'about',
  marital_status: 'about',
  children_text: 'about',
  horoscope: 'about',
  whatsapp_country: 'contact',
  phone_country: 'contact',
  phone_digits: 'contact',
  referred_by: 'contact',
  lastjob_location: 'work',
  current_salary: 'work',
  last_date_in_hongkong: 'work',
  about_me: 'next',
  main_skills: 'skills',
  cooking_skills: 'skills',
  other_skills: 'skills',
  personality_traits: 'skills',
  ...Object.fromEntries(SECTION_IDS.flatMap((id) => REQUIRED[id].map((field) => [field, id]))),
}

export function hasRequiredFields(id: SectionId): boolean {
  return REQUIRED[id].length > 0
}

export function sectionOf(field: string): SectionId | undefined {
  return SECTION_OF[field]
}

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined
}

export type SectionProgress = {
  /** Required fields still empty, per section. */
  left: Record<SectionId, number>
  /** Sections with required fields, and how many of them are complete. */
  total: number
  complete: number
}

/** How far the helper is, from the values as they are typed. */
export function useSectionProgress(form: MainFormApi): SectionProgress {
  const values = useWatch({ control: form.control, name: [...REQUIRED_FIELDS] })
  const filled = new Map(REQUIRED_FIELDS.map((field, index) => [field, isFilled(values[index])]))
  const left = Object.fromEntries(
    SECTION_IDS.map((id) => [id, REQUIRED[id].filter((field) => !filled.get(field)).length]),
  ) as Record<SectionId, number>
  const withRequired = SECTION_IDS.filter((id) => REQUIRED[id].length > 0)
  return {
    left,
    total: withRequired.length,
    complete: withRequired.filter((id) => left[id] === 0).length,
  }
}

/**
 * Which sections are open. On a wide screen all start open; on a phone only the first with
 * something required left (for a complete profile, none), so the step starts short.
 */
export function useOpenSections(progress: SectionProgress) {
  const [open, setOpen] = useState<ReadonlySet<SectionId>>(() => {
    if (isWideScreen()) return new Set(SECTION_IDS)
    const first = SECTION_IDS.find((id) => progress.left[id] > 0)
    return new Set(first ? [first] : [])
  })
  return {
    isOpen: (id: SectionId) => open.has(id),
    toggle: (id: SectionId) =>
      setOpen((current) => {
        const next = new Set(current)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    /** Opens the sections showing these fields (errors must be seen to be fixed). */
    openFor: (fields: readonly string[]) =>
      setOpen((current) => {
        const next = new Set(current)
        for (const field of fields) {
          const id = sectionOf(field)
          if (id) next.add(id)
        }
        return next
      }),
  }
}
