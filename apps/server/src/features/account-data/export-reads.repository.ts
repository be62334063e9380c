import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  chatConversations,
  chatMessages,
  checklistProgress,
  checklistSteps,
  checklistSubItems,
  employerProfiles,
  employerSavedHelpers,
  employmentContracts,
  employmentDocuments,
  employmentOpenings,
  employments,
  helperProfiles,
  jobApplications,
  jobPostings,
  leaveAdjustments,
  leaveGrants,
  leaveRequests,
  payPeriodRecords,
  purchases,
  referralPartnerRewards,
  referralRewards,
  reports,
  salaryAdjustments,
  userBlocks,
  users,
  verifications,
} from '../../db/schema'

// The export's reads (issue 25 item 1): every table a person's data sits in, by its owner. With
// account-data.repository.ts the one place that knows a person's whole footprint (ADR 0029).

// ---- the export's reads, by owner ------------------------------------------------------------

export async function userRow(db: Db, uid: string) {
  const [row] = await db.select().from(users).where(eq(users.uid, uid))
  return row
}

export async function helperProfileOfUser(db: Db, userUid: string) {
  const [row] = await db.select().from(helperProfiles).where(eq(helperProfiles.userUid, userUid))
  return row
}

export async function employerProfileOfUser(db: Db, userUid: string) {
  const [row] = await db
    .select()
    .from(employerProfiles)
    .where(eq(employerProfiles.userUid, userUid))
  return row
}

export function savedHelpersOf(db: Db, employerProfileUid: string) {
  return db
    .select({
      saved: employerSavedHelpers,
      firstName: helperProfiles.firstName,
      lastName: helperProfiles.lastName,
    })
    .from(employerSavedHelpers)
    .innerJoin(helperProfiles, eq(helperProfiles.uid, employerSavedHelpers.helperProfileUid))
    .where(eq(employerSavedHelpers.employerProfileUid, employerProfileUid))
}

export function applicationsOfHelper(db: Db, helperProfileUid: string) {
  return db
    .select({ application: jobApplications, jobTitle: jobPostings.jobTitle })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.uid, jobApplications.jobPostingUid))
    .where(eq(jobApplications.helperProfileUid, helperProfileUid))
}

export function applicationsToEmployer(db: Db, employerProfileUid: string) {
  return db
    .select({
      application: jobApplications,
      jobTitle: jobPostings.jobTitle,
      firstName: helperProfiles.firstName,
      lastName: helperProfiles.lastName,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.uid, jobApplications.jobPostingUid))
    .innerJoin(helperProfiles, eq(helperProfiles.uid, jobApplications.helperProfileUid))
    .where(eq(jobApplications.employerProfileUid, employerProfileUid))
}

export function postingsOf(db: Db, employerProfileUid: string) {
  return db.select().from(jobPostings).where(eq(jobPostings.employerProfileUid, employerProfileUid))
}

export function conversationsOf(db: Db, profileUid: string) {
  return db
    .select({
      conversation: chatConversations,
      helperFirstName: helperProfiles.firstName,
      helperLastName: helperProfiles.lastName,
      employerName: employerProfiles.contactPersonName,
    })
    .from(chatConversations)
    .innerJoin(helperProfiles, eq(helperProfiles.uid, chatConversations.helperProfileUid))
    .innerJoin(employerProfiles, eq(employerProfiles.uid, chatConversations.employerProfileUid))
    .where(
      or(
        eq(chatConversations.helperProfileUid, profileUid),
        eq(chatConversations.employerProfileUid, profileUid),
      ),
    )
}

/** The messages of these conversations, less the other side's messages hidden by operators. */
export function messagesOf(db: Db, conversationUids: string[], profileUid: string) {
  if (conversationUids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.conversationUid, conversationUids),
        or(eq(chatMessages.senderProfileUid, profileUid), isNull(chatMessages.hiddenAt)),
      ),
    )
    .orderBy(chatMessages.conversationUid, chatMessages.seq)
}

