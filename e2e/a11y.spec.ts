import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'
import { seriousAxeViolations, targetsOf } from './axe'
import { DEMO_PASSWORD, EMPLOYER, HELPER, HELPER_NAME, signedInPage } from './demo-accounts'

// Issue 27 item 15: axe-core over every page each role can open, at 375 and 1280 px. One test
// per role and viewport collects every serious or critical violation, so one run lists them all.
// Left out: the operator console (safety.spec.ts), pages that only redirect (/welcome and
// /register-helper once the helper has a profile, /employer/job-post-success without a post,
// /app/register on a desktop browser, /login once signed in) and the second addresses of a page
// (/employer/create-job, /create-job, /employer/edit-job/:uid, /employment-management/helpers,
// /employer/manage-employment, /contracts, /payroll, /documents, /privacy/:language).

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const
const API = '/api/v1'
const NOT_FOUND = '/no-such-page'

type Employment = {
  uid: string
  status: 'active' | 'inactive'
  helper_profile: string
  helper_details: { full_name: string }
  employer_profile: string
  latest_contract_details: { uid: string } | null
}
type PayRecord = { uid: string; finalised: boolean }

async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`${API}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API}/hirlab/belmount/login`, {
    data: { username: email, password: DEMO_PASSWORD },
  })
  expect(response.status(), `login ${email}`).toBe(200)
  return ((await response.json()) as { access: string }).access
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo data has no ${what}`)
  return value
}

/** The demo helper's profile id and a featured posting's uid, both public. */
async function publicIds(request: APIRequestContext) {
  const helpers = await getJson<{ results: { id: string; fullName: string }[] }>(
    request,
    `/helpers/profiles/?q=${encodeURIComponent(HELPER_NAME)}`,
  )
  const featured = await getJson<{ results: { uid: string }[] }>(request, '/jobs/featured/')
  return {
    maria: found(
      helpers.results.find((helper) => helper.fullName === HELPER_NAME),
      'Maria',
    ).id,
    job: found(featured.results[0], 'featured posting').uid,
  }
}

/** The demo pair's active employment, as `token`'s owner sees it. */
async function demoEmployment(request: APIRequestContext, token: string) {
  const employments = await getJson<Employment[]>(
    request,
    '/employments/detailed-employments/',
    token,
  )
  const employment = found(
    employments.find(
      (item) => item.status === 'active' && item.helper_details.full_name === HELPER_NAME,
    ),
    'active employment of Maria',
  )
  const records = await getJson<PayRecord[]>(
    request,
    `/payrolls/pay-period-records/by-employment/?employment_uid=${employment.uid}`,
    token,
  )
  const query = new URLSearchParams({
    name: employment.helper_details.full_name,
    helper_profile: employment.helper_profile,
  }).toString()
  return { employment, records, query }
}

/**
 * The demo pair's conversation, started by the employer (as the chat does) when there is none yet:
 * the helper can open a chat only with an employer who wrote to her.
 */
async function ensureConversation(request: APIRequestContext, employment: Employment) {
  const token = await accessToken(request, EMPLOYER)
  const conversations = await getJson<{ helper_profile_uid: string }[]>(
    request,
    '/chat/conversations/',
    token,
  )
  if (conversations.some((item) => item.helper_profile_uid === employment.helper_profile)) return
  const sent = await request.post(`${API}/chat/send-user-message/`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      helper_profile_uid: employment.helper_profile,
      employer_profile_uid: employment.employer_profile,
      content: 'Hello Maria, could we talk about your day off next month?',
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
}

const PUBLIC_INFO = ['/checklist', '/faq', '/staying-safe', '/privacy', '/terms', '/app/download']

async function visitorRoutes(request: APIRequestContext): Promise<string[]> {
  const { maria, job } = await publicIds(request)
  return [
    '/',
    '/find-helpers',
    `/helper/${maria}`,
    `/jobs/${job}`,
    `/view-job/${job}`,
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/reset-password/MQ/a11y-token',
    '/verify-email/a11y-key',
    ...PUBLIC_INFO,
    '/app/profile/helper/edit',
    '/app/profile/employer/edit',
    NOT_FOUND,
  ]
}

async function employerRoutes(request: APIRequestContext, origin: string): Promise<string[]> {
  const token = await accessToken(request, EMPLOYER)
  const { maria, job } = await publicIds(request)
  const postings = await getJson<{ uid: string; applications: { uid: string }[] }[]>(
    request,
    '/employer/postings/my-with-applications/',
    token,
  )
  const posting = found(
    postings.find((item) => item.applications.length > 0),
    'posting with applications',
  )
  const application = found(posting.applications[0], 'application').uid
  const { employment, records, query } = await demoEmployment(request, token)
  await ensureConversation(request, employment)
  const id = employment.uid
  const name = new URLSearchParams({ name: employment.helper_details.full_name }).toString()
  const contract = found(employment.latest_contract_details ?? undefined, 'contract').uid
  const draft = found(
    records.find((record) => !record.finalised),
    'draft pay record',
  ).uid
  const paid = found(
    records.find((record) => record.finalised),
    'finalised pay record',
  ).uid
  // A pending test checkout of the demo employer (nothing is paid), for /test-checkout/:id.
  const checkout = await request.post(`${API}/hirlabusers/create-checkout-session/`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      planId: 'monthly',
      successUrl: `${origin}/subscription?success=1&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/subscription?canceled=1`,
    },
  })
  expect(checkout.status(), await checkout.text()).toBe(200)
  const session = ((await checkout.json()) as { sessionId: string }).sessionId
  return [
    '/',
    '/employer/welcome',
    '/register-employer',
    '/account',
    '/subscription',
    `/test-checkout/${session}`,
    '/referral',
    '/my-reports',
    '/find-helpers',
    `/helper/${maria}`,
    '/chats',
    `/chat/${maria}`,
    '/employer/my-postings',
    '/employer/postings/create',
    `/employer/postings/${posting.uid}/edit`,
    `/employer/postings/${posting.uid}/applications`,
    `/employer/application/${application}`,
    `/jobs/${posting.uid}`,
    `/view-job/${job}`,
    '/manage-employment',
    '/manage-employment/helpers',
    '/manage-employment/leaves',
    '/manage-employment/payroll',
    `/manage-employment/documents?employment=${id}`,
    `/employment-management/${id}/contracts`,
    '/employment-management/create-contract',
    `/employment-management/contract/${contract}/update?${name}`,
    `/employment-management/${id}/leave?${query}`,
    `/employment-management/${employment.helper_profile}/termination-calculation?${name}`,
    `/employment-management/${id}/timeline?${name}`,
    `/employment-management/${id}/onboarding`,
    `/employment-management/${id}/payroll?${query}`,
    `/employment-management/${id}/payroll-record/${draft}?${query}`,
    `/employment-management/${id}/payroll-record/${paid}?${query}`,
    ...PUBLIC_INFO,
    NOT_FOUND,
  ]
}

async function helperRoutes(request: APIRequestContext): Promise<string[]> {
  const token = await accessToken(request, HELPER)
  const { maria, job } = await publicIds(request)
  const { employment, records, query } = await demoEmployment(request, token)
  await ensureConversation(request, employment)
  const id = employment.uid
  const payslip = found(records[0], 'payslip').uid
  return [
    '/',
    '/find-job',
    '/edit-helper-profile',
    `/helper/${maria}`,
    `/jobs/${job}`,
    '/account',
    '/referral',
    '/my-reports',
    '/chats',
    `/chat/${employment.employer_profile}`,
    '/my-employment',
    `/helper/${id}/leave?${query}`,
    `/my-employment/documents/${id}`,
    '/my-employment/payslips',
    `/my-employment/payslips/${payslip}`,
    ...PUBLIC_INFO,
    NOT_FOUND,
  ]
}

/**
 * The page's requests in flight, but for the live connection's long polls. `quiet` resolves once
 * none has been in flight for 250 ms: Playwright's `networkidle` waits 500 ms, twice the time.
 */
function networkOf(page: Page) {
  const inFlight = new Set<Request>()
  let changed = Date.now()
  const add = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/socket.io/')) return
    inFlight.add(request)
    changed = Date.now()
  }
  const remove = (request: Request) => {
    if (inFlight.delete(request)) changed = Date.now()
  }
  page.on('request', add)
  page.on('requestfinished', remove)
  page.on('requestfailed', remove)
  return {
    async quiet() {
      const deadline = Date.now() + 15_000
      while (inFlight.size > 0 || Date.now() - changed < 250) {
        if (Date.now() > deadline) return false
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return true
    },
  }
}

/**
 * Opens `route` and waits for it to settle: its heading, the network quiet, no spinner. Returns
 * what went wrong on the way (a redirect, an error page, an API error), or nothing.
 */
async function settle(
  page: Page,
  route: string,
  network: ReturnType<typeof networkOf>,
  apiErrors: string[],
): Promise<string[]> {
  apiErrors.length = 0
  await page.goto(route, { waitUntil: 'domcontentloaded' })
  const problems: string[] = []
  const heading = page.getByRole('heading', { level: 1 }).first()
  try {
    await heading.waitFor({ state: 'visible', timeout: 15_000 })
  } catch {
    problems.push('no visible h1 after 15 s')
  }
  if (!(await network.quiet())) problems.push('requests still running after 15 s')
  try {
    await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, {
      timeout: 10_000,
    })
  } catch {
    problems.push('still loading after 10 s')
  }
  const path = new URL(page.url()).pathname
  if (path !== new URL(route, page.url()).pathname) problems.push(`redirected to ${path}`)
  const title = (await heading.textContent({ timeout: 1_000 }).catch(() => '')) ?? ''
  if (route !== NOT_FOUND && /^(Page not found|Something went wrong)$/.test(title.trim()))
    problems.push(`shows "${title.trim()}"`)
  problems.push(...apiErrors)
  return problems
}

/** Every route scanned on `page`; the failures, one line each. */
async function scan(page: Page, routes: readonly string[]): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const network = networkOf(page)
  const apiErrors: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith(`${API}/`) && response.status() >= 400)
      apiErrors.push(`${response.request().method()} ${url.pathname} answered ${response.status()}`)
  })
  const failures: string[] = []
  for (const route of routes) {
    const problems = await settle(page, route, network, apiErrors)
    failures.push(...problems.map((problem) => `${route}: ${problem}`))
    if (problems.some((problem) => problem.startsWith('redirected'))) continue
    for (const violation of await seriousAxeViolations(page))
      failures.push(`${route}: ${violation.id} (${violation.impact}) at ${targetsOf(violation)}`)
  }
  return failures
}

type Role = {
  name: string
  email: string | null
  routes: (request: APIRequestContext, origin: string) => Promise<string[]>
}
const ROLES: Role[] = [
  { name: 'visitor', email: null, routes: visitorRoutes },
  { name: 'employer', email: EMPLOYER, routes: employerRoutes },
  { name: 'helper', email: HELPER, routes: helperRoutes },
]

for (const role of ROLES) {
  for (const viewport of VIEWPORTS) {
    test(`every ${role.name} page has no serious or critical axe violation (${viewport.width} px)`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000)
      let page: Page
      if (role.email) {
        page = await signedInPage(browser, role.email)
        await page.setViewportSize(viewport)
      } else {
        page = await (await browser.newContext({ viewport })).newPage()
      }
      const routes = await role.routes(request, test.info().project.use.baseURL ?? '')
      test.info().annotations.push({ type: 'pages', description: String(routes.length) })
      const failures = await scan(page, routes)
      await page.context().close()
      expect(failures, failures.join('\n')).toEqual([])
    })
  }
}
