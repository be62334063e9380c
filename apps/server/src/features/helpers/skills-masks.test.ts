import { describe, expect, test } from 'vitest'
import { MAIN_SKILLS } from '@hearth/shared/helper-options'
import { masksHolding } from './helpers-search.repository'
import { skillsMask } from './helpers.search-row'

// The skills filter is spelled as the list of masks holding every chosen skill (issue 28): the
// list must be exactly the masks the bit test `(mask & wanted) = wanted` accepts.
describe('masksHolding', () => {
  test.each([
    [['Cooking']],
    [['Baby Care', 'Cooking']],
    [['Driving', 'Tutoring', 'Pet Care']],
    [[...MAIN_SKILLS]],
  ])('lists every mask holding %j, and no other', (skills) => {
    const wanted = skillsMask(skills)
    const listed = masksHolding(wanted).slice(1, -1).split(',').map(Number)
    const expected = []
    for (let mask = 0; mask < 1 << MAIN_SKILLS.length; mask += 1)
      if ((mask & wanted) === wanted) expected.push(mask)
    expect(listed).toEqual(expected)
    expect(listed).toHaveLength(2 ** (MAIN_SKILLS.length - skills.length))
  })
})
