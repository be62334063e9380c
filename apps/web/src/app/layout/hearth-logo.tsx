/** The Hearth mark: a house with a flame. Decorative; the word "Hearth" sits beside it. */
export function HearthLogo({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M32 12 10 30h6v20h32V30h6L32 12Z" fill="#fff7ed" />
      <path
        d="M32 47c-6 0-10-4-10-9 0-6 6-9 7-15 4 3 5 6 5 9 1-2 2-3 2-5 4 3 6 7 6 11 0 5-4 9-10 9Z"
        fill="#ea580c"
      />
      <path
        d="M32 47c-3 0-5-2-5-5 0-3 3-5 4-8 2 2 3 3 3 5l1-2c2 2 2 3 2 5 0 3-2 5-5 5Z"
        fill="#fbbf24"
      />
    </svg>
  )
}
