import { tk } from '@hearth/shared/i18n-keys'
import type { ReportTargetType } from '@hearth/shared/safety'
import type { ReportTargetView } from '@hearth/shared/operator'
import { SAFETY_FLAGS, type SafetyFlag } from '@hearth/shared/safety-flags'
import { profileUidOf, type Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { isWithheld } from '../../lib/moderation'
import { safetyFlagsOfFields } from '../../lib/scam/scam-rules'
import {
  conversationBetween,
  findMessageForModeration,
  messagesAroundForModeration,
} from '../chat/chat-reads.service'
import { employerDisplayName } from '../chat/chat.presenter'
import { findEmployerProfiles } from '../employers/employers.service'
import { fullName, photoUrls } from '../helpers/helpers.presenter'
import { findHelperProfile } from '../helpers/helpers.service'
import {
  employerHasListedPosting,
  findPostingForModeration,
  postingForReport,
} from '../jobs/jobs.service'
import { peopleOfUsers } from '../accounts/users.service'

/** What a report is about, once the reporter may see it: whose it is and a short name. */
export type ResolvedTarget = { ownerUserUid: string; label: string }

const targetNotFound = () => new AppError('not_found', tk('Not found.'))
const ownTarget = () =>
  new AppError('invalid', tk('You cannot report your own profile, posting or message.'), {
    fields: { target_id: [tk('You cannot report your own profile, posting or message.')] },
  })

const LABEL_LENGTH = 80

/** The start of a text, for a report's label. */
export function excerpt(text: string): string {
  const characters = [...text.trim()]
  return characters.length <= LABEL_LENGTH
    ? characters.join('')
    : `${characters.slice(0, LABEL_LENGTH - 1).join('')}…`
}

/**
 * The target as `actor` may report it. Something they cannot see is missing (404), whoever owns
 * it; their own profile, posting or message is a 400. A message only to its conversation's two
 * sides; an employer's profile only to a helper who talks with them or can see their postings.
 */
export async function targetForReporter(
  deps: AppDeps,
  actor: Actor,
  type: ReportTargetType,
  id: string,
): Promise<ResolvedTarget> {
  switch (type) {
    case 'helper_profile': {
      const row = await findHelperProfile(deps, id)
      if (!row) throw targetNotFound()
      if (row.userUid === actor.userUid) throw ownTarget()
      if (row.isDraft || isWithheld(row)) throw targetNotFound()
      return { ownerUserUid: row.userUid, label: fullName(row) }
    }
    case 'job_posting': {
      const found = await postingForReport(deps, actor, id)
      if (!found) throw targetNotFound()
      if (found.own) throw ownTarget()
      const [employer] = await findEmployerProfiles(deps, [found.row.employerProfileUid])
      if (!employer) throw targetNotFound()
      return { ownerUserUid: employer.userUid, label: found.row.jobTitle }
    }
    case 'employer_profile': {
      const [employer] = await findEmployerProfiles(deps, [id])
      if (!employer) throw targetNotFound()
      if (employer.userUid === actor.userUid) throw ownTarget()
      const talks =
        actor.role === 'helper' && actor.helperProfileUid
          ? await conversationBetween(deps, actor.helperProfileUid, employer.uid)
          : false
      if (!talks && !(await employerHasListedPosting(deps, employer.uid))) throw targetNotFound()
      const person = (await peopleOfUsers(deps, [employer.userUid])).get(employer.userUid)
      return { ownerUserUid: employer.userUid, label: person?.name ?? '' }
    }
    case 'message': {
      const found = await findMessageForModeration(deps, id)
      const me = profileUidOf(actor)
      const { message, conversation } = found ?? {}
      if (!message || !conversation || !me) throw targetNotFound()
      if (me !== conversation.helperProfileUid && me !== conversation.employerProfileUid) {
        throw targetNotFound()
      }
      if (message.senderProfileUid === me) throw ownTarget()
      const ownerUserUid = await userOfProfile(deps, message.senderProfileUid, conversation)
      if (!ownerUserUid) throw targetNotFound()
      return { ownerUserUid, label: excerpt(message.content) }
    }
  }
}

async function userOfProfile(
  deps: AppDeps,
  profileUid: string,
  conversation: { helperProfileUid: string; employerProfileUid: string },
): Promise<string | undefined> {
  if (profileUid === conversation.helperProfileUid) {
    return (await findHelperProfile(deps, profileUid))?.userUid
  }
  const [employer] = await findEmployerProfiles(deps, [profileUid])
  return employer?.userUid
}

const EMPTY_VIEW: ReportTargetView = {
  exists: false,
  title: '',
  subtitle: null,
  photo_url: null,
  texts: [],
  public_path: null,
  hidden: false,
  hidden_reason: null,
  safety_flags: [],
  messages: [],
}

function textsOf(entries: [string, string | null | undefined][]) {
  return entries.flatMap(([label, text]) => (text?.trim() ? [{ label, text }] : []))
}

/** The reported thing as its viewers see it, for the operators' report page. */
export async function targetView(
  deps: AppDeps,
  type: ReportTargetType,
  id: string,
): Promise<ReportTargetView> {
  switch (type) {
    case 'helper_profile': {
      const row = await findHelperProfile(deps, id)
      if (!row) return EMPTY_VIEW
      const texts = textsOf([
        [tk('Job title'), row.jobTitle],
        [tk('About me'), row.aboutMe],
        [tk('Experience'), row.experienceText],
      ])
      return {
        ...EMPTY_VIEW,
        exists: true,
        title: fullName(row),
        subtitle: row.nationality,
        photo_url: photoUrls(row).thumbnail_url,
        texts,
        public_path: `/helper/${encodeURIComponent(row.uid)}`,
        hidden: row.hiddenAt !== null,
        hidden_reason: row.hiddenReason,
        safety_flags: flagsOf(texts),
      }
    }
    case 'job_posting': {
      const row = await findPostingForModeration(deps, id)
      if (!row) return EMPTY_VIEW
      const texts = textsOf([
        [tk('Job description'), row.jobDescription],
        [tk('Notes'), row.jobDescriptionNotes],
        [tk('About our family'), row.aboutOurFamily],
      ])
      return {
        ...EMPTY_VIEW,
        exists: true,
        title: row.jobTitle,
        subtitle: row.locationArea,
        texts,
        public_path: `/jobs/${encodeURIComponent(row.uid)}`,
        hidden: row.hiddenAt !== null,
        hidden_reason: row.hiddenReason,
        safety_flags: flagsOf(texts),
      }
    }
    case 'employer_profile': {
      const [employer] = await findEmployerProfiles(deps, [id])
      if (!employer) return EMPTY_VIEW
      const person = (await peopleOfUsers(deps, [employer.userUid])).get(employer.userUid)
      return {
        ...EMPTY_VIEW,
        exists: true,
        title: employerDisplayName(employer.contactPersonName, person?.email ?? ''),
      }
    }
    case 'message': {
      const found = await findMessageForModeration(deps, id)
      if (!found) return EMPTY_VIEW
      const { message, conversation } = found
      const pair = {
        helperProfileUid: conversation.helperProfileUid,
        employerProfileUid: conversation.employerProfileUid,
      }
      const [helper, [employer], around] = await Promise.all([
        findHelperProfile(deps, pair.helperProfileUid),
        findEmployerProfiles(deps, [pair.employerProfileUid]),
        messagesAroundForModeration(deps, message, pair),
      ])
      const employerName = employer
        ? ((await peopleOfUsers(deps, [employer.userUid])).get(employer.userUid)?.name ?? '')
        : ''
      const nameOf = (profile: string) =>
        profile === pair.helperProfileUid ? (helper ? fullName(helper) : '') : employerName
      return {
        ...EMPTY_VIEW,
        exists: true,
        title: nameOf(message.senderProfileUid),
        subtitle: nameOf(message.receiverProfileUid),
        // The operator reads the text even when it was removed: that is what was reported.
        texts: [{ label: tk('Message'), text: message.content }],
        hidden: message.hiddenAt !== null,
        safety_flags: message.safetyFlags.filter(isFlag),
        messages: around.map((row) => ({
          id: row.uid,
          sender_name: nameOf(row.sender),
          content: row.uid === message.uid ? message.content : row.content,
          created_at: row.created_at,
          reported: row.uid === message.uid,
          safety_flags: row.safety_flags,
        })),
      }
    }
  }
}

function flagsOf(texts: { text: string }[]): SafetyFlag[] {
  return safetyFlagsOfFields(texts.map((entry) => entry.text))
}

function isFlag(value: string): value is SafetyFlag {
  return (SAFETY_FLAGS as readonly string[]).includes(value)
}
