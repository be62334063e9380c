import { expect, test } from 'vitest'
import { render, screen } from '@testing-library/react'
import { makeUser } from '../../test/fixtures'
import { PlanBadge } from './plan-badge'

test('the top bar’s shortest plan chip says what its date is, not a bare date', () => {
  render(<PlanBadge user={makeUser()} dateOnly />)
  const chip = screen.getByText('until 1 Jan 2099', { selector: '[aria-hidden="true"]' })
  expect(chip).toBeVisible()
  // The plan itself is still read out.
  expect(screen.getByText('Monthly plan · until 1 Jan 2099')).toHaveClass('sr-only')
})
