/** Product constants shown by both sides. */
export const SUPPORT_EMAIL = 'support@hearth.hk'
export const API_BASE_PATH = '/api/v1'
/** Sessions: docs/spec/marketplace.md §4 and docs/spec/api-conventions.md "Sessions". */
export const SESSION_DAYS_REMEMBERED = 30
export const SESSION_DAYS_DEFAULT = 1
export const VERIFY_EMAIL_TTL_HOURS = 72
export const PASSWORD_RESET_TTL_MINUTES = 60
export const REFERRAL_CODE_LENGTH = 6
