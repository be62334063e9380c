import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageTitle } from '../../components/ui/page-title'

/** The frame of every job page: a width, an optional back link, the title and the content. */
export function JobPageLayout({
  title,
  back,
  intro,
  actions,
  width = 'max-w-4xl',
  children,
}: {
  title: string
  back?: { to: string; label: string }
  intro?: ReactNode
  actions?: ReactNode
  width?: string
  children: ReactNode
}) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:px-6 sm:py-10`}>
      <PageTitle title={title} />
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
          {title}
        </h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {intro ? <div className="mt-2 max-w-2xl text-stone-700">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </div>
  )
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1.5 ${LINK_CLASSES}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
