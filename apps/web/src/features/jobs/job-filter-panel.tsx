import { useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import {
  ACCOMMODATIONS,
  ACCOMMODATION_LABELS,
  MAIN_SKILLS,
  SKILL_LABELS,
} from '@hearth/shared/helper-options'
import {
  CONTRACT_TYPES,
  CONTRACT_TYPE_LABELS,
  JOB_STATUS_LABELS,
  LOCATION_AREAS,
  LOCATION_AREA_LABELS,
} from '@hearth/shared/job-options'
import { Button } from '../../components/ui/button'
import { CheckboxGroup } from '../../components/ui/checkbox-group'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { optionsOf } from '../../components/ui/form-section'
import { withFilter, type JobSearchParam } from './job-filters'

type Props = { params: URLSearchParams; onChange: (next: URLSearchParams) => void }

/** The statuses a helper can ask for besides the open jobs (the default). */
const CLOSED_STATUSES = ['FILLED', 'EXPIRED', 'CLOSED'] as const

/** A text box that applies its value when left or on Enter; empty removes the filter. */
function CommitField({
  params,
  onChange,
  name,
  label,
  ...input
}: Props & {
  name: JobSearchParam
  label: string
  type?: string
  inputMode?: 'numeric' | 'search'
  min?: number
}) {
  const current = params.get(name) ?? ''
  const [draft, setDraft] = useState({ from: current, text: current })
  // The URL changed elsewhere (Clear, back): show its value.
  const text = draft.from === current ? draft.text : current
  const commit = () => {
    if (text.trim() !== current) onChange(withFilter(params, name, text || null))
  }
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setDraft({ from: current, text: event.target.value })}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        commit()
      }}
      {...input}
    />
  )
}

/** docs/spec/marketplace.md §5 "Job search filters": each change resets the page to 1. */
export function JobFilterPanel({ params, onChange }: Props) {
  const { t } = useTranslation()
  const select = (name: JobSearchParam) => ({
    value: params.get(name) ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      onChange(withFilter(params, name, event.target.value || null)),
  })
  return (
    <div className="space-y-5">
      <SelectField
        label={t('Area')}
        placeholder={t('Any area')}
        options={optionsOf(t, LOCATION_AREAS, LOCATION_AREA_LABELS)}
        {...select('location_area')}
      />
      <SelectField
        label={t('Contract type')}
        placeholder={t('Any contract type')}
        options={optionsOf(t, CONTRACT_TYPES, CONTRACT_TYPE_LABELS)}
        {...select('contract_type')}
      />
      <SelectField
        label={t('Accommodation')}
        placeholder={t('Any accommodation')}
        options={optionsOf(t, ACCOMMODATIONS, ACCOMMODATION_LABELS)}
        {...select('accommodation')}
      />
      <SelectField
        label={t('Job status')}
        placeholder={t('Open to applications')}
        options={optionsOf(t, CLOSED_STATUSES, JOB_STATUS_LABELS)}
        {...select('status')}
      />
      <CheckboxGroup
        legend={t('Skills')}
        name="skills"
        hint={t('Jobs that ask for all the chosen skills.')}
        options={optionsOf(t, MAIN_SKILLS, SKILL_LABELS)}
        value={params.getAll('skills')}
        onChange={(next) => onChange(withFilter(params, 'skills', next))}
        columns="grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-1"
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-stone-800">
          {t('Monthly salary (HK$)')}
        </legend>
        <div className="grid grid-cols-2 gap-3">
          <CommitField
            params={params}
            onChange={onChange}
            name="salary_min"
            label={t('From')}
            type="number"
            inputMode="numeric"
            min={0}
          />
          <CommitField
            params={params}
            onChange={onChange}
            name="salary_max"
            label={t('To')}
            type="number"
            inputMode="numeric"
            min={0}
          />
        </div>
      </fieldset>
    </div>
  )
}

/** The search box above the results: title, description and area. */
export function JobSearchBox({ params, onChange }: Props) {
  const { t } = useTranslation()
  const current = params.get('search') ?? ''
  const [draft, setDraft] = useState({ from: current, text: current })
  const text = draft.from === current ? draft.text : current
  return (
    <form
      role="search"
      className="flex flex-1 items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onChange(withFilter(params, 'search', text || null))
      }}
    >
      <TextField
        className="flex-1"
        label={t('Search jobs')}
        type="search"
        placeholder={t('Title, description or area')}
        value={text}
        onChange={(event) => setDraft({ from: current, text: event.target.value })}
      />
      <Button type="submit" aria-label={t('Search')}>
        <Search aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{t('Search')}</span>
      </Button>
    </form>
  )
}
