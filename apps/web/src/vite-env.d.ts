/// <reference types="vite/client" />

// Declaration merging needs `interface` here (Vite's own type is an interface).
interface ImportMetaEnv {
  /** Google Play page of the Hearth app; unset until the app is published. */
  readonly VITE_ANDROID_STORE_URL?: string
  /** App Store page of the Hearth app; unset until the app is published. */
  readonly VITE_IOS_STORE_URL?: string
}
