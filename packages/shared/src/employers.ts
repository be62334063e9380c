import { z } from 'zod'
import { blankToUndefined } from './form-values'
import { phoneSchema, ReferralCodeSchema } from './helper-profile'
import { tk } from './i18n-keys'

/** docs/spec/marketplace.md §5 "Employer details". */
export const EmployerDetailsInputSchema = z.object({
  contact_person_name: z.preprocess(
    blankToUndefined,
    z
      .string({ error: tk('Contact person name is required') })
      .trim()
      .min(1, { message: tk('Contact person name is required'), abort: true })
      .max(100, tk('This text is too long.')),
  ),
  contact_phone: z.preprocess(
    blankToUndefined,
    phoneSchema(tk('Phone number must contain only digits.')).optional(),
  ),
  referred_by: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    ReferralCodeSchema.optional(),
  ),
})
export type EmployerDetailsInput = z.infer<typeof EmployerDetailsInputSchema>

/** `GET /employer/profiles/view/{id}/`: the owner's employer details. */
export const EmployerDetailsSchema = z.object({
  uid: z.string(),
  contact_person_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  referred_by: z.string().nullable(),
})
export type EmployerDetails = z.infer<typeof EmployerDetailsSchema>

/** `PUT /employer/profiles/{id}/`: the details after the change. */
export const EmployerDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: EmployerDetailsSchema,
  error: z.null(),
})
export type EmployerDetailsResponse = z.infer<typeof EmployerDetailsResponseSchema>
