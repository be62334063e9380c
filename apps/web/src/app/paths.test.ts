import { describe, expect, test } from 'vitest'
import { hasPage } from './routes'
import { paths } from '../lib/paths'

describe('paths', () => {
  test('every builder leads to a page of the route table, not to Page not found', () => {
    for (const [name, build] of Object.entries(paths)) {
      const args = name === 'privacy' ? ['zh-TW'] : ['abc', 'def']
      const path = (build as (...args: string[]) => string)(...args).split('?')[0]!
      expect(hasPage(path), `${name} → ${path}`).toBe(true)
    }
  })

  test('parameters are encoded, so a stray slash or question mark cannot change the route', () => {
    expect(paths.helper('a/b?c')).toBe('/helper/a%2Fb%3Fc')
    expect(paths.payrollRecord('e 1', 'r#2')).toBe(
      '/employment-management/e%201/payroll-record/r%232',
    )
  })

  test('a query is appended once, whatever form it comes in', () => {
    expect(paths.login({ next: '/chats' })).toBe('/login?next=%2Fchats')
    expect(paths.findHelpers('?page=2')).toBe('/find-helpers?page=2')
    expect(paths.findHelpers('')).toBe('/find-helpers')
    expect(paths.employerLeave('e1', new URLSearchParams({ name: 'Ana' }))).toBe(
      '/employment-management/e1/leave?name=Ana',
    )
  })
})
