import type { Readable } from 'node:stream'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { renderPurchaseReceipt } from '../access/purchase-receipt.service'
import { renderWageReceipt } from '../payroll/payroll-receipt.service'
import * as reads from './export-reads.repository'
import { documentAccessEntries } from './document-access.service'

// What a person's export holds (issue 25 item 1; the shape is documented in
// docs/data-export.md). Each JSON file is a list or an object of records; the fields are the
// records' own, in snake_case, with dates as ISO 8601 strings and money in cents, as stored.
// Left out everywhere: storage keys (the files themselves are in `files/`), password hashes,
// and what belongs to someone else: the other party's private notes, contact details, bank
// account and documents, the other side's messages hidden by Hearth's moderators, and
// operators' internal notes.

export type ExportFile = { path: string; data: Uint8Array; compress: boolean }

type Row = Record<string, unknown>

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** A row as the export writes it: snake_case keys, ISO dates, less the named fields. */
export function plain(row: Row, omit: readonly string[] = []): Row {
  const out: Row = {}
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key) || key.endsWith('Key')) continue
    out[snake(key)] = value instanceof Date ? value.toISOString() : value
  }
  return out
}

const fullName = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(' ') || null

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

const extensionOf = (key: string) => key.split('.').pop() ?? 'bin'
const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120)

/** Everything Hearth holds on the account, as the files of its ZIP. */
export async function exportContents(deps: AppDeps, userUid: string): Promise<ExportFile[]> {
  const db = deps.db
  const user = await reads.userRow(db, userUid)
  if (!user) return []
  const [helper, employer] = await Promise.all([
    reads.helperProfileOfUser(db, userUid),
    reads.employerProfileOfUser(db, userUid),
  ])
  const profileUid = helper?.uid ?? employer?.uid ?? null
  const json: Record<string, unknown> = {}
  const files: ExportFile[] = []
  const keep = async (path: string, key: string | null | undefined) => {
    if (!key) return
    const file = await deps.files.read(key)
    if (file) files.push({ path, data: await readAll(file.stream), compress: false })
  }

  json.account = plain(user, ['passwordHash', 'signupReferralCode'])
  json.profile = helper ? plain(helper) : employer ? plain(employer) : null
  if (helper) {
    await keep(`files/profile/photo.${extensionOf(helper.photoKey ?? '')}`, helper.photoKey)
    await keep(
      `files/profile/passport.${extensionOf(helper.passportKey ?? '')}`,
      helper.passportKey,
    )
  }

  // Categories are the employer's own notes on helpers; a helper is not shown them.
  json.categories = employer
    ? (await reads.savedHelpersOf(db, employer.uid)).map((row) => ({
        ...plain(row.saved),
        helper_name: fullName(row.firstName, row.lastName),
      }))
    : []

  if (helper) {
    json.applications = (await reads.applicationsOfHelper(db, helper.uid)).map((row) => ({
      ...plain(row.application, ['employerNotes']),
      job_title: row.jobTitle,
    }))
    json.postings = []
  } else if (employer) {
    json.applications = (await reads.applicationsToEmployer(db, employer.uid)).map((row) => ({
      ...plain(row.application, ['helperNotes']),
      job_title: row.jobTitle,
      helper_name: fullName(row.firstName, row.lastName),
    }))
    json.postings = (await reads.postingsOf(db, employer.uid)).map((row) => plain(row))
  }

  const conversations = profileUid ? await reads.conversationsOf(db, profileUid) : []
  const messages = profileUid
    ? await reads.messagesOf(
        db,
        conversations.map((row) => row.conversation.uid),
        profileUid,
      )
    : []
  json.conversations = conversations.map((row) => ({
    uid: row.conversation.uid,
    with:
      row.conversation.helperProfileUid === profileUid
        ? row.employerName
        : fullName(row.helperFirstName, row.helperLastName),
    created_at: row.conversation.createdAt.toISOString(),
    messages: messages
      .filter((message) => message.conversationUid === row.conversation.uid)
      .map((message) => ({
        uid: message.uid,
        from: message.senderProfileUid === profileUid ? 'me' : 'them',
        content: message.content,
        created_at: message.createdAt.toISOString(),
        read_at: message.readAt?.toISOString() ?? null,
      })),
  }))

  const checklist = await reads.checklistOf(db, userUid)
  json.checklist = {
    progress: checklist.progress ? plain(checklist.progress) : null,
    steps: checklist.steps.map((row) => plain(row)),
    sub_items: checklist.subItems.map((row) => plain(row)),
  }

  const actor = exportActor(user, helper?.uid ?? null, employer?.uid ?? null)
  const purchases = await reads.purchasesOf(db, userUid)
  json.plans = purchases.map((row) => plain(row))
  for (const purchase of purchases) {
    const receipt = await renderPurchaseReceipt(deps, actor, purchase.sessionId, user.language)
    files.push({ path: `receipts/${receipt.filename}`, data: receipt.pdf, compress: false })
  }

  const referrals = await reads.referralsOf(db, userUid)
  json.referrals = {
    rewards: referrals.rewards.map((row) => ({
      ...plain(row, ['referredUid', 'referrerUid']),
      role: row.referrerUid === userUid ? 'referrer' : 'referred',
    })),
    partner_rewards: referrals.partnerRewards.map((row) => ({
      ...plain(row, ['referredUid', 'referrerUid']),
      role: row.referrerUid === userUid ? 'referrer' : 'referred',
    })),
  }

  await addEmployments(deps, json, files, actor, profileUid, user.language)

  const verifications = await reads.verificationsOf(db, userUid)
  json.verifications = verifications.map((row) => plain(row, ['decidedByUserUid', 'note']))
  for (const row of verifications) {
    await keep(
      `files/verification/${row.uid}.${extensionOf(row.documentKey ?? '')}`,
      row.documentKey,
    )
  }
  json.reports = (await reads.reportsMadeBy(db, userUid)).map((row) =>
    plain(row, ['reporterUserUid', 'targetUserUid', 'resolvedByUserUid', 'resolutionNote']),
  )
  json.blocks = (await reads.blocksBy(db, userUid)).map((row) => plain(row, ['blockerUserUid']))
  json.document_access = (await documentAccessEntries(deps, userUid, 10_000)).results

  const encoder = new TextEncoder()
  const jsonFiles = Object.entries(json).map(([name, value]) => ({
    path: `${name}.json`,
    data: encoder.encode(`${JSON.stringify(value, null, 2)}\n`),
    compress: true,
  }))
  return [readme(user.uid), ...jsonFiles, ...files]
}

