import { lazy, type ComponentType } from 'react'
import { loadNamespaces } from '../lib/i18n'

type Page<P> = ReturnType<typeof lazy<ComponentType<P>>> & {
  /** Starts loading the chunk and the words; main.tsx calls it for the first page. */
  preload: () => Promise<unknown>
}

/**
 * A page is its own chunk, loaded when its route is first visited, together with the catalog
 * namespaces it shows (its feature's, plus those of features the app composes into it): the
 * page renders only once both have arrived, so it never flashes untranslated keys.
 */
function page<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly string[],
): Page<P> {
  let loaded: { default: ComponentType<P> } | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([component]) => {
      loaded = { default: component }
      return loaded
    }))
  // Once preloaded (main.tsx does it for the first page), hand React the page synchronously: a
  // settled Promise would still suspend for a tick and paint the spinner before the page.
  const component = lazy(() => (loaded ? resolvedThenable(loaded) : preload()))
  return Object.assign(component, { preload })
}

/** A thenable that calls back at once: React.lazy then treats the page as already resolved. */
function resolvedThenable<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }
  return thenable as unknown as Promise<T>
}

export const HomePage = page(
  () => import('../features/home/home-page').then((m) => m.HomePage),
  ['home'],
)
export const LoginPage = page(
  () => import('../features/accounts/login-page').then((m) => m.LoginPage),
  ['accounts'],
)
export const RegisterPage = page(
  () => import('../features/accounts/register-page').then((m) => m.RegisterPage),
  ['accounts'],
)
export const VerifyEmailPage = page(
  () => import('../features/accounts/verify-email-page').then((m) => m.VerifyEmailPage),
  ['accounts'],
)
export const ForgotPasswordPage = page(
  () => import('../features/accounts/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ['accounts'],
)
export const ResetPasswordPage = page(
  () => import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage),
  ['accounts'],
)
export const AccountPage = page(
  () => import('../features/accounts/account-page').then((m) => m.AccountPage),
  ['accounts'],
)
// Issue 25: who opened the signed-in person's documents.
export const DocumentAccessPage = page(
  () => import('../features/accounts/document-access-page').then((m) => m.DocumentAccessPage),
  ['accounts'],
)
export const PrivacyPage = page(
  () => import('../features/legal/privacy-page').then((m) => m.PrivacyPage),
  [],
)
export const TermsPage = page(
  () => import('../features/legal/terms-page').then((m) => m.TermsPage),
  [],
)
export const AppRegisterPage = page(
  () => import('../features/mobile-app/app-register-page').then((m) => m.AppRegisterPage),
  ['mobile-app'],
)
export const AppDownloadPage = page(
  () => import('../features/mobile-app/app-download-page').then((m) => m.AppDownloadPage),
  ['mobile-app'],
)
export const AppOnlyProfilePage = page(
  () => import('../features/mobile-app/app-only-profile-page').then((m) => m.AppOnlyProfilePage),
  ['mobile-app'],
)
// helper-routes composes the chat feature's "Chat" button into the helper pages.
export const FindHelpersPage = page(
  () => import('./helper-routes').then((m) => m.FindHelpersRoute),
  ['helpers', 'chat'],
)
export const HelperDetailPage = page(
  () => import('./helper-routes').then((m) => m.HelperDetailRoute),
  ['helpers', 'chat'],
)
// helper-profile-route and employer-profile-route compose the verification feature's badge
// request into the owners' pages (loaded after the page renders).
export const HelperProfilePage = page(
  () => import('./helper-profile-route').then((m) => m.HelperProfileRoute),
  ['helpers'],
)
export const HelperWelcomePage = page(
  () => import('../features/helpers/helper-welcome-page').then((m) => m.HelperWelcomePage),
  ['helpers'],
)
export const EmployerWelcomePage = page(
  () => import('../features/employers/employer-welcome-page').then((m) => m.EmployerWelcomePage),
  ['employers'],
)
export const EmployerProfilePage = page(
  () => import('./employer-profile-route').then((m) => m.EmployerProfileRoute),
  ['employers'],
)
export const ChatsPage = page(
  () => import('../features/chat/conversations-page').then((m) => m.ConversationsPage),
  ['chat'],
)
export const ChatPage = page(() => import('./chat-safety').then((m) => m.ChatRoute), ['chat'])
export const CreateJobPage = page(
  () => import('../features/jobs/create-job-page').then((m) => m.CreateJobPage),
  ['jobs'],
)
export const EditJobPage = page(
  () => import('../features/jobs/edit-job-page').then((m) => m.EditJobPage),
  ['jobs'],
)
export const JobPostSuccessPage = page(
  () => import('../features/jobs/job-post-success-page').then((m) => m.JobPostSuccessPage),
  ['jobs'],
)
export const MyPostingsPage = page(
  () => import('../features/jobs/my-postings-page').then((m) => m.MyPostingsPage),
  ['jobs'],
)
export const FindJobPage = page(
  () => import('../features/jobs/find-job-page').then((m) => m.FindJobPage),
  ['jobs'],
)
export const JobDetailPage = page(
  () => import('./job-routes').then((m) => m.JobDetailRoute),
  ['jobs'],
)
export const ApplicationsPage = page(
  () => import('../features/jobs/applications-page').then((m) => m.ApplicationsPage),
  ['jobs'],
)
export const ApplicationDetailPage = page(
  () => import('../features/jobs/application-detail-page').then((m) => m.ApplicationDetailPage),
  ['jobs'],
)
export const SubscriptionPage = page(
  () => import('../features/access/subscription-page').then((m) => m.SubscriptionPage),
  ['access'],
)
export const TestCheckoutPage = page(
  () => import('../features/access/test-checkout-page').then((m) => m.TestCheckoutPage),
  ['access'],
)
export const ReferralPage = page(
  () => import('../features/referrals/referral-page').then((m) => m.ReferralPage),
  ['referrals'],
)
export const ChecklistPage = page(
  () => import('../features/checklist/checklist-page').then((m) => m.ChecklistPage),
  ['checklist'],
)
export const FaqPage = page(
  () => import('../features/faq/faq-page').then((m) => m.FaqPage),
  ['faq'],
)
export const StayingSafePage = page(
  () => import('../features/staying-safe/staying-safe-page').then((m) => m.StayingSafePage),
  ['staying-safe'],
)
export const MyReportsPage = page(
  () => import('../features/safety/my-reports-page').then((m) => m.MyReportsPage),
  ['safety'],
)
// The operators' console (issue 23).
export const OperatorReportsPage = page(
  () => import('../features/operator/operator-reports-page').then((m) => m.OperatorReportsPage),
  ['operator'],
)
export const OperatorReportPage = page(
  () => import('../features/operator/operator-report-page').then((m) => m.OperatorReportPage),
  ['operator'],
)
export const OperatorSuspendedPage = page(
  () => import('../features/operator/operator-suspended-page').then((m) => m.OperatorSuspendedPage),
  ['operator'],
)
export const OperatorAuditPage = page(
  () => import('../features/operator/operator-audit-page').then((m) => m.OperatorAuditPage),
  ['operator'],
)
// Issue 24: the verification queue and the decision on a request.
export const OperatorVerificationsPage = page(
  () =>
    import('../features/operator/operator-verifications-page').then(
      (m) => m.OperatorVerificationsPage,
    ),
  ['operator'],
)
export const OperatorVerificationPage = page(
  () =>
    import('../features/operator/operator-verification-page').then(
      (m) => m.OperatorVerificationPage,
    ),
  ['operator'],
)
export const ManageEmploymentPage = page(
  () => import('../features/employment/manage-employment-page').then((m) => m.ManageEmploymentPage),
  ['employment', 'timeline'],
)
export const LeaveAreaPage = page(
  () => import('../features/employment/leave-area-page').then((m) => m.LeaveAreaPage),
  ['employment'],
)
export const EmploymentHelpersPage = page(
  () => import('../features/employment/helpers-page').then((m) => m.HelpersPage),
  ['employment', 'timeline'],
)
export const OnboardingPage = page(
  () => import('../features/employment/onboarding-page').then((m) => m.OnboardingPage),
  ['employment', 'openings'],
)
export const TimelinePage = page(
  () => import('../features/employment/timeline-page').then((m) => m.TimelinePage),
  ['timeline'],
)
export const ContractsPage = page(
  () => import('../features/employment/contracts-page').then((m) => m.ContractsPage),
  ['employment'],
)
export const CreateContractPage = page(
  () => import('../features/employment/create-contract-page').then((m) => m.CreateContractPage),
  ['employment'],
)
export const UpdateContractPage = page(
  () => import('../features/employment/update-contract-page').then((m) => m.UpdateContractPage),
  ['employment'],
)
export const MyEmploymentPage = page(
  () => import('../features/employment/my-employment-page').then((m) => m.MyEmploymentPage),
  ['employment', 'timeline'],
)
export const EmployerLeavePage = page(
  () => import('../features/employment/leave-employer-page').then((m) => m.EmployerLeavePage),
  ['employment'],
)
export const HelperLeavePage = page(
  () => import('../features/employment/leave-helper-page').then((m) => m.HelperLeavePage),
  ['employment'],
)
export const TerminationPage = page(
  () => import('../features/termination/termination-page').then((m) => m.TerminationPage),
  ['termination'],
)
export const DocumentsAreaPage = page(
  () => import('../features/documents/documents-pages').then((m) => m.DocumentsAreaPage),
  ['documents'],
)
export const HelperDocumentsPage = page(
  () => import('../features/documents/documents-pages').then((m) => m.HelperDocumentsPage),
  ['documents'],
)
export const PayrollAreaPage = page(
  () => import('../features/payroll/payroll-area-page').then((m) => m.PayrollAreaPage),
  ['payroll'],
)
export const PayrollPage = page(
  () => import('../features/payroll/payroll-page').then((m) => m.PayrollPage),
  ['payroll'],
)
export const PayrollRecordPage = page(
  () => import('../features/payroll/payroll-record-page').then((m) => m.PayrollRecordPage),
  ['payroll'],
)
export const PayslipsPage = page(
  () => import('../features/payroll/payslips-page').then((m) => m.PayslipsPage),
  ['payroll'],
)
export const PayslipPage = page(
  () => import('../features/payroll/payroll-record-page').then((m) => m.PayslipPage),
  ['payroll'],
)
