import { useTranslation } from 'react-i18next'
import { Quote } from 'lucide-react'
import davidPortrait from './assets/portrait-david.svg'
import mandyPortrait from './assets/portrait-mandy.svg'
import maricelPortrait from './assets/portrait-maricel.svg'
import { SectionHeading } from './section-heading'

export function TestimonialsSection() {
  const { t } = useTranslation()
  const testimonials = [
    {
      image: mandyPortrait,
      name: t('Mandy, mother of two in Sha Tin'),
      quote: t(
        'We found our helper in two weeks, and the checklist told us exactly which papers to prepare. No agency fee at all.',
      ),
    },
    {
      image: maricelPortrait,
      name: t('Maricel, helper from the Philippines'),
      quote: t(
        'I made my profile on my phone in one evening. Families messaged me directly and I chose the one that suited me.',
      ),
    },
    {
      image: davidPortrait,
      name: t('David, employer in Kowloon Tong'),
      quote: t(
        'Leave and wages used to live in a notebook. Now my helper and I see the same records, so there are no misunderstandings.',
      ),
    },
  ]
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('Testimonials')}
        title={t('What families and helpers say')}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map(({ image, name, quote }) => (
          <li key={name} className="flex">
            <figure className="flex flex-1 flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-orange-300" />
              <blockquote className="mt-3 flex-1 leading-7 text-stone-800">
                <p>{quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <img src={image} width={56} height={56} alt="" className="size-14 rounded-full" />
                <span className="font-semibold text-stone-900">{name}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