async function addEmployments(
  deps: AppDeps,
  json: Record<string, unknown>,
  files: ExportFile[],
  actor: Actor,
  profileUid: string | null,
  language: Parameters<typeof renderWageReceipt>[3],
) {
  const parties = profileUid ? await reads.employmentsOfParty(deps.db, profileUid) : []
  const isHelper = actor.role === 'helper'
  const records = await reads.employmentRecords(
    deps.db,
    parties.map((row) => row.employment.uid),
  )
  const of = <T extends { employmentUid: string }>(rows: T[], uid: string) =>
    rows.filter((row) => row.employmentUid === uid)
  // A helper sees a payslip once it is finalised; a draft is the employer's working copy.
  const payroll = records.payroll.filter((row) => !isHelper || row.finalised)

  json.employments = parties.map((row) => ({
    uid: row.employment.uid,
    employer_name: row.employerName,
    helper_name: fullName(row.helperFirstName, row.helperMiddleName, row.helperLastName),
    created_at: row.employment.createdAt.toISOString(),
    contracts: of(records.contracts, row.employment.uid).map((contract) => plain(contract)),
    opening_figures: of(records.openings, row.employment.uid).map((opening) => plain(opening)),
  }))
  json.leave = parties.map((row) => ({
    employment_uid: row.employment.uid,
    requests: of(records.leaveRequests, row.employment.uid).map((request) => plain(request)),
    grants: of(records.leaveGrants, row.employment.uid).map((grant) => plain(grant)),
    adjustments: of(records.leaveAdjustments, row.employment.uid).map((item) => plain(item)),
  }))
  json.payroll = parties.map((row) => ({
    employment_uid: row.employment.uid,
    records: of(payroll, row.employment.uid).map((record) => plain(record)),
    salary_adjustments: of(records.salaryAdjustments, row.employment.uid).map((item) =>
      plain(item),
    ),
  }))
  const mySide = isHelper ? 'helper' : 'employer'
  // The other side's documents only by kind: their titles and names may carry passport numbers.
  json.documents = records.documents.map((row) =>
    row.uploadedBy === mySide
      ? plain(row)
      : {
          uid: row.uid,
          employment_uid: row.employmentUid,
          type: row.type,
          uploaded_by: row.uploadedBy,
          created_at: row.createdAt.toISOString(),
        },
  )
  for (const document of records.documents) {
    if (document.uploadedBy !== mySide) continue
    const file = await deps.files.read(document.fileKey)
    if (file) {
      files.push({
        path: `files/documents/${document.uid}-${safeName(document.fileName)}`,
        data: await readAll(file.stream),
        compress: false,
      })
    }
  }
  for (const request of records.leaveRequests) {
    // The helper's own requests carry her files; a back-entry's certificate is the employer's.
    if (request.backEntry === isHelper) continue
    for (const [slot, key] of [
      [1, request.document1Key],
      [2, request.document2Key],
    ] as const) {
      if (!key) continue
      const file = await deps.files.read(key)
      if (file) {
        files.push({
          path: `files/leave/${request.id}-${slot}.${extensionOf(key)}`,
          data: await readAll(file.stream),
          compress: false,
        })
      }
    }
  }
  for (const record of payroll) {
    if (!record.finalised) continue
    const receipt = await renderWageReceipt(deps, actor, record.uid, language)
    files.push({
      path: `receipts/${record.employmentUid}-${receipt.filename}`,
      data: receipt.pdf,
      compress: false,
    })
  }
}

