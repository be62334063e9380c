import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RESIDENCE_TYPE_LABELS } from '@hearth/shared/job-options'
import type { JobPosting } from '@hearth/shared/jobs'
import { labelOf } from './job-format'

type Fact = { term: string; value: ReactNode | null | undefined }

function shown(facts: Fact[]) {
  return facts.filter(
    (fact) => fact.value !== null && fact.value !== undefined && fact.value !== '',
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-stone-900">{title}</h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  )
}

function FactList({ facts }: { facts: Fact[] }) {
  const list = shown(facts)
  if (list.length === 0) return null
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {list.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm font-semibold text-stone-600">{fact.term}</dt>
          <dd className="break-words text-stone-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Tags({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-600">{label}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Paragraphs({ text }: { text: string | null }) {
  if (!text) return null
  return <p className="whitespace-pre-line break-words text-stone-800">{text}</p>
}

/** The posting's details; a section with nothing to show is left out. */
export function JobSections({ job }: { job: JobPosting }) {
  const { t } = useTranslation()
  const range = (lower: number | null, upper: number | null) => {
    if (lower !== null && upper !== null) return `${lower}–${upper}`
    if (lower !== null) return t('{{age}} or older', { age: lower })
    if (upper !== null) return t('Up to {{age}}', { age: upper })
    return null
  }
  const skills = [
    [t('Main skills'), job.main_skills_display],
    [t('Languages'), job.languages_display],
    [t('Cooking'), job.cooking_skills_display],
    [t('Other skills'), job.other_skills_display],
    [t('Personality'), job.personality_traits_display],
  ] as const
  const pets = [
    job.number_of_dogs > 0 ? t('Dogs: {{number}}', { number: job.number_of_dogs }) : null,
    job.number_of_cats > 0 ? t('Cats: {{number}}', { number: job.number_of_cats }) : null,
    job.other_pets_details,
  ].filter(Boolean)
  const household: Fact[] = [
    { term: t('Adults'), value: String(job.number_of_adults) },
    {
      term: t('Children'),
      value:
        job.number_of_children > 0
          ? t('{{number}} (ages {{ages}})', {
              number: job.number_of_children,
              ages: job.children_ages.join(', '),
            })
          : String(job.number_of_children),
    },
    { term: t('Elderly people'), value: String(job.number_of_elderly) },
    { term: t('Pets'), value: pets.length > 0 ? pets.join(' · ') : t('None') },
    { term: t('Residence type'), value: labelOf(t, RESIDENCE_TYPE_LABELS, job.residence_type) },
    {
      term: t('Home size'),
      value:
        job.residence_size_sqft !== null
          ? t('{{size}} sq ft', { size: job.residence_size_sqft })
          : null,
    },
    { term: t('Helper already employed'), value: job.existing_helper ? t('Yes') : t('No') },
  ]
  const preferred: Fact[] = [
    { term: t('Nationality'), value: job.preferred_helper_nationality_display.join(', ') },
    { term: t('Religion'), value: job.preferred_religion_display.join(', ') },
    {
      term: t('Years of experience'),
      value:
        job.preferred_helper_experience !== null
          ? t('{{years}}+ years', { years: job.preferred_helper_experience })
          : null,
    },
    {
      term: t('Age'),
      value: range(job.preferred_helper_age_lower, job.preferred_helper_age_upper),
    },
  ]
  const hasSkills = skills.some(([, items]) => items.length > 0)

  return (
    <>
      <Section title={t('Job description')}>
        <Paragraphs text={job.job_description} />
        <Paragraphs text={job.job_description_notes} />
        <Tags label={t('Days off')} items={job.day_off_options_display} />
      </Section>
      {hasSkills ? (
        <Section title={t('Skills wanted')}>
          {skills.map(([label, items]) => (
            <Tags key={label} label={label} items={[...items]} />
          ))}
        </Section>
      ) : null}
      <Section title={t('The household')}>
        <FactList facts={household} />
        <Paragraphs text={job.about_our_family} />
      </Section>
      {shown(preferred).length > 0 ? (
        <Section title={t('Preferred helper')}>
          <FactList facts={preferred} />
        </Section>
      ) : null}
    </>
  )
}
