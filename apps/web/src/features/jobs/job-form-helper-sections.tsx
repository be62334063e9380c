import { useTranslation } from 'react-i18next'
import {
  COOKING_LABELS,
  COOKING_SKILLS,
  LANGUAGE_LABELS,
  MAIN_SKILLS,
  OTHER_SKILLS,
  PERSONALITY_TRAITS,
  SKILL_LABELS,
  SPOKEN_LANGUAGES,
  TRAIT_LABELS,
} from '@hearth/shared/helper-options'
import {
  PREFERRED_NATIONALITIES,
  PREFERRED_NATIONALITY_LABELS,
  PREFERRED_RELIGIONS,
  PREFERRED_RELIGION_LABELS,
} from '@hearth/shared/job-options'
import { TextField } from '../../components/ui/text-field'
import { FormSection, optionsOf } from '../../components/ui/form-section'
import { ListField, countField, useFieldErrors, type SectionProps } from './job-form-fields'

// The job form's last two sections: the helper the employer looks for (the job, its terms and
// the home are in `job-form-sections.tsx`).

/** Section 4: what the helper should be able to do. */
export function SkillsSection({ form }: SectionProps) {
  const { t } = useTranslation()
  return (
    <FormSection
      title={t('Skills you are looking for')}
      description={t('Helpers searching for jobs see the main skills on your posting.')}
    >
      <ListField
        form={form}
        name="main_skills"
        legend={t('Main skills')}
        options={optionsOf(t, MAIN_SKILLS, SKILL_LABELS)}
      />
      <ListField
        form={form}
        name="languages"
        legend={t('Languages')}
        options={optionsOf(t, SPOKEN_LANGUAGES, LANGUAGE_LABELS)}
      />
      <ListField
        form={form}
        name="cooking_skills"
        legend={t('Cooking')}
        options={optionsOf(t, COOKING_SKILLS, COOKING_LABELS)}
      />
      <ListField
        form={form}
        name="other_skills"
        legend={t('Other skills')}
        options={optionsOf(t, OTHER_SKILLS, SKILL_LABELS)}
      />
      <ListField
        form={form}
        name="personality_traits"
        legend={t('Personality')}
        options={optionsOf(t, PERSONALITY_TRAITS, TRAIT_LABELS)}
      />
    </FormSection>
  )
}

/** Section 5: who the employer would prefer. */
export function PreferencesSection({ form }: SectionProps) {
  const { t } = useTranslation()
  const err = useFieldErrors(form)
  const { register } = form
  return (
    <FormSection title={t('Your preferred helper')}>
      <TextField
        label={t('Years of experience')}
        {...countField}
        max={50}
        error={err('preferred_helper_experience')}
        {...register('preferred_helper_experience')}
      />
      <div className="hidden sm:block" />
      <TextField
        label={t('Youngest age')}
        {...countField}
        min={18}
        error={err('preferred_helper_age_lower')}
        {...register('preferred_helper_age_lower')}
      />
      <TextField
        label={t('Oldest age')}
        {...countField}
        min={18}
        error={err('preferred_helper_age_upper')}
        {...register('preferred_helper_age_upper')}
      />
      <ListField
        form={form}
        name="preferred_helper_nationality"
        legend={t('Nationality')}
        options={optionsOf(t, PREFERRED_NATIONALITIES, PREFERRED_NATIONALITY_LABELS)}
      />
      <ListField
        form={form}
        name="preferred_religion"
        legend={t('Religion')}
        options={optionsOf(t, PREFERRED_RELIGIONS, PREFERRED_RELIGION_LABELS)}
      />
    </FormSection>
  )
}
