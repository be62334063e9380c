import { useId } from 'react'
import { Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, isLanguage } from '@hearth/shared/i18n-keys'
import { LANGUAGE_NAMES, changeLanguage, useLanguage } from '../../lib/i18n'

/** English / 繁體中文 / 简体中文, as a native select: the most usable control on a phone. */
export function LanguageSelector({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const id = useId()
  const value = useLanguage()
  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('Language')}
      </label>
      <Globe
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-stone-600"
      />
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value
          if (isLanguage(next)) void changeLanguage(next)
        }}
        className="min-h-10 w-full appearance-none rounded-lg border border-stone-300 bg-white py-1.5 pr-3 pl-8 text-sm font-medium text-stone-800 hover:border-stone-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  )
}
