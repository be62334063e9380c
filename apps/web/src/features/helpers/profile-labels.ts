import type { TFunction } from 'i18next'

/** The catalog label of an enumerated value, or the value itself if the list does not know it. */
export function labelled(t: TFunction, labels: Record<string, string>, value: string | null) {
  if (!value) return null
  const key = labels[value]
  return key ? t(key) : value
}

export function fullNameOf(profile: {
  first_name: string | null
  middle_name: string | null
  last_name: string | null
}) {
  return [profile.first_name, profile.middle_name, profile.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}

/** wa.me takes the number with digits only (docs/spec/marketplace.md §2). */
export function whatsappLink(phone: string) {
  return `https://wa.me/${phone.replace(/\D/g, '')}`
}

export function telLink(phone: string) {
  return `tel:+${phone.replace(/\D/g, '')}`
}
