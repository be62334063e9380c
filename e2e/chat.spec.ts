import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Page } from '@playwright/test'

const DEMO_PASSWORD = 'hearth-demo-2026'
const EMPLOYER = 'employer@demo.hearth.hk'
const EMPLOYER_WITHOUT_PLAN = 'employer-noplan@demo.hearth.hk'
const HELPER = 'helper@demo.hearth.hk'
/** The demo employer's contact name and the demo helper's profile name. */
const EMPLOYER_NAME = 'Chan Tai Man'
const HELPER_NAME = 'Maria Santos'
const OUT = fileURLToPath(new URL('../reports/screenshots/', import.meta.url))

async function signedInPage(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  // The new page has taken over (focus moves to it) once its code has loaded.
  await expect(page.locator('#main-content')).toBeFocused()
  return page
}

/** The demo helper's profile uid, read from the link to her public profile. */
async function helperProfileUid(helperPage: Page): Promise<string> {
  await helperPage.goto('/edit-helper-profile')
  const link = helperPage.getByRole('link', { name: 'View my public profile' })
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/helper\/[^/]+$/)
  return href.split('/').at(-1)!
}

function messages(page: Page, partner: string) {
  return page.getByRole('region', { name: `Messages with ${partner}` })
}

async function send(page: Page, partner: string, text: string) {
  const box = page.getByRole('textbox', { name: `Message to ${partner}` })
  await box.fill(text)
  await box.press('Enter')
  await expect(box).toHaveValue('')
}

function messagesNavLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ })
}

test('an employer and a helper chat, each seeing the other’s messages arrive without reloading', async ({
  browser,
}) => {
  const employer = await signedInPage(browser, EMPLOYER)
  const helper = await signedInPage(browser, HELPER)
  const helperUid = await helperProfileUid(helper)

  // The employer starts from the helper's profile, with its Chat button.
  await employer.goto(`/helper/${helperUid}`)
  await employer.getByRole('link', { name: `Chat with ${HELPER_NAME}` }).click()
  await expect(employer).toHaveURL(new RegExp(`/chat/${helperUid}$`))
  await expect(employer.getByRole('heading', { level: 1, name: HELPER_NAME })).toBeVisible()

  await helper.goto('/chats')
  await expect(helper.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()

  const hello = `Hello Maria, are you free for a call on Sunday? (${Date.now()})`
  await send(employer, HELPER_NAME, hello)
  await expect(messages(employer, HELPER_NAME).getByText(hello)).toBeVisible()
  await expect(messages(employer, HELPER_NAME).getByText('Sending…')).toHaveCount(0)

  // The helper's list and the unread badge in the top bar update live.
  const row = helper.getByRole('link', { name: new RegExp(EMPLOYER_NAME) })
  await expect(row).toContainText(hello)
  await expect(row).toContainText(/Unread messages: [1-9]/)
  await expect(messagesNavLink(helper)).toContainText(/Unread messages: [1-9]/)

  await row.click()
  await expect(helper.getByRole('heading', { level: 1, name: EMPLOYER_NAME })).toBeVisible()
  await expect(messages(helper, EMPLOYER_NAME).getByText(hello)).toBeVisible()
  // Opening the conversation marks it read.
  await expect(messagesNavLink(helper)).not.toContainText('Unread')

  const reply = `Yes, Sunday afternoon works for me. https://example.com/map (${Date.now()})`
  await send(helper, EMPLOYER_NAME, reply)
  await expect(
    messages(employer, HELPER_NAME).getByText(/Yes, Sunday afternoon works/),
  ).toBeVisible()
  await expect(
    messages(employer, HELPER_NAME).getByRole('link', { name: /https:\/\/example\.com\/map/ }),
  ).toHaveAttribute('rel', 'noopener noreferrer nofollow')

  // Away from the chat pages, a new message shows a toast. The employer moves on through the menu,
  // as a person would: the live connection stays open (a full reload would reconnect it, and a
  // message sent while it reconnects only counts as unread).
  await employer
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Find helpers' })
    .click()
  await expect(employer.getByRole('heading', { level: 1, name: 'Find helpers' })).toBeVisible()
  const later = `One more thing: I can start in March. (${Date.now()})`
  await send(helper, EMPLOYER_NAME, later)
  const toast = employer.getByRole('status').filter({ hasText: `New message from ${HELPER_NAME}` })
  await expect(toast).toContainText(later)
  await expect(messagesNavLink(employer)).toContainText(/Unread messages: [1-9]/)
  await toast.getByRole('link', { name: 'Open chat' }).click()
  await expect(messages(employer, HELPER_NAME).getByText(later)).toBeVisible()

  await employer.context().close()
  await helper.context().close()
})

test('an employer without an active plan is offered a subscription when sending', async ({
  browser,
}) => {
  const employer = await signedInPage(browser, EMPLOYER_WITHOUT_PLAN)
  await employer.goto('/find-helpers')
  const card = employer.getByRole('article').first()
  const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim()
  await card.getByRole('link', { name: /^Chat with / }).click()
  await expect(employer.getByRole('heading', { level: 1, name })).toBeVisible()

  const box = employer.getByRole('textbox', { name: `Message to ${name}` })
  await box.fill('Hello, is your profile still current?')
  await box.press('Enter')

  const dialog = employer.getByRole('dialog', { name: 'Get an access plan to chat with helpers' })
  await expect(dialog).toBeVisible()
  if (await dialog.getByRole('link', { name: 'Subscribe' }).count()) {
    await dialog.getByRole('link', { name: 'Subscribe' }).click()
    await expect(employer).toHaveURL(/\/subscription$/)
  } else {
    await dialog.getByRole('button', { name: 'Subscribe' }).click()
    await expect(dialog.getByText(/Plans are not on sale online yet/)).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'support@hearth.hk' })).toHaveAttribute(
      'href',
      'mailto:support@hearth.hk',
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    // Nothing was sent: the text is still in the box.
    await expect(box).toHaveValue('Hello, is your profile still current?')
    await expect(messages(employer, name).getByText('Hello, is your profile')).toHaveCount(0)
  }
  await employer.context().close()
})

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const viewport of VIEWPORTS) {
  test(`the conversation list and a conversation fit a ${viewport.width}-px screen`, async ({
    browser,
  }) => {
    const helper = await signedInPage(browser, HELPER)
    const helperUid = await helperProfileUid(helper)
    await helper.context().close()

    const employer = await signedInPage(browser, EMPLOYER, viewport)
    await employer.goto(`/chat/${helperUid}`)
    await expect(employer.getByRole('heading', { level: 1, name: HELPER_NAME })).toBeVisible()
    await send(
      employer,
      HELPER_NAME,
      'Our flat is in Tai Koo, near the MTR:\nhttps://www.google.com/maps/search/Tai+Koo+MTR\nSee you on Sunday!',
    )
    await expect(messages(employer, HELPER_NAME).getByText('Sending…')).toHaveCount(0)
    await employer.waitForLoadState('networkidle')
    await expectNoSidewaysScroll(employer)
    await employer.screenshot({ path: `${OUT}chat-${viewport.name}.png` })

    await employer.goto('/chats')
    await expect(employer.getByRole('link', { name: new RegExp(HELPER_NAME) })).toBeVisible()
    await employer.waitForLoadState('networkidle')
    await expectNoSidewaysScroll(employer)
    await employer.screenshot({ path: `${OUT}chats-${viewport.name}.png`, fullPage: true })
    await employer.context().close()
  })
}
