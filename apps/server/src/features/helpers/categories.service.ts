import { and, asc, eq } from 'drizzle-orm'
import { EXCLUSIVE_CATEGORIES, type SavedHelperInput } from '@hearth/shared/helper-search'
import { tk } from '@hearth/shared/i18n-keys'
import { employerSavedHelpers, helperProfiles } from '../../db/schema'
import type { Caller } from '../../lib/auth'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { newUid } from '../../lib/tokens'
import { employerProfileFor } from '../employers/employers.service'
import { presentSaved } from './helpers.presenter'

async function employerOf(deps: AppDeps, caller: Caller) {
  if (caller.user.userType !== 'employer') {
    throw new AppError('permission_denied', tk('Only employers can sort helpers into categories.'))
  }
  const employer = await employerProfileFor(deps, caller.user.uid)
  if (!employer) throw new AppError('not_found', tk('Failed to load employer profile'))
  return employer
}

async function categoriesOf(deps: AppDeps, employerUid: string, helperUid: string) {
  const rows = await deps.db
    .select()
    .from(employerSavedHelpers)
    .where(
      and(
        eq(employerSavedHelpers.employerProfileUid, employerUid),
        eq(employerSavedHelpers.helperProfileUid, helperUid),
      ),
    )
    .orderBy(asc(employerSavedHelpers.createdAt))
  return presentSaved(rows)
}

/**
 * Adds a category; adding one of an exclusive pair (shortlisted/blacklisted,
 * helper_interested/helper_not_interested) removes the other (docs/spec/marketplace.md §4), atomically.
 */
export async function addCategory(deps: AppDeps, caller: Caller, input: SavedHelperInput) {
  const employer = await employerOf(deps, caller)
  const [helper] = await deps.db
    .select({ uid: helperProfiles.uid })
    .from(helperProfiles)
    .where(and(eq(helperProfiles.uid, input.helper_profile), eq(helperProfiles.isDraft, false)))
  if (!helper) throw new AppError('not_found', tk('Helper profile not found.'))
  const uid = newUid()
  const opposite = EXCLUSIVE_CATEGORIES[input.category]
  const inserted = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .insert(employerSavedHelpers)
      .values({
        uid,
        employerProfileUid: employer.uid,
        helperProfileUid: helper.uid,
        category: input.category,
        notes: input.notes ?? null,
        createdAt: deps.clock(),
      })
      .onConflictDoNothing()
      .returning({ uid: employerSavedHelpers.uid })
    if (rows.length === 0) return false
    if (opposite) {
      await tx
        .delete(employerSavedHelpers)
        .where(
          and(
            eq(employerSavedHelpers.employerProfileUid, employer.uid),
            eq(employerSavedHelpers.helperProfileUid, helper.uid),
            eq(employerSavedHelpers.category, opposite),
          ),
        )
    }
    return true
  })
  if (!inserted) {
    throw new AppError('invalid', tk('Category already exists.'), {
      fields: { category: [tk('Category already exists.')] },
    })
  }
  return {
    uid,
    helper_profile: helper.uid,
    category: input.category,
    categories: await categoriesOf(deps, employer.uid, helper.uid),
  }
}

export async function removeCategory(deps: AppDeps, caller: Caller, entryUid: string) {
  const employer = await employerOf(deps, caller)
  const [removed] = await deps.db
    .delete(employerSavedHelpers)
    .where(
      and(
        eq(employerSavedHelpers.uid, entryUid),
        eq(employerSavedHelpers.employerProfileUid, employer.uid),
      ),
    )
    .returning()
  if (!removed) throw new AppError('not_found', tk('Not found.'))
  return { categories: await categoriesOf(deps, employer.uid, removed.helperProfileUid) }
}
