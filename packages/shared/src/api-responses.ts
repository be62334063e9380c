import type { z } from 'zod'
import { DataExportOrNoneSchema, DataExportSchema, DocumentAccessListSchema } from './account-data'
import {
  DetailSchema,
  LoginResultSchema,
  RegistrationResponseSchema,
  TokenPairSchema,
  UserSessionSchema,
} from './accounts'
import { API_PATHS } from './api-paths'
import {
  JobApplicationListSchema,
  JobApplicationSchema,
  PostingsWithApplicationsSchema,
} from './applications'
import {
  ChatMessageSchema,
  ChatMessagesPageSchema,
  ChatPartnerSchema,
  ConversationListSchema,
  MarkReadResponseSchema,
} from './chat'
import { CountryListSchema } from './countries'
import { DocumentDeletedSchema, DocumentListSchema, DocumentSchema } from './documents'
import { EmployerDetailsResponseSchema, EmployerDetailsSchema } from './employers'
import { ContractListSchema, ContractSchema, EmploymentListSchema } from './employments'
import { OpeningOrNoneSchema, OpeningSchema } from './employment-openings'
import {
  AddCategoryResponseSchema,
  HelperListPageSchema,
  HelperProfileResponseSchema,
  HelperProfileSchema,
  RemoveCategoryResponseSchema,
} from './helpers'
import {
  FeaturedJobsSchema,
  JobListPageSchema,
  JobPostingPageSchema,
  JobPostingSchema,
  JobPostingUpdateResponseSchema,
} from './jobs'
import {
  CheckoutSessionCreatedSchema,
  CheckoutSessionStatusSchema,
  PaymentListSchema,
  PlanListSchema,
  WebhookReceivedSchema,
} from './plans'
import {
  HolidayCalendarSchema,
  LeaveAccrualResultSchema,
  LeaveAdjustmentListSchema,
  LeaveAdjustmentSchema,
  LeaveBalanceSchema,
  LeaveRequestListSchema,
  LeaveRequestSchema,
} from './leaves'
import {
  PayrollDeletedSchema,
  PayrollRecordListSchema,
  PayrollRecordSchema,
  SalaryAdjustmentListSchema,
  SalaryAdjustmentSchema,
} from './payrolls'
import { ReferralSummarySchema } from './referrals'
import { TerminationResultSchema } from './termination'
import { ChecklistSchema } from './checklist'
import { TimelineSchema } from './timeline'
import {
  AuditPageSchema,
  OperatorPersonSchema,
  OperatorReportDetailSchema,
  OperatorReportPageSchema,
  OperatorVerificationPageSchema,
  OperatorVerificationSchema,
  RevokedSchema,
  SuspendedUsersSchema,
} from './operator'
import {
  BlockListSchema,
  BlockSchema,
  MyReportsSchema,
  ReportSchema,
  UnblockedSchema,
} from './safety'
import { MyVerificationsSchema, VerificationSchema } from './verification'

export type ApiResponseContract = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** The JSON body of a success. */
  schema: z.ZodType
}

const {
  account,
  accounts,
  chat,
  checklist,
  countries,
  documents,
  employers,
  employments,
  helpers,
  jobs,
  leaves,
  payrolls,
  plans,
  referrals,
  termination,
  timeline,
  safety,
  operator,
  verifications,
} = API_PATHS

/**
 * Which schema each JSON call answers with, by method and path. The server's routes declare the
 * same schemas (a server test holds them to this list); the web's tests check every stubbed
 * answer against it, so a fixture cannot drift from what the server sends.
 */