/** The account as its own receipts see it: the export runs outside any request. */
function exportActor(
  user: NonNullable<Awaited<ReturnType<typeof reads.userRow>>>,
  helperProfileUid: string | null,
  employerProfileUid: string | null,
): Actor {
  const base = {
    userUid: user.uid,
    sessionId: 'data-export',
    email: user.email,
    language: user.language,
    referralCode: user.referralCode,
    accessEndsAt: user.accessEndDate,
    plan: user.subscriptionType,
    isOperator: false,
  }
  return user.userType === 'employer'
    ? { ...base, role: 'employer', employerProfileUid }
    : { ...base, role: 'helper', helperProfileUid }
}

function readme(userUid: string): ExportFile {
  const text = `Your data on Hearth (account ${userUid})

One JSON file per kind of record, and the files you uploaded:

account.json          your account
profile.json          your helper or employer profile
categories.json       the categories you gave helpers (employers)
applications.json     your job applications (helpers) or the applications to your postings (employers)
postings.json         your job postings (employers)
conversations.json    your conversations and their messages
checklist.json        your hiring checklist
plans.json            your plans and purchases (receipts in receipts/)
referrals.json        your referral rewards
employments.json      your employments and their contracts
leave.json            leave requests, grants and adjustments
payroll.json          pay period records and salary adjustments (wage receipts in receipts/)
documents.json        the documents of your employments (your uploads in files/documents/)
verifications.json    your verification requests and their decisions
reports.json          the reports you made
blocks.json           the people you blocked
document_access.json  who opened your documents

Dates are ISO 8601 (UTC for moments, Hong Kong calendar dates for days); money is in cents.
The format is described at docs/data-export.md in Hearth's repository.
`
  return { path: 'README.txt', data: new TextEncoder().encode(text), compress: true }
}
