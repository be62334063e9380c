import { afterEach, expect, test, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, setLanguageNavigation } from '../../lib/i18n'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { LanguageSelector } from './language-selector'

afterEach(async () => {
  await changeLanguage('en')
})

test('choosing 繁體中文 switches <html lang>, the interface text and the remembered choice', async () => {
  render(<LanguageSelector />)
  const user = userEvent.setup()
  expect(document.documentElement.lang).toBe('en')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '繁體中文')

  expect(document.documentElement.lang).toBe('zh-TW')
  expect(screen.getByRole('combobox', { name: '語言' })).toHaveValue('zh-TW')
  expect(window.localStorage.getItem('hearth.language')).toBe('zh-TW')
})

test('choosing 简体中文 switches <html lang> to zh-CN', async () => {
  render(<LanguageSelector />)
  const user = userEvent.setup()

  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh-CN')

  expect(document.documentElement.lang).toBe('zh-CN')
  expect(screen.getByRole('combobox', { name: '语言' })).toBeInTheDocument()
})

test('language names are written in their own script whatever the interface language', async () => {
  await changeLanguage('zh-CN')
  render(<LanguageSelector />)
  const options = screen.getAllByRole('option').map((option) => option.textContent)
  expect(options).toEqual(['English', '繁體中文', '简体中文'])
})

test('a signed-in user’s pick is saved as the account’s language before the page moves to it', async () => {
  const user = makeUser()
  signInAs(user)
  const calls = stubApi(user, {
    'PATCH /hirlab/belmount/user/': (call) =>
      jsonResponse(200, { ...user, language: (call.body as { language: string }).language }),
  })
  const moves: string[] = []
  setLanguageNavigation((language) => moves.push(language))
  try {
    renderPage(<LanguageSelector />, { withAuth: true })
    await screen.findByRole('combobox', { name: 'Language' })
    await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true))

    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh-TW')

    await waitFor(() => expect(moves).toEqual(['zh-TW']))
    const patch = calls.find((call) => call.method === 'PATCH')
    expect(patch?.body).toEqual({ language: 'zh-TW' })
    expect(window.localStorage.getItem('hearth.language')).toBe('zh-TW')
  } finally {
    setLanguageNavigation(null)
    vi.unstubAllGlobals()
  }
})
