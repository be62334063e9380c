import { useEffect } from 'react'
import type { FieldValues, UseFormClearErrors, UseFormSubscribe } from 'react-hook-form'

/**
 * docs/spec/marketplace.md §5: an error clears as soon as its field is edited (it is checked again when the
 * field is left, or on the next submit). `onEdit` runs on every edit too.
 */
export function useClearErrorOnEdit<T extends FieldValues>(
  subscribe: UseFormSubscribe<T>,
  clearErrors: UseFormClearErrors<T>,
  onEdit?: () => void,
) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type !== 'change' || !name) return
          clearErrors(name as Parameters<UseFormClearErrors<T>>[0])
          onEdit?.()
        },
      }),
    [subscribe, clearErrors, onEdit],
  )
}
