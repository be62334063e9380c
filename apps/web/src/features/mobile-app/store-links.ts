export type Platform = 'android' | 'ios' | 'desktop'

export const APP_REGISTER_DEEP_LINK = 'hearth://register'

export function detectPlatform(
  userAgent: string = navigator.userAgent,
  maxTouchPoints: number = navigator.maxTouchPoints ?? 0,
): Platform {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  // iPadOS presents itself as a Mac; only the touch screen gives it away.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
  return 'desktop'
}

/** Only a real https address counts: an unset or malformed variable means "not in the store yet". */
function storeUrl(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

export const STORE_URLS: Record<Exclude<Platform, 'desktop'>, string | null> = {
  android: storeUrl(import.meta.env.VITE_ANDROID_STORE_URL),
  ios: storeUrl(import.meta.env.VITE_IOS_STORE_URL),
}

export function storeUrlFor(platform: Platform): string | null {
  return platform === 'desktop' ? null : STORE_URLS[platform]
}
