import type { ReactNode } from 'react'
import { PageTitle } from '../../components/ui/page-title'

type AuthCardProps = {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The centred card shared by the sign-in, registration and password pages. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <PageTitle title={title} />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        {intro ? <div className="mt-2 text-stone-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? (
        <div className="mt-6 space-y-2 text-center text-sm text-stone-700">{footer}</div>
      ) : null}
    </div>
  )
}
