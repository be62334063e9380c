import { useTranslation } from 'react-i18next'
import {
  ACCOMMODATION_LABELS,
  CONTRACT_STATUS_LABELS,
  COOKING_LABELS,
  DAY_LABELS,
  EDUCATION_LEVEL_LABELS,
  GENDER_LABELS,
  HOROSCOPE_LABELS,
  JOB_SEEKING_LABELS,
  LANGUAGE_LABELS,
  MARITAL_STATUS_LABELS,
  PROFILE_TYPE_LABELS,
  RELIGION_LABELS,
  SKILL_LABELS,
  TRAIT_LABELS,
} from '@hearth/shared/helper-options'
import type { HelperProfile } from '@hearth/shared/helpers'
import { findCountry, useCountries } from '../../lib/countries'
import { formatHongKongDate } from '../../lib/format-date'
import { formatHkd } from '../../lib/format-money'
import { useLanguage } from '../../lib/i18n'
import { DetailSection, FactList, TagList, hasFacts, type Fact } from './detail-section'
import { labelled } from './profile-labels'

/** The profile's sections (docs/spec/marketplace.md §2); each hides itself and its empty fields. */
export function HelperSections({ profile }: { profile: HelperProfile }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const countries = useCountries()
  const date = (value: string | null) => (value ? formatHongKongDate(value, language) : null)
  const money = (value: number | null) => (value !== null ? formatHkd(value) : null)
  const country = (code: string | null) =>
    code ? (findCountry(countries.data, code)?.name ?? code) : null
  const list = (values: string[], labels: Record<string, string>) =>
    values.map((value) => labelled(t, labels, value) ?? value)

  const currentJob: Fact[] = [
    { term: t('Job title'), value: profile.job_title },
    {
      term: t('Contract status'),
      value: labelled(t, CONTRACT_STATUS_LABELS, profile.contract_status),
    },
    { term: t('Last job location'), value: country(profile.lastjob_location) },
    { term: t('Current salary'), value: money(profile.current_salary) },
    { term: t('Last date in Hong Kong'), value: date(profile.last_date_in_hongkong) },
  ]
  const keyInfo: Fact[] = [
    { term: t('Profile type'), value: labelled(t, PROFILE_TYPE_LABELS, profile.profile_type) },
    { term: t('Job seeking'), value: labelled(t, JOB_SEEKING_LABELS, profile.job_seeking) },
    {
      term: t('Years of experience'),
      value:
        profile.work_experience_text !== null
          ? t('{{count}} years', { count: profile.work_experience_text })
          : null,
    },
    { term: t('Expected salary'), value: money(profile.expected_salary) ?? t('Enquire') },
    { term: t('Available from'), value: date(profile.availability_date) },
    { term: t('Accommodation'), value: labelled(t, ACCOMMODATION_LABELS, profile.accommodation) },
    { term: t('Day off'), value: list(profile.day_off, DAY_LABELS).join(', ') },
    { term: t('Gender'), value: labelled(t, GENDER_LABELS, profile.gender) },
    { term: t('Religion'), value: labelled(t, RELIGION_LABELS, profile.religion) },
    {
      term: t('Marital status'),
      value: labelled(t, MARITAL_STATUS_LABELS, profile.marital_status),
    },
    { term: t('Children'), value: profile.children_text },
    { term: t('Education'), value: labelled(t, EDUCATION_LEVEL_LABELS, profile.education_level) },
    { term: t('Horoscope'), value: labelled(t, HOROSCOPE_LABELS, profile.horoscope) },
  ]
  const skills = [
    { title: t('Main skills'), items: list(profile.main_skills, SKILL_LABELS) },
    { title: t('Cooking'), items: list(profile.cooking_skills, COOKING_LABELS) },
    { title: t('Other skills'), items: list(profile.other_skills, SKILL_LABELS) },
  ].filter((group) => group.items.length > 0)

  return (
    <>
      <DetailSection title={t('About Me')} isEmpty={!profile.about_me?.trim()}>
        <p className="leading-7 whitespace-pre-line text-stone-800">{profile.about_me}</p>
      </DetailSection>

      <DetailSection
        title={t('Current/Last Job')}
        isEmpty={!hasFacts(currentJob) && !profile.experience_text?.trim()}
      >
        <FactList facts={currentJob} />
        {profile.experience_text?.trim() ? (
          <p className="mt-4 leading-7 whitespace-pre-line text-stone-800">
            {profile.experience_text}
          </p>
        ) : null}
      </DetailSection>

      <DetailSection title={t('Key Information')} isEmpty={!hasFacts(keyInfo)}>
        <FactList facts={keyInfo} />
      </DetailSection>

      <DetailSection title={t('Skills')} isEmpty={skills.length === 0}>
        <div className="space-y-4">
          {skills.map((group) => (
            <div key={group.title}>
              <h3 className="mb-2 text-sm font-semibold text-stone-600">{group.title}</h3>
              <TagList items={group.items} label={group.title} />
            </div>
          ))}
        </div>
      </DetailSection>

      <DetailSection
        title={t('Personality Traits')}
        isEmpty={profile.personality_traits.length === 0}
      >
        <TagList items={list(profile.personality_traits, TRAIT_LABELS)} />
      </DetailSection>

      <DetailSection title={t('Languages Spoken')} isEmpty={profile.languages.length === 0}>
        <TagList items={list(profile.languages, LANGUAGE_LABELS)} />
      </DetailSection>

      <DetailSection
        title={t('Past Work Experience')}
        isEmpty={profile.past_experiences.length === 0}
      >
        <ol className="space-y-4">
          {profile.past_experiences.map((item, index) => (
            <li key={index} className="border-l-4 border-orange-200 pl-4">
              <h3 className="font-semibold text-stone-900">{item.job_title}</h3>
              <p className="text-sm text-stone-700">
                {[
                  labelled(t, CONTRACT_STATUS_LABELS, item.contract_status),
                  country(item.location),
                  [date(item.date_from), date(item.date_to)].filter(Boolean).join(' – '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {item.experience_text ? (
                <p className="mt-1 leading-7 whitespace-pre-line text-stone-800">
                  {item.experience_text}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </DetailSection>

      <DetailSection title={t('Education')} isEmpty={profile.education_experiences.length === 0}>
        <ol className="space-y-4">
          {profile.education_experiences.map((item, index) => (
            <li key={index} className="border-l-4 border-orange-200 pl-4">
              <h3 className="font-semibold text-stone-900">{item.school}</h3>
              <p className="text-sm text-stone-700">
                {[
                  item.qualification,
                  [date(item.date_from), date(item.date_to)].filter(Boolean).join(' – '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      </DetailSection>
    </>
  )
}
