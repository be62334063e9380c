import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  authSessions,
  dataExports,
  documentAccessLog,
  employerProfiles,
  employerSavedHelpers,
  employmentContracts,
  helperProfiles,
  jobApplications,
  leaveRequests,
  users,
  verifications,
} from '../../db/schema'

// The one place that knows a person's whole footprint (issue 25, ADR 0029): the export reads
// every table by its owner here, and the deletion writes its tombstones here in one transaction.
// An exception to one owner per table (0004), taken so that what leaves Hearth, and what stays
// after a deletion, can be reviewed in a single file.

export type DataExportRow = typeof dataExports.$inferSelect

// ---- exports ---------------------------------------------------------------------------------

export async function insertExport(db: Db, row: typeof dataExports.$inferInsert) {
  const [inserted] = await db.insert(dataExports).values(row).returning()
  if (!inserted) throw new Error('data export not inserted')
  return inserted
}

/** Serialises export requests of one account, so two at once cannot both pass the hourly limit. */
export async function lockExportsOf(db: Db, userUid: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`export:${userUid}`}))`)
}

export async function newestExport(db: Db, userUid: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userUid, userUid))
    .orderBy(desc(dataExports.createdAt))
    .limit(1)
  return row
}

export async function findExport(db: Db, uid: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.uid, uid))
  return row
}

/** Marks a pending export ready; false when it no longer is pending (a repeat of the task). */
export async function markExportReady(
  db: Db,
  uid: string,
  ready: { fileKey: string; size: number; at: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({
      status: 'ready',
      fileKey: ready.fileKey,
      size: ready.size,
      readyAt: ready.at,
      expiresAt: ready.expiresAt,
    })
    .where(and(eq(dataExports.uid, uid), eq(dataExports.status, 'pending')))
    .returning({ uid: dataExports.uid })
  return rows.length > 0
}

export async function markExportFailed(db: Db, uid: string) {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.uid, uid), eq(dataExports.status, 'pending')))
}

/** Ready exports whose link ended before `now` become `expired`; answers their files to erase. */
export async function expireExports(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .select({ uid: dataExports.uid, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
    .for('update')
  if (due.length === 0) return []
  await db
    .update(dataExports)
    .set({ status: 'expired', fileKey: null })
    .where(
      inArray(
        dataExports.uid,
        due.map((row) => row.uid),
      ),
    )
  return due.map((row) => row.fileKey).filter((key): key is string => key !== null)
}

// ---- document access -------------------------------------------------------------------------

export function documentAccessOf(db: Db, ownerUserUid: string, limit: number) {
  return db
    .select()
    .from(documentAccessLog)
    .where(eq(documentAccessLog.ownerUserUid, ownerUserUid))
    .orderBy(desc(documentAccessLog.accessedAt), desc(documentAccessLog.id))
    .limit(limit)
}

export async function countDocumentAccessOf(db: Db, ownerUserUid: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documentAccessLog)
    .where(eq(documentAccessLog.ownerUserUid, ownerUserUid))
  return row?.count ?? 0
}

// ---- deletion --------------------------------------------------------------------------------

/** Locks the account row for its deletion; undefined when it is gone or already deleted. */
export async function lockLiveUser(db: Db, uid: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.uid, uid), isNull(users.deletedAt)))
    .for('update')
  return row
}

/** Whether the employer profile has a contract that is ACTIVE (it must end or pass first). */
export async function hasActiveEmployment(db: Db, employerProfileUid: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: employmentContracts.uid })
    .from(employmentContracts)
    .where(
      and(
        eq(employmentContracts.employerProfileUid, employerProfileUid),
        eq(employmentContracts.status, 'ACTIVE'),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * The account's tombstone: e-mail and username freed (a deleted address may register again),
 * no password can match, suspended (so no session resolves), and every session ended.
 * Answers the ended sessions.
 */
export async function tombstoneUser(db: Db, uid: string, now: Date): Promise<string[]> {
  await db
    .update(users)
    .set({
      email: `deleted-${uid}@deleted.invalid`,
      username: `deleted-${uid}`,
      passwordHash: '!deleted',
      signupReferralCode: null,
      deletedAt: now,
      suspendedAt: now,
      suspensionReason: 'account_deleted',
      updatedAt: now,
    })
    .where(eq(users.uid, uid))
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userUid, uid), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id })
  return ended.map((row) => row.id)
}

/**
 * Empties a helper's profile but for her name (it stands on contracts and payslips the employer
 * keeps); the helpers feature then takes it out of search. Her files go in `finishDeletion`.
 */
export async function eraseHelperProfile(db: Db, profileUid: string, now: Date) {
  await db
    .update(helperProfiles)
    .set({
      isDraft: true,
      passportType: null,
      birthdate: null,
      nationality: null,
      religion: null,
      gender: null,
      maritalStatus: null,
      childrenText: null,
      educationLevel: null,
      horoscope: null,
      languages: [],
      mainSkills: [],
      cookingSkills: [],
      otherSkills: [],
      personalityTraits: [],
      dayOff: [],
      workExperienceYears: null,
      experienceText: null,
      jobTitle: null,
      jobSeeking: null,
      contractStatus: null,
      currentSalaryCents: null,
      expectedSalaryCents: null,
      availabilityDate: null,
      lastjobLocation: null,
      lastDateInHongkong: null,
      accommodation: null,
      phoneContact: null,
      whatsappContact: null,
      aboutMe: null,
      bankAccount: null,
      referredBy: null,
      pastExperiences: [],
      educationExperiences: [],
      showInSearchEngines: false,
      verifiedAt: null,
      verifiedUntil: null,
      updatedAt: now,
    })
    .where(eq(helperProfiles.uid, profileUid))
}

/** The files a deleted account still holds: its photos, passport, verification documents, exports. */
export async function filesOfDeletedUser(db: Db, userUid: string): Promise<string[]> {
  const [profile, documents, exports] = await Promise.all([
    db
      .select({
        photo: helperProfiles.photoKey,
        thumbnail: helperProfiles.thumbnailKey,
        passport: helperProfiles.passportKey,
      })
      .from(helperProfiles)
      .where(eq(helperProfiles.userUid, userUid)),
    db
      .select({ key: verifications.documentKey })
      .from(verifications)
      .where(eq(verifications.userUid, userUid)),
    db
      .select({ key: dataExports.fileKey })
      .from(dataExports)
      .where(eq(dataExports.userUid, userUid)),
  ])
  return [
    ...profile.flatMap((row) => [row.photo, row.thumbnail, row.passport]),
    ...documents.map((row) => row.key),
    ...exports.map((row) => row.key),
  ].filter((key): key is string => Boolean(key))
}

/** Once its files are removed: the rows stop naming them, and the exports go. */
export async function forgetFilesOfDeletedUser(db: Db, userUid: string) {
  await db
    .update(helperProfiles)
    .set({ photoKey: null, thumbnailKey: null, passportKey: null })
    .where(eq(helperProfiles.userUid, userUid))
  await db
    .update(verifications)
    .set({ documentKey: null })
    .where(eq(verifications.userUid, userUid))
  await db.delete(dataExports).where(eq(dataExports.userUid, userUid))
}

/** Deleted accounts whose files are not all erased yet (a deletion cut short by a crash). */
export async function deletedUsersWithFiles(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select u.uid from users u
    where u.deleted_at is not null and (
      exists (select 1 from helper_profiles h where h.user_uid = u.uid
              and (h.photo_key is not null or h.thumbnail_key is not null or h.passport_key is not null))
      or exists (select 1 from verifications v where v.user_uid = u.uid and v.document_key is not null)
      or exists (select 1 from data_exports d where d.user_uid = u.uid))`)
  return (result as unknown as { rows: { uid: string }[] }).rows.map((row) => row.uid)
}

