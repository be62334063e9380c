import { z } from 'zod'

/** `GET /healthz` (docs/spec/api-conventions.md "Health"): 200 once the database answers, else 503. */
export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) })

/** `GET /readyz`: 200 once migrations have run, 503 while starting. */
export const ReadinessSchema = z.object({ status: z.enum(['ready', 'starting']) })