export const API_RESPONSES: readonly ApiResponseContract[] = [
  { method: 'POST', path: accounts.registration, schema: RegistrationResponseSchema },
  { method: 'POST', path: accounts.verifyEmail, schema: DetailSchema },
  { method: 'POST', path: accounts.resendEmail, schema: DetailSchema },
  { method: 'POST', path: accounts.login, schema: LoginResultSchema },
  { method: 'POST', path: accounts.refresh, schema: TokenPairSchema },
  { method: 'POST', path: accounts.logout, schema: DetailSchema },
  { method: 'GET', path: accounts.user, schema: UserSessionSchema },
  { method: 'PATCH', path: accounts.user, schema: UserSessionSchema },
  { method: 'POST', path: accounts.passwordReset, schema: DetailSchema },
  { method: 'POST', path: accounts.passwordResetConfirm, schema: DetailSchema },
  { method: 'GET', path: countries.list, schema: CountryListSchema },
  { method: 'GET', path: employers.view, schema: EmployerDetailsSchema },
  { method: 'PUT', path: employers.profile, schema: EmployerDetailsResponseSchema },
  { method: 'GET', path: helpers.profiles, schema: HelperListPageSchema },
  { method: 'POST', path: helpers.profiles, schema: HelperProfileResponseSchema },
  { method: 'GET', path: helpers.own, schema: HelperProfileSchema },
  { method: 'GET', path: helpers.profile, schema: HelperProfileSchema },
  { method: 'PUT', path: helpers.profile, schema: HelperProfileResponseSchema },
  { method: 'POST', path: helpers.categories, schema: AddCategoryResponseSchema },
  { method: 'DELETE', path: helpers.category, schema: RemoveCategoryResponseSchema },
  { method: 'POST', path: chat.send, schema: ChatMessageSchema },
  { method: 'GET', path: chat.conversations, schema: ConversationListSchema },
  { method: 'POST', path: chat.markRead, schema: MarkReadResponseSchema },
  { method: 'GET', path: chat.messages, schema: ChatMessagesPageSchema },
  { method: 'GET', path: chat.helperPartner, schema: ChatPartnerSchema },
  { method: 'GET', path: chat.employerPartner, schema: ChatPartnerSchema },
  { method: 'GET', path: jobs.postings, schema: JobPostingPageSchema },
  { method: 'POST', path: jobs.postings, schema: JobPostingSchema },
  { method: 'GET', path: jobs.myWithApplications, schema: PostingsWithApplicationsSchema },
  { method: 'GET', path: jobs.posting, schema: JobPostingSchema },
  { method: 'PUT', path: jobs.postingUpdate, schema: JobPostingUpdateResponseSchema },
  { method: 'GET', path: jobs.search, schema: JobListPageSchema },
  { method: 'GET', path: jobs.featured, schema: FeaturedJobsSchema },
  { method: 'GET', path: jobs.detail, schema: JobPostingSchema },
  { method: 'POST', path: jobs.apply, schema: JobApplicationSchema },
  { method: 'GET', path: jobs.byJob, schema: JobApplicationListSchema },
  { method: 'GET', path: jobs.application, schema: JobApplicationSchema },
  { method: 'PATCH', path: jobs.withdraw, schema: JobApplicationSchema },
  { method: 'PATCH', path: jobs.updateStatus, schema: JobApplicationSchema },
  { method: 'GET', path: plans.list, schema: PlanListSchema },
  { method: 'POST', path: plans.createCheckoutSession, schema: CheckoutSessionCreatedSchema },
  { method: 'GET', path: plans.checkoutSession, schema: CheckoutSessionStatusSchema },
  { method: 'POST', path: plans.testCheckoutPay, schema: CheckoutSessionStatusSchema },
  { method: 'POST', path: plans.stripeWebhook, schema: WebhookReceivedSchema },
  { method: 'GET', path: plans.payments, schema: PaymentListSchema },
  { method: 'GET', path: referrals.summary, schema: ReferralSummarySchema },
  { method: 'GET', path: checklist.state, schema: ChecklistSchema },
  { method: 'PUT', path: checklist.state, schema: ChecklistSchema },
  { method: 'PATCH', path: checklist.subItem, schema: ChecklistSchema },
  { method: 'POST', path: checklist.merge, schema: ChecklistSchema },
  { method: 'GET', path: employments.detailed, schema: EmploymentListSchema },
  { method: 'POST', path: employments.contracts, schema: ContractSchema },
  { method: 'GET', path: employments.contracts, schema: ContractListSchema },
  { method: 'GET', path: employments.contract, schema: ContractSchema },
  { method: 'PUT', path: employments.contract, schema: ContractSchema },
  { method: 'POST', path: employments.contractConfirm, schema: ContractSchema },
  { method: 'POST', path: employments.contractDecline, schema: ContractSchema },
  { method: 'GET', path: employments.openings, schema: OpeningOrNoneSchema },
  { method: 'PUT', path: employments.openings, schema: OpeningSchema },
  { method: 'POST', path: employments.openingConfirm, schema: OpeningSchema },
  { method: 'POST', path: employments.openingDispute, schema: OpeningSchema },
  { method: 'GET', path: leaves.forEmployment, schema: LeaveRequestListSchema },
  { method: 'POST', path: leaves.requests, schema: LeaveRequestSchema },
  { method: 'PUT', path: leaves.request, schema: LeaveRequestSchema },
  { method: 'PATCH', path: leaves.request, schema: LeaveRequestSchema },
  { method: 'POST', path: leaves.manageApproval, schema: LeaveRequestSchema },
  { method: 'POST', path: leaves.accrue, schema: LeaveAccrualResultSchema },
  { method: 'POST', path: leaves.adjustments, schema: LeaveAdjustmentSchema },
  { method: 'POST', path: leaves.backEntries, schema: LeaveRequestSchema },
  { method: 'GET', path: leaves.adjustmentsByEmployment, schema: LeaveAdjustmentListSchema },
  { method: 'GET', path: leaves.balances, schema: LeaveBalanceSchema },
  { method: 'GET', path: leaves.holidays, schema: HolidayCalendarSchema },
  { method: 'POST', path: termination.calculate, schema: TerminationResultSchema },
  { method: 'GET', path: documents.list, schema: DocumentListSchema },
  { method: 'POST', path: documents.list, schema: DocumentSchema },
  { method: 'DELETE', path: documents.document, schema: DocumentDeletedSchema },
  { method: 'POST', path: payrolls.calculate, schema: PayrollRecordSchema },
  { method: 'GET', path: payrolls.recordsByEmployment, schema: PayrollRecordListSchema },
  { method: 'GET', path: payrolls.record, schema: PayrollRecordSchema },
  { method: 'PATCH', path: payrolls.record, schema: PayrollRecordSchema },
  { method: 'POST', path: payrolls.adjustments, schema: SalaryAdjustmentSchema },
  { method: 'GET', path: payrolls.adjustmentsByEmployment, schema: SalaryAdjustmentListSchema },
  { method: 'DELETE', path: payrolls.record, schema: PayrollDeletedSchema },
  { method: 'DELETE', path: payrolls.adjustment, schema: PayrollDeletedSchema },
  { method: 'GET', path: timeline.employment, schema: TimelineSchema },
  { method: 'POST', path: safety.reports, schema: ReportSchema },
  { method: 'GET', path: safety.myReports, schema: MyReportsSchema },
  { method: 'POST', path: safety.blocks, schema: BlockSchema },
  { method: 'GET', path: safety.blocks, schema: BlockListSchema },
  { method: 'DELETE', path: safety.block, schema: UnblockedSchema },
  { method: 'GET', path: operator.reports, schema: OperatorReportPageSchema },
  { method: 'GET', path: operator.report, schema: OperatorReportDetailSchema },
  { method: 'POST', path: operator.resolve, schema: OperatorReportDetailSchema },
  { method: 'GET', path: operator.suspendedUsers, schema: SuspendedUsersSchema },
  { method: 'POST', path: operator.suspend, schema: OperatorPersonSchema },
  { method: 'POST', path: operator.unsuspend, schema: OperatorPersonSchema },
  { method: 'GET', path: operator.audit, schema: AuditPageSchema },
  { method: 'GET', path: operator.verifications, schema: OperatorVerificationPageSchema },
  { method: 'GET', path: operator.verification, schema: OperatorVerificationSchema },
  { method: 'POST', path: operator.decideVerification, schema: OperatorVerificationSchema },
  { method: 'POST', path: operator.revokeVerification, schema: RevokedSchema },
  { method: 'POST', path: verifications.requests, schema: VerificationSchema },
  { method: 'GET', path: verifications.mine, schema: MyVerificationsSchema },
  { method: 'GET', path: account.exports, schema: DataExportOrNoneSchema },
  { method: 'POST', path: account.exports, schema: DataExportSchema },
  { method: 'GET', path: account.export, schema: DataExportSchema },
  { method: 'GET', path: account.documentAccess, schema: DocumentAccessListSchema },
  { method: 'DELETE', path: account.self, schema: DetailSchema },
]

function patternOf(path: string): RegExp {
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}/?$`)
}

const matchers = API_RESPONSES.map((contract) => ({ contract, pattern: patternOf(contract.path) }))

/**
 * The contract of a call to `path` (without `API_BASE_PATH` or query). A path without
 * parameters wins over a pattern (`/helpers/profiles/me/` before `/helpers/profiles/:id/`).
 */
export function findResponseContract(
  method: string,
  path: string,
): ApiResponseContract | undefined {
  const candidates = matchers.filter(
    ({ contract, pattern }) => contract.method === method.toUpperCase() && pattern.test(path),
  )
  return (candidates.find(({ contract }) => !contract.path.includes(':')) ?? candidates[0])
    ?.contract
}