/** An employer's profile keeps the contact name (on contracts and receipts); the rest goes. */
export async function eraseEmployerProfile(db: Db, profileUid: string, now: Date) {
  await db
    .update(employerProfiles)
    .set({ contactPhone: null, referredBy: null, verifiedAt: null, updatedAt: now })
    .where(eq(employerProfiles.uid, profileUid))
  await db
    .delete(employerSavedHelpers)
    .where(eq(employerSavedHelpers.employerProfileUid, profileUid))
}

/** Applications to the employer's postings still awaiting an outcome end (rejected). */
export async function rejectPendingApplications(db: Db, employerProfileUid: string, now: Date) {
  await db
    .update(jobApplications)
    .set({ status: 'REJECTED', updatedAt: now })
    .where(
      and(
        eq(jobApplications.employerProfileUid, employerProfileUid),
        inArray(jobApplications.status, PENDING_APPLICATION_STATUSES),
      ),
    )
}

/** Application statuses still awaiting an outcome. */
export const PENDING_APPLICATION_STATUSES = ['APPLIED', 'SHORTLISTED']

/** A helper's pending applications are withdrawn. */
export async function withdrawApplications(db: Db, helperProfileUid: string, now: Date) {
  await db
    .update(jobApplications)
    .set({ status: 'WITHDRAWN', updatedAt: now })
    .where(
      and(
        eq(jobApplications.helperProfileUid, helperProfileUid),
        inArray(jobApplications.status, PENDING_APPLICATION_STATUSES),
      ),
    )
}

/** Leave requests still open (submitted, or a cancellation awaiting the employer) are cancelled. */
export async function cancelOpenLeave(db: Db, profileUid: string, now: Date) {
  await db
    .update(leaveRequests)
    .set({ statusType: 'CA', updatedAt: now })
    .where(
      and(
        or(
          eq(leaveRequests.helperProfileUid, profileUid),
          eq(leaveRequests.employerProfileUid, profileUid),
        ),
        eq(leaveRequests.statusType, 'SU'),
      ),
    )
}

/** Documents of requests decided before `before` (30 days after the decision; issue 25 item 4). */
export async function eraseDecidedVerificationDocuments(db: Db, before: Date): Promise<string[]> {
  return eraseVerificationDocumentsWhere(
    db,
    and(ne(verifications.status, 'pending'), lt(verifications.decidedAt, before)),
  )
}

async function eraseVerificationDocumentsWhere(db: Db, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ uid: verifications.uid, key: verifications.documentKey })
    .from(verifications)
    .where(and(where, isNotNull(verifications.documentKey)))
    .for('update')
  if (rows.length === 0) return []
  await db
    .update(verifications)
    .set({ documentKey: null })
    .where(
      inArray(
        verifications.uid,
        rows.map((row) => row.uid),
      ),
    )
  return rows.map((row) => row.key).filter((key): key is string => key !== null)
}

/** The openings of the account's own documents: nobody else needs them once it is gone. */
export async function deleteDocumentAccessOf(db: Db, ownerUserUid: string) {
  await db.delete(documentAccessLog).where(eq(documentAccessLog.ownerUserUid, ownerUserUid))
}
