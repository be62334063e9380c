import { initialsOf } from '../../lib/initials'

type ChatAvatarProps = { name: string; src: string | null | undefined; className?: string }

/** The partner's photo, or their initials. Decorative: the name is always written beside it. */
export function ChatAvatar({ name, src, className = 'size-12' }: ChatAvatarProps) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${className} shrink-0 rounded-full bg-stone-100 object-cover`}
      />
    )
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-orange-100 font-bold text-orange-800`}
    >
      {initialsOf(name)}
    </span>
  )
}
