import { eq } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import type { DocumentType, DocumentUploader } from '@hearth/shared/documents'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import { employments } from '../db/schema'
import { documentsOfEmployment, insertDocument } from '../features/documents/documents.repository'
import type { AppDeps } from '../lib/deps'
import { newUid } from '../lib/tokens'

type DemoDocument = {
  type: DocumentType
  title: string
  /** Days from today (HK) to the expiry date; null: it does not expire. */
  expiresIn: number | null
  by: DocumentUploader
  /** Days before today it was uploaded. */
  uploadedAgo: number
  format: 'pdf' | 'png'
}

// Issue 14 "Documents": one of each kind the area shows — no expiry, expiring soon (the
// timeline's reminder), far off, and one already expired (it was valid when it was uploaded).
const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    type: 'form_407',
    title: 'Form ID 407 – signed contract',
    expiresIn: null,
    by: 'employer',
    uploadedAgo: 300,
    format: 'pdf',
  },
  {
    type: 'visa',
    title: 'Employment visa',
    expiresIn: 45,
    by: 'helper',
    uploadedAgo: 290,
    format: 'pdf',
  },
  {
    type: 'passport',
    title: 'Passport (bio page)',
    expiresIn: 900,
    by: 'helper',
    uploadedAgo: 290,
    format: 'png',
  },
  {
    type: 'insurance',
    title: 'Helper insurance 2025',
    expiresIn: -12,
    by: 'employer',
    uploadedAgo: 340,
    format: 'pdf',
  },
  {
    type: 'medical',
    title: 'Pre-employment medical check',
    expiresIn: null,
    by: 'employer',
    uploadedAgo: 310,
    format: 'png',
  },
]

/** A one-page PDF that says what it stands for (demo files are not real papers). */
function demoPdf(title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: title, Producer: 'Hearth demo' } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.fontSize(20).text(title)
    doc.moveDown().fontSize(11).text('Demo document of Hearth: a stand-in for the real paper.')
    doc.end()
  })
}

function demoPng(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 254, g: 243, b: 199 } },
  })
    .png()
    .toBuffer()
}

/**
 * Documents for the demo employment, written as uploads would be (idempotent: nothing is added
 * once it has documents). Returns the number written.
 */
export async function loadDemoDocuments(deps: AppDeps, employmentUid: string): Promise<number> {
  const [employment] = await deps.db
    .select()
    .from(employments)
    .where(eq(employments.uid, employmentUid))
  if (!employment) return 0
  if ((await documentsOfEmployment(deps.db, employmentUid)).length > 0) return 0
  const today = hongKongToday(deps.clock())
  for (const demo of DEMO_DOCUMENTS) {
    const data = demo.format === 'pdf' ? await demoPdf(demo.title) : await demoPng()
    const key = await deps.files.put('employment-documents', demo.format, data)
    await insertDocument(deps.db, {
      uid: newUid(),
      employmentUid,
      employerProfileUid: employment.employerProfileUid,
      helperProfileUid: employment.helperProfileUid,
      type: demo.type,
      title: demo.title,
      fileKey: key,
      fileName: `${demo.type.replace('_', '-')}.${demo.format}`,
      contentType: demo.format === 'pdf' ? 'application/pdf' : 'image/png',
      size: data.length,
      expiryDate: demo.expiresIn === null ? null : addDays(today, demo.expiresIn),
      uploadedBy: demo.by,
      createdAt: new Date(`${addDays(today, -demo.uploadedAgo)}T02:00:00.000Z`),
    })
  }
  return DEMO_DOCUMENTS.length
}
