import { expect, test } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MessageText, splitLinks } from './message-text'

test('http and https addresses become links that open safely in a new tab', () => {
  render(<MessageText content="Map: https://example.com/a?b=1 and http://hearth.hk." />)
  const links = screen.getAllByRole('link')
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://example.com/a?b=1',
    'http://hearth.hk/',
  ])
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  }
  // The full stop after the address belongs to the sentence.
  expect(links[1]).toHaveTextContent(/^http:\/\/hearth\.hk \(opens in a new tab\)$/)
})

test('a javascript: address and markup stay plain text', () => {
  const { container } = render(
    <MessageText content={'javascript:alert(1) <img src=x onerror=alert(2)> <b>bold</b>'} />,
  )
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
  expect(container.querySelector('img, b')).toBeNull()
  expect(container).toHaveTextContent(
    'javascript:alert(1) <img src=x onerror=alert(2)> <b>bold</b>',
  )
})

test('an address hidden behind another scheme is not linked', () => {
  expect(splitLinks('javascript:https://evil.example')).toEqual([
    { kind: 'text', text: 'javascript:' },
    { kind: 'link', text: 'https://evil.example', href: 'https://evil.example/' },
  ])
  expect(splitLinks('data:text/html,<script>x</script>')).toEqual([
    { kind: 'text', text: 'data:text/html,<script>x</script>' },
  ])
})

test('line breaks are kept and a bracket that belongs to the address stays in it', () => {
  const { container } = render(
    <MessageText
      content={'Line one\nLine two (see https://en.wikipedia.org/wiki/Hong_Kong_(city))'}
    />,
  )
  expect(container.querySelector('p')).toHaveClass('whitespace-pre-wrap')
  expect(container.querySelector('p')?.textContent).toContain('Line one\nLine two')
  expect(screen.getByRole('link')).toHaveAttribute(
    'href',
    'https://en.wikipedia.org/wiki/Hong_Kong_(city)',
  )
})
