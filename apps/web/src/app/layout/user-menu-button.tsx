import { ChevronDown } from 'lucide-react'
import type { UserSession } from '@hearth/shared/accounts'

/** The account button's look, shared by the menu and its stand-in while the menu loads. */
export const userMenuButtonClasses =
  'flex min-h-10 max-w-56 items-center gap-2 rounded-full border border-stone-300 bg-white py-1 pr-2 pl-1 2xl:pr-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 data-[state=open]:bg-stone-100'

export function displayNameOf(user: UserSession): string {
  return user.name || user.email
}

export function UserMenuButtonContent({ displayName }: { displayName: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-orange-700 font-bold text-white uppercase"
      >
        {displayName.charAt(0)}
      </span>
      <span className="hidden truncate 2xl:inline">{displayName}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </>
  )
}
