import { useId } from 'react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { BriefcaseBusiness, HandHeart } from 'lucide-react'
import type { UserType } from '@hearth/shared/accounts'
import { FieldError } from '../../components/ui/text-field'

type AccountTypeFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'> & {
  error?: string
}

/** Employer or helper, as a native radio group (arrow keys move between the two). */
export function AccountTypeField({ error, ...inputProps }: AccountTypeFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const options: { value: UserType; title: string; description: string; Icon: typeof HandHeart }[] =
    [
      {
        value: 'employer',
        title: t('Employer: I want to hire a helper'),
        description: t('Search helper profiles, post jobs and manage employment.'),
        Icon: BriefcaseBusiness,
      },
      {
        value: 'helper',
        title: t('Helper: I am looking for work'),
        description: t('Create your profile, find jobs and chat with employers.'),
        Icon: HandHeart,
      },
    ]
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">{t('Account type')}</legend>
      <div className="grid gap-3">
        {options.map(({ value, title, description, Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-4 shadow-sm transition-colors hover:border-orange-400 has-checked:border-orange-700 has-checked:bg-orange-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-orange-700"
          >
            <input
              type="radio"
              value={value}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-4 shrink-0 accent-orange-700 focus-visible:outline-none"
              {...inputProps}
            />
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
            <span className="text-sm leading-6">
              <span className="block font-semibold text-stone-900">{title}</span>
              <span className="block text-stone-700">{description}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  )
}
