import { useTranslation } from 'react-i18next'
import { CalendarDays, UserSearch, Wallet } from 'lucide-react'
import { SectionHeading } from './section-heading'

export function FeaturesSection() {
  const { t } = useTranslation()
  const features = [
    {
      Icon: UserSearch,
      title: t('Hiring'),
      text: t(
        'Browse helper profiles, shortlist the ones you like, chat with them directly and follow a step-by-step hiring checklist.',
      ),
    },
    {
      Icon: CalendarDays,
      title: t('Leave'),
      text: t(
        'Keep track of rest days, statutory holidays and annual leave. Your helper can request leave from their phone.',
      ),
    },
    {
      Icon: Wallet,
      title: t('Payroll'),
      text: t(
        'Work out monthly wages and allowances, and keep a payslip history that you and your helper can both see.',
      ),
    },
  ]
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="features-title"
        eyebrow={t('One place for everything')}
        title={t('From the first chat to the monthly payslip')}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {features.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-orange-100 text-orange-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 leading-7 text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
