import { initialsOf } from '../../lib/initials'

type HelperAvatarProps = { name: string; src: string | null; className?: string }

/** The helper's thumbnail, or their initials on a warm background. Decorative: the name is beside it. */
export function HelperAvatar({ name, src, className = 'size-20' }: HelperAvatarProps) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${className} shrink-0 rounded-xl bg-stone-100 object-cover`}
      />
    )
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-xl bg-orange-100 text-2xl font-bold text-orange-800`}
    >
      {initialsOf(name)}
    </span>
  )
}
