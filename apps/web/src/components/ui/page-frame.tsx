import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { LINK_CLASSES } from './link-classes'
import { PageTitle } from './page-title'

type PageFrameProps = {
  /** The page's heading, also the tab's title. */
  title: string
  /** The tab's title when it is shorter than the heading ("Plans"). */
  tabTitle?: string
  /** A link above the heading: the way back to where the page came from. */
  back?: { to: string; label: string }
  /** A line or two under the heading. */
  intro?: ReactNode
  /** Beside the heading: a status badge. */
  badge?: ReactNode
  /** At the heading's end (wrapping under it on a phone): the page's main buttons. */
  actions?: ReactNode
  /** The page's width, a Tailwind max-width class. */
  width?: string
  children: ReactNode
}

/** A link with a back arrow, above a page's heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1.5 ${LINK_CLASSES}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}

/** The frame of a signed-in page: its width, an optional back link, the heading, the content. */
export function PageFrame({
  title,
  tabTitle,
  back,
  intro,
  badge,
  actions,
  width = 'max-w-5xl',
  children,
}: PageFrameProps) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:px-6 sm:py-10`}>
      <PageTitle title={tabTitle ?? title} />
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
            {title}
          </h1>
          {badge}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {intro ? <div className="mt-2 max-w-3xl text-stone-700">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </div>
  )
}
