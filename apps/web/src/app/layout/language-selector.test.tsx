import { afterEach, expect, test } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage } from '../../lib/i18n'
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
