import { afterEach, expect, test } from 'vitest'
import { render, screen } from '@testing-library/react'
import { changeLanguage } from '../../lib/i18n'
import { VerifiedBadge } from './verified-badge'

afterEach(async () => {
  await changeLanguage('en')
})

test('a helper’s pill reads "Verified"; explained, it says what was checked, when, and what not', () => {
  const { rerender } = render(<VerifiedBadge kind="helper" verifiedAt="2026-11-20T03:00:00Z" />)
  expect(screen.getByText('Verified')).toBeInTheDocument()
  expect(screen.queryByText(/Hearth checked/)).not.toBeInTheDocument()

  rerender(<VerifiedBadge kind="helper" verifiedAt="2026-11-20T03:00:00Z" explain />)
  expect(screen.getByText('Verified')).toBeInTheDocument()
  expect(
    screen.getByText(
      'Hearth checked her identity and visa on 20 Nov 2026. This does not prove skills or references.',
    ),
  ).toBeInTheDocument()
})

test('an employer’s pill reads "Verified employer", with the address in its note', () => {
  render(<VerifiedBadge kind="employer" verifiedAt="2026-11-19T18:30:00Z" explain />)
  expect(screen.getByText('Verified employer')).toBeInTheDocument()
  // Hong Kong's calendar day: 02:30 on 20 November.
  expect(
    screen.getByText('Hearth checked this employer’s identity and address on 20 Nov 2026.'),
  ).toBeInTheDocument()
})

test('without a date the note leaves it out; the icon is decoration', () => {
  const { container } = render(<VerifiedBadge kind="helper" explain />)
  expect(
    screen.getByText(
      'Hearth checked her identity and visa. This does not prove skills or references.',
    ),
  ).toBeInTheDocument()
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
})

test('the note is in the page’s language, with its date format', async () => {
  await changeLanguage('zh-TW')
  render(<VerifiedBadge kind="helper" verifiedAt="2026-11-20T03:00:00Z" explain />)
  expect(screen.getByText('已驗證')).toBeInTheDocument()
  expect(screen.getByText(/2026年11月20日/)).toBeInTheDocument()
})
