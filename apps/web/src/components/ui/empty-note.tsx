import type { ReactNode } from 'react'

type EmptyNoteProps = {
  /** The note; under a `title`, the explanation. */
  children?: ReactNode
  /** A bold first line, for a note that explains more or offers an action. */
  title?: string
  /** A decorative icon above the text (aria-hidden). */
  icon?: ReactNode
  /** A link or button under the text: the way to fill the list. */
  action?: ReactNode
  className?: string
}

const BOX = 'rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center'

/** What an empty list shows in its place: a dashed box with a sentence, maybe a way forward. */
export function EmptyNote({ children, title, icon, action, className = '' }: EmptyNoteProps) {
  if (title === undefined && icon === undefined && action === undefined)
    return <p className={`${BOX} text-stone-700 ${className}`}>{children}</p>
  return (
    <div className={`${BOX} ${className}`}>
      {icon ? <div className="mb-3 flex justify-center text-orange-700">{icon}</div> : null}
      {title ? <p className="text-base font-semibold text-stone-800">{title}</p> : null}
      {children ? <p className="mx-auto mt-1 max-w-xl text-stone-700">{children}</p> : null}
      {action ? <div className="mt-4 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  )
}
