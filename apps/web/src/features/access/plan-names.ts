import { tk } from '@hearth/shared/i18n-keys'
import { PLAN_IDS, type PlanId } from '@hearth/shared/plans'

/** Plan names for when the translated plan list has not arrived (the server's words win). */
const PLAN_NAME_KEYS: Record<PlanId, string> = {
  weekly: tk('Weekly plan'),
  monthly: tk('Monthly plan'),
  premium: tk('Premium plan'),
}

export function planNameKey(id: PlanId): string {
  return PLAN_NAME_KEYS[id]
}

export function isPlanId(value: string | null | undefined): value is PlanId {
  return PLAN_IDS.some((id) => id === value)
}
