import { z } from 'zod'

/**
 * What the owner of a profile or posting that Hearth hid reads about it (issue 23), in their own
 * view only; null while it is shown. The reason is the operator's note.
 */
export const ModerationSchema = z
  .object({ hidden: z.literal(true), reason: z.string(), hidden_at: z.string() })
  .nullable()
export type Moderation = z.infer<typeof ModerationSchema>
