/** Inline text links: underlined, dark enough for AA contrast on white and stone-50. */
export const LINK_CLASSES =
  'font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700'
