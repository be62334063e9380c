import { expect, test } from 'vitest'
import type { UserSession } from '@hearth/shared/accounts'
import { makeHelperUser, makeUser } from '../../test/fixtures'
import { navLinksFor, profileLinksFor } from './nav-links'

const labels = (links: { label: string }[]) => links.map((link) => link.label)

test('a helper’s menus offer no Pricing and no plans: plans are for employers (issue 27 item 10)', () => {
  for (const hasProfile of [true, false]) {
    const helper = makeHelperUser(hasProfile)
    expect(labels(navLinksFor(helper))).not.toContain('Pricing')
    expect(labels(profileLinksFor(helper))).not.toContain('Plans')
  }
  expect(labels(navLinksFor(makeHelperUser(true)))).toEqual([
    'Find jobs',
    'My employment',
    'Messages',
    'How it works',
    'For helpers',
  ])
})

test('employers and visitors still find Pricing among the home sections', () => {
  const visitor: UserSession | null = null
  for (const user of [makeUser(), visitor]) {
    const pricing = navLinksFor(user).find((link) => link.label === 'Pricing')
    expect(pricing).toMatchObject({ to: '/#pricing', homeSection: true })
  }
})

test('menu items are written in sentence case, as "My profile" is', () => {
  const everyLabel = [
    ...navLinksFor(null),
    ...navLinksFor(makeUser()),
    ...navLinksFor(makeHelperUser(true)),
    ...profileLinksFor(makeUser()),
    ...profileLinksFor(makeHelperUser(true)),
    ...profileLinksFor(makeHelperUser(false)),
  ].map((link) => link.label)
  // After the first word, only proper names keep a capital letter.
  const titleCased = everyLabel.filter((label) => /\s[A-Z]/.test(label.replace(/\bHearth\b/g, '')))
  expect(titleCased).toEqual([])
})
