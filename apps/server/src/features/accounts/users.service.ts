import type { Language } from '@hearth/shared/i18n-keys'
import type { AppDeps } from '../../lib/deps'
import * as repo from './accounts.repository'

/** Whether some account holds this referral code (docs/spec/marketplace.md §5 "Referral"). */
export function referralCodeExists(deps: AppDeps, code: string): Promise<boolean> {
  return repo.referralCodeExists(deps.db, code)
}

/** Accounts' e-mail addresses by user uid (chat shows a name derived from one). */
export async function emailsOfUsers(deps: AppDeps, uids: string[]): Promise<Map<string, string>> {
  const rows = await repo.findEmails(deps.db, [...new Set(uids)])
  return new Map(rows.map((row) => [row.uid, row.email]))
}

/** Where and in which language to write to accounts (notifications), by user uid. */
export async function mailContactsOfUsers(
  deps: AppDeps,
  uids: string[],
): Promise<Map<string, { email: string; language: Language }>> {
  const rows = await repo.findEmails(deps.db, [...new Set(uids)])
  return new Map(rows.map((row) => [row.uid, { email: row.email, language: row.language }]))
}
