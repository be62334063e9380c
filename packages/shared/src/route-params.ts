import { z } from 'zod'

/** The `:id` of helper, employer and category paths. */
export const IdParamsSchema = z.object({ id: z.string().min(1) })

/** The `:uid` of chat paths: profile and conversation uids. */
export const UidParamsSchema = z.object({ uid: z.string().min(1).max(64) })
