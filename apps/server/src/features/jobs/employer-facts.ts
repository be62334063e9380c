import type { AppDeps } from '../../lib/deps'
import { findEmployerProfiles } from '../employers/employers.service'

/** What a posting shows of its employer: the contact name and Hearth's badge (issue 24). */
export type EmployerFacts = { contactPersonName: string | null; verifiedAt: Date | null }

export async function employerFactsOf(
  deps: AppDeps,
  rows: { employerProfileUid: string }[],
): Promise<(employerProfileUid: string) => EmployerFacts> {
  const profiles = await findEmployerProfiles(
    deps,
    rows.map((row) => row.employerProfileUid),
  )
  const byUid = new Map(profiles.map((profile) => [profile.uid, profile]))
  return (uid) => {
    const profile = byUid.get(uid)
    return {
      contactPersonName: profile?.contactPersonName ?? null,
      verifiedAt: profile?.verifiedAt ?? null,
    }
  }
}
