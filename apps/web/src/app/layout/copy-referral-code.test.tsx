import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { CopyReferralCodeButton } from './copy-referral-code'

const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

test('copying the referral code shows Copied! for two seconds', async () => {
  render(<CopyReferralCodeButton code="QWERTY" />)
  const button = screen.getByRole('button', { name: 'Copy referral code (QWERTY)' })

  await act(async () => {
    fireEvent.click(button)
  })

  expect(writeText).toHaveBeenCalledWith('QWERTY')
  expect(button).toHaveTextContent('Copied!')
  act(() => {
    vi.advanceTimersByTime(1999)
  })
  expect(button).toHaveTextContent('Copied!')
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(button).toHaveTextContent('Copy referral code (QWERTY)')
})

test('an account without a referral code shows No Referral Code and nothing to copy', () => {
  render(<CopyReferralCodeButton code={null} />)
  const button = screen.getByRole('button', { name: 'No Referral Code' })
  expect(button).toBeDisabled()
  fireEvent.click(button)
  expect(writeText).not.toHaveBeenCalled()
})

test('when the clipboard is refused the code is shown so it can be copied by hand', async () => {
  writeText.mockRejectedValue(new Error('denied'))
  document.execCommand = vi.fn(() => false)
  render(<CopyReferralCodeButton code="QWERTY" />)

  await act(async () => {
    fireEvent.click(screen.getByRole('button'))
  })

  expect(screen.getByRole('button')).toHaveTextContent('Could not copy. Your code is QWERTY')
})
