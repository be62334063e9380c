// What Hearth's scam rules flag in a chat message, a job posting or a helper profile (issue 23):
// computed on the server when the text is stored (apps/server/src/features/safety/scam-rules.ts).

/** The kinds of risk, in the order a warning lists them. */
export const SAFETY_FLAGS = [
  'fee_request',
  'loan',
  'document_request',
  'off_platform_payment',
  'suspicious_link',
] as const

export type SafetyFlag = (typeof SAFETY_FLAGS)[number]