export async function checklistOf(db: Db, userUid: string) {
  const [progress, steps, subItems] = await Promise.all([
    db.select().from(checklistProgress).where(eq(checklistProgress.userUid, userUid)),
    db.select().from(checklistSteps).where(eq(checklistSteps.userUid, userUid)),
    db.select().from(checklistSubItems).where(eq(checklistSubItems.userUid, userUid)),
  ])
  return { progress: progress[0] ?? null, steps, subItems }
}

export function purchasesOf(db: Db, userUid: string) {
  return db.select().from(purchases).where(eq(purchases.userUid, userUid))
}

export async function referralsOf(db: Db, userUid: string) {
  const [rewards, partnerRewards] = await Promise.all([
    db
      .select()
      .from(referralRewards)
      .where(
        or(eq(referralRewards.referrerUid, userUid), eq(referralRewards.referredUid, userUid)),
      ),
    db
      .select()
      .from(referralPartnerRewards)
      .where(
        or(
          eq(referralPartnerRewards.referrerUid, userUid),
          eq(referralPartnerRewards.referredUid, userUid),
        ),
      ),
  ])
  return { rewards, partnerRewards }
}

/** The employments where the profile is one of the two parties, with both parties' names. */
export function employmentsOfParty(db: Db, profileUid: string) {
  return db
    .select({
      employment: employments,
      helperFirstName: helperProfiles.firstName,
      helperMiddleName: helperProfiles.middleName,
      helperLastName: helperProfiles.lastName,
      employerName: employerProfiles.contactPersonName,
    })
    .from(employments)
    .innerJoin(helperProfiles, eq(helperProfiles.uid, employments.helperProfileUid))
    .innerJoin(employerProfiles, eq(employerProfiles.uid, employments.employerProfileUid))
    .where(
      or(
        eq(employments.helperProfileUid, profileUid),
        eq(employments.employerProfileUid, profileUid),
      ),
    )
}

export async function employmentRecords(db: Db, employmentUids: string[]) {
  if (employmentUids.length === 0) {
    return {
      contracts: [],
      openings: [],
      leaveRequests: [],
      leaveGrants: [],
      leaveAdjustments: [],
      payroll: [],
      salaryAdjustments: [],
      documents: [],
    }
  }
  const [contracts, openings, requests, grants, adjustments, payroll, salary, documents] =
    await Promise.all([
      db
        .select()
        .from(employmentContracts)
        .where(inArray(employmentContracts.employmentUid, employmentUids)),
      db
        .select()
        .from(employmentOpenings)
        .where(inArray(employmentOpenings.employmentUid, employmentUids)),
      db.select().from(leaveRequests).where(inArray(leaveRequests.employmentUid, employmentUids)),
      db.select().from(leaveGrants).where(inArray(leaveGrants.employmentUid, employmentUids)),
      db
        .select()
        .from(leaveAdjustments)
        .where(inArray(leaveAdjustments.employmentUid, employmentUids)),
      db
        .select()
        .from(payPeriodRecords)
        .where(inArray(payPeriodRecords.employmentUid, employmentUids))
        .orderBy(payPeriodRecords.month),
      db
        .select()
        .from(salaryAdjustments)
        .where(inArray(salaryAdjustments.employmentUid, employmentUids)),
      db
        .select()
        .from(employmentDocuments)
        .where(inArray(employmentDocuments.employmentUid, employmentUids)),
    ])
  return {
    contracts,
    openings,
    leaveRequests: requests,
    leaveGrants: grants,
    leaveAdjustments: adjustments,
    payroll,
    salaryAdjustments: salary,
    documents,
  }
}

export function verificationsOf(db: Db, userUid: string) {
  return db.select().from(verifications).where(eq(verifications.userUid, userUid))
}

export function reportsMadeBy(db: Db, userUid: string) {
  return db.select().from(reports).where(eq(reports.reporterUserUid, userUid))
}

export function blocksBy(db: Db, userUid: string) {
  return db.select().from(userBlocks).where(eq(userBlocks.blockerUserUid, userUid))
}
