import { afterEach, expect, test, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import type { UserMenu as StandInMenu } from './user-menu-loader'

// The Radix menu's chunk arrives only when the test says so, to press the stand-in before it.
const menuChunk = vi.hoisted(() => {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  return { arrived, release }
})
vi.mock('./user-menu', async (importOriginal) => {
  await menuChunk.arrived
  return importOriginal()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

// Once the menu's chunk is in, the loader renders the real menu at once; test files share their
// worker's modules, so another file may have loaded it already: this test takes a copy of the
// loader of its own (a query makes it another module).
test('the stand-in has the menu button’s name; Enter on it before the menu arrives opens the menu then, and focus comes back to the button', async () => {
  // @ts-expect-error -- the same file under another module id, which TypeScript does not resolve
  const fresh = (await import('./user-menu-loader?stand-in')) as { UserMenu: typeof StandInMenu }
  const user = makeUser()
  signInAs(user)
  stubApi(user)
  renderPage(<fresh.UserMenu user={user} />, { route: '/', withAuth: true })
  const keyboard = userEvent.setup()
  const standIn = screen.getByRole('button', { name: 'Account menu for Amy Chan' })
  expect(standIn).toHaveAttribute('aria-haspopup', 'menu')
  expect(standIn).toHaveAttribute('aria-expanded', 'false')
  expect(standIn).toHaveTextContent('A')

  await keyboard.tab()
  expect(standIn).toHaveFocus()
  await keyboard.keyboard('{Enter}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()

  await act(async () => {
    menuChunk.release()
    await menuChunk.arrived
  })
  const menu = await screen.findByRole('menu')
  expect(menu).toHaveTextContent('Account type: Employer')
  const trigger = screen.getByRole('button', { name: 'Account menu for Amy Chan' })
  expect(trigger).toHaveAttribute('aria-expanded', 'true')

  await keyboard.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(trigger).toHaveFocus()
})

test('the menu lists the account’s pages, copying the referral code keeps it open, and a page closes it', async () => {
  menuChunk.release()
  const { UserMenu: LoadedMenu } = await import('./user-menu')
  const user = makeUser()
  signInAs(user)
  stubApi(user)
  renderPage(<LoadedMenu user={user} defaultOpen={false} focusTrigger={false} />, {
    route: '/',
    withAuth: true,
  })
  const pointer = userEvent.setup()
  await pointer.click(screen.getByRole('button', { name: 'Account menu for Amy Chan' }))

  expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeInTheDocument()
  expect(screen.getByRole('menuitem', { name: 'Referral programme' })).toBeInTheDocument()
  expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument()

  await pointer.click(screen.getByRole('menuitem', { name: 'Copy referral code (ABCDEF)' }))
  expect(await screen.findByRole('menuitem', { name: 'Copied!' })).toBeInTheDocument()
  expect(screen.getByRole('menu')).toBeInTheDocument()

  await pointer.click(screen.getByRole('menuitem', { name: 'My account' }))
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(screen.getByTestId('location')).toHaveTextContent('/account')
})

test('where the layout hides the button (phones), the menu loads only once the pointer comes to it', async () => {
  menuChunk.release()
  // @ts-expect-error -- the same file under another module id, which TypeScript does not resolve
  const fresh = (await import('./user-menu-loader?hidden')) as { UserMenu: typeof StandInMenu }
  Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
    configurable: true,
    value: () => false,
  })
  try {
    const user = makeUser()
    signInAs(user)
    stubApi(user)
    renderPage(<fresh.UserMenu user={user} />, { route: '/', withAuth: true })
    const standIn = screen.getByRole('button', { name: 'Account menu for Amy Chan' })
    // Long enough for the menu's chunk, already loaded by the test above, to arrive if asked for.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(standIn).toBeInTheDocument()
    expect(standIn).not.toHaveAttribute('data-state')

    await userEvent.setup().hover(standIn)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu for Amy Chan' })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    )
  } finally {
    Reflect.deleteProperty(HTMLElement.prototype, 'checkVisibility')
  }
})
