import { EXCLUSIVE_CATEGORIES, type SavedHelperInput } from '@hearth/shared/helper-search'
import { tk } from '@hearth/shared/i18n-keys'
import { assertRole, type Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { newUid } from '../../lib/tokens'
import * as repo from './categories.repository'
import { findHelperByUid } from './helpers.repository'
import { presentSaved } from './helpers.presenter'

/** Categories are the employer's own: the actor's employer profile owns every entry. */
function employerOf(actor: Actor): string {
  assertRole(actor, 'employer', tk('Only employers can sort helpers into categories.'))
  if (!actor.employerProfileUid) {
    throw new AppError('not_found', tk('Failed to load employer profile'))
  }
  return actor.employerProfileUid
}

async function categoriesOf(deps: AppDeps, employerUid: string, helperUid: string) {
  return presentSaved(await repo.findSavedForEmployer(deps.db, employerUid, [helperUid]))
}

/**
 * Adds a category; adding one of an exclusive pair (shortlisted/blacklisted,
 * helper_interested/helper_not_interested) removes the other (docs/spec/marketplace.md §4), atomically.
 */
export async function addCategory(deps: AppDeps, actor: Actor, input: SavedHelperInput) {
  const employerUid = employerOf(actor)
  const helper = await findHelperByUid(deps.db, input.helper_profile)
  if (!helper || helper.isDraft) throw new AppError('not_found', tk('Helper profile not found.'))
  const uid = newUid()
  const inserted = await repo.insertSavedReplacingOpposite(
    deps.db,
    {
      uid,
      employerProfileUid: employerUid,
      helperProfileUid: helper.uid,
      category: input.category,
      notes: input.notes ?? null,
      createdAt: deps.clock(),
    },
    EXCLUSIVE_CATEGORIES[input.category],
  )
  if (!inserted) {
    throw new AppError('invalid', tk('Category already exists.'), {
      fields: { category: [tk('Category already exists.')] },
    })
  }
  return {
    uid,
    helper_profile: helper.uid,
    category: input.category,
    categories: await categoriesOf(deps, employerUid, helper.uid),
  }
}

export async function removeCategory(deps: AppDeps, actor: Actor, entryUid: string) {
  const employerUid = employerOf(actor)
  const removed = await repo.deleteSavedForOwner(deps.db, entryUid, employerUid)
  if (!removed) throw new AppError('not_found', tk('Not found.'))
  return { categories: await categoriesOf(deps, employerUid, removed.helperProfileUid) }
}
