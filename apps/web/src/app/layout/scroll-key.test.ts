import { expect, test } from 'vitest'
import { scrollKey } from './scroll-key'

test('the first page of two documents is filed by its address, so one never opens at the other’s scroll', () => {
  const home = scrollKey({ key: 'default', pathname: '/', search: '' })
  const faq = scrollKey({ key: 'default', pathname: '/faq', search: '' })
  expect(home).not.toBe(faq)
  // Reloading the same address keeps its own place.
  expect(scrollKey({ key: 'default', pathname: '/faq', search: '' })).toBe(faq)
})

test('pages reached inside the app keep the router’s own key: Back returns to that visit’s place', () => {
  expect(scrollKey({ key: 'k3x9', pathname: '/faq', search: '' })).toBe('k3x9')
})
