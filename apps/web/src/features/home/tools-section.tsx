import { useTranslation } from 'react-i18next'
import { ChartNoAxesGantt, FileLock2, IdCard, Receipt } from 'lucide-react'
import { SectionHeading } from './section-heading'

export function ToolsSection() {
  const { t } = useTranslation()
  const tools = [
    {
      Icon: IdCard,
      title: t('Helper profiles'),
      text: t("Your helper's details, skills, languages and experience, kept in one place."),
    },
    {
      Icon: ChartNoAxesGantt,
      title: t('Tracking'),
      text: t('Follow each hiring step, then leave taken and leave remaining, at a glance.'),
    },
    {
      Icon: Receipt,
      title: t('Payroll'),
      text: t('Monthly wage calculations with a clear record of every payment.'),
    },
    {
      Icon: FileLock2,
      title: t('Documents'),
      text: t(
        'Contracts, visas and other papers stored securely, with reminders before they expire.',
      ),
    },
  ]
  return (
    <section aria-labelledby="tools-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="tools-title"
          eyebrow={t('Management tools')}
          title={t('Employing a helper, made simple')}
          intro={t(
            'After the hire, Hearth keeps the paperwork of a Hong Kong employment in order.',
          )}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
              <Icon aria-hidden="true" className="size-7 text-teal-700" />
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
