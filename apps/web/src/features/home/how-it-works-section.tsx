import { useTranslation } from 'react-i18next'
import { ClipboardList, Search, Timer } from 'lucide-react'
import { SectionHeading } from './section-heading'

export function HowItWorksSection() {
  const { t } = useTranslation()
  const steps = [
    {
      Icon: ClipboardList,
      title: t('Follow the checklist'),
      text: t(
        'Our hiring checklist walks you through every step, from choosing a helper to the visa and the employment contract.',
      ),
    },
    {
      Icon: Search,
      title: t('Find helpers'),
      text: t(
        'Search profiles by skills, languages, experience and availability, then chat with the helpers you like.',
      ),
    },
    {
      Icon: Timer,
      title: t('Plan the timeline'),
      text: t(
        'See how long each step takes and when your helper can start. Hiring usually takes 4 to 8 weeks.',
      ),
    },
  ]
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="bg-orange-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="how-title"
          eyebrow={t('How it works')}
          title={t('Hire in three steps')}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ Icon, title, text }, index) => (
            <li
              key={title}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-orange-200"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-orange-700 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-orange-800" />
              </div>
              <h3 className="mt-4 text-xl font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 leading-7 text-stone-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
