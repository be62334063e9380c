import { z } from 'zod'
import { tk } from './i18n-keys'

/** Someone's 6-letter referral code (docs/spec/marketplace.md §5 "Referral"), any case in. */
export const ReferralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{6}$/, tk('A referral code has 6 letters.'))
