import type { UserSession } from '@hearth/shared/accounts'
import { tk } from '@hearth/shared/i18n-keys'
import { paths } from '../../lib/paths'
import { canUseChat } from '../../lib/realtime'

/**
 * `showsUnread`: the link carries the live count of unread chat messages. `homeSection`: an anchor
 * on the home page, left out of a signed-in user's top bar (the phone menu keeps it).
 */
type NavLink = {
  to: string
  label: string
  showsUnread?: boolean
  homeSection?: boolean
  /** Only in the phone menu (docs/spec/marketplace.md §2: it "adds the checklist link"). */
  menuOnly?: boolean
}

const MESSAGES: NavLink = { to: paths.chats(), label: tk('Messages'), showsUnread: true }

const FIND_JOBS: NavLink = { to: paths.findJob(), label: tk('Find jobs') }

/** docs/spec/marketplace.md §2: employers post jobs and follow their postings. */
const EMPLOYER_JOB_LINKS: NavLink[] = [
  { to: paths.createJob(), label: tk('Post a job') },
  { to: paths.myPostings(), label: tk('My postings') },
  // docs/spec/employment.md §2: the employment hub.
  { to: paths.manageEmployment(), label: tk('Manage employment') },
]

/** Issue 13: a helper's own employments, read-only, with the way to their leave. */
const MY_EMPLOYMENT: NavLink = { to: paths.myEmployment(), label: tk('My employment') }

const CHECKLIST: NavLink = { to: paths.checklist(), label: tk('Hiring checklist'), menuOnly: true }

const PRICING: NavLink = { to: '/#pricing', label: tk('Pricing'), homeSection: true }

const HOME_SECTIONS: NavLink[] = [
  { to: '/#how-it-works', label: tk('How it works'), homeSection: true },
  PRICING,
  { to: '/#for-helpers', label: tk('For helpers'), homeSection: true },
]

/** Plans are for employers: a helper never pays (the FAQ says so), so her menu offers no Pricing. */
const HELPER_HOME_SECTIONS = HOME_SECTIONS.filter((link) => link !== PRICING)

/**
 * Top-bar links. Find helpers is for visitors and employers; helpers never see it (docs/spec/marketplace.md
 * §6). Employers also post jobs and see their postings; helpers with a profile find jobs.
 * Messages is for those who can chat: employers, and helpers with a profile.
 */
export function navLinksFor(user: UserSession | null): NavLink[] {
  const messages = canUseChat(user) ? [MESSAGES] : []
  if (user?.userType === 'helper') {
    // Find jobs needs the helper's profile (docs/spec/marketplace.md §6).
    const jobs = user.detail_profile?.uid ? [FIND_JOBS, MY_EMPLOYMENT] : []
    return [...jobs, ...messages, ...HELPER_HOME_SECTIONS]
  }
  const postings = user?.userType === 'employer' ? EMPLOYER_JOB_LINKS : []
  return [
    { to: paths.findHelpers(), label: tk('Find helpers') },
    ...postings,
    ...messages,
    CHECKLIST,
    ...HOME_SECTIONS,
  ]
}

/** The account's own profile pages, for the user menu and the mobile menu. */
export function profileLinksFor(user: UserSession): NavLink[] {
  if (user.userType === 'employer')
    return [
      { to: paths.registerEmployer(), label: tk('My details') },
      { to: paths.subscription(), label: tk('Plans') },
    ]
  const uid = user.detail_profile?.uid
  if (!uid) return [{ to: paths.registerHelper(), label: tk('Create my profile') }]
  return [
    { to: paths.editHelperProfile(), label: tk('My profile') },
    { to: paths.helper(uid), label: tk('View my public profile') },
  ]
}
