/** The look of text inputs, selects and text areas: 44-px touch targets, a clear focus ring. */
export const INPUT_CLASSES =
  'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 focus:outline-3 focus:outline-offset-1 focus:outline-orange-700 ' +
  'disabled:bg-stone-100 aria-invalid:border-red-600'

export const LABEL_CLASSES = 'mb-1.5 block text-sm font-semibold text-stone-800'

/** Border colour of a field with or without an error. */
export function borderFor(error: string | undefined) {
  return error ? 'border-red-600' : 'border-stone-500'
}
