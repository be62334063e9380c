import { CHAT_MESSAGE_MAX_LENGTH, SendChatMessageInputSchema } from '@hearth/shared/chat'

export { CHAT_MESSAGE_MAX_LENGTH }

/** The counter appears when this few characters are left. */
export const COUNTER_THRESHOLD = 200

/** Why the text cannot be sent (an i18n key, the server's own rule), or null when it can. */
export function messageProblem(content: string): string | null {
  const result = SendChatMessageInputSchema.shape.content.safeParse(content)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}

/** Empty or whitespace-only text simply cannot be sent yet: no error is shown for it. */
export function isBlank(content: string): boolean {
  return content.trim() === ''
}
