/** Who a cached query belongs to: the signed-in user's id, or `VISITOR`. */
export const VISITOR = 'visitor'

/** The cache key part naming who is asking (every feature's query keys start with it). */
export function viewerOf(user: { id: string } | null | undefined): string {
  return user ? user.id : VISITOR
}
