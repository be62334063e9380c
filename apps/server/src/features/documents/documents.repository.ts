import { and, desc, eq, isNotNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employmentDocuments } from '../../db/schema'

// Owns employment_documents (docs/decisions/0004).

export type DocumentRow = typeof employmentDocuments.$inferSelect

const d = employmentDocuments

/** The document when one of its parties asks (the helper's or the employer's profile uid). */
export async function findDocumentForParty(
  db: Db,
  uid: string,
  profileUid: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(d)
    .where(
      and(
        eq(d.uid, uid),
        or(eq(d.helperProfileUid, profileUid), eq(d.employerProfileUid, profileUid)),
      ),
    )
  return row
}

/** Newest first. */
export async function documentsOfEmployment(db: Db, employmentUid: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(d)
    .where(eq(d.employmentUid, employmentUid))
    .orderBy(desc(d.createdAt), desc(d.uid))
}

export async function expiringDocumentsOfEmployment(
  db: Db,
  employmentUid: string,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(d)
    .where(and(eq(d.employmentUid, employmentUid), isNotNull(d.expiryDate)))
    .orderBy(d.expiryDate, d.uid)
}

export async function insertDocument(
  db: Db,
  values: typeof employmentDocuments.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(d).values(values).returning()
  return row!
}

/** Removes the row; undefined when it was already gone (a concurrent delete). */
export async function deleteDocument(db: Db, uid: string): Promise<DocumentRow | undefined> {
  const [row] = await db.delete(d).where(eq(d.uid, uid)).returning()
  return row
}
