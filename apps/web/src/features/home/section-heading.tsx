import type { ReactNode } from 'react'

type SectionHeadingProps = {
  id: string
  eyebrow: string
  title: string
  intro?: ReactNode
  align?: 'center' | 'left'
}

/** A section's small label, its h2 (which labels the section) and an introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-8 text-stone-700">{intro}</p> : null}
    </div>
  )
}
