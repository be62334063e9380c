import type { ReactNode } from 'react'
import { matchRoutes, type RouteObject } from 'react-router'
import { paths } from '../lib/paths'
import { useAuth } from '../lib/auth'
import { RequireAuth } from '../lib/require-auth'
import { RootLayout } from './layout/root-layout'
import { NotFoundPage } from './not-found-page'
import { AccountDeletedNotice } from '../features/accounts/account-deleted-notice'
import {
  AccountPage,
  AppDownloadPage,
  AppOnlyProfilePage,
  AppRegisterPage,
  ApplicationDetailPage,
  ApplicationsPage,
  ChatPage,
  ChatsPage,
  ChecklistPage,
  ContractsPage,
  CreateContractPage,
  CreateJobPage,
  DocumentAccessPage,
  DocumentsAreaPage,
  EditJobPage,
  EmployerLeavePage,
  EmployerProfilePage,
  EmployerWelcomePage,
  EmploymentHelpersPage,
  FaqPage,
  FindHelpersPage,
  FindJobPage,
  ForgotPasswordPage,
  HelperDetailPage,
  HelperDocumentsPage,
  HelperLeavePage,
  HelperProfilePage,
  HelperWelcomePage,
  HomePage,
  JobDetailPage,
  JobPostSuccessPage,
  LeaveAreaPage,
  LoginPage,
  ManageEmploymentPage,
  MyEmploymentPage,
  MyPostingsPage,
  MyReportsPage,
  OperatorAuditPage,
  OperatorReportPage,
  OperatorReportsPage,
  OperatorSuspendedPage,
  OperatorVerificationPage,
  OperatorVerificationsPage,
  TimelinePage,
  OnboardingPage,
  PayrollAreaPage,
  PayrollPage,
  PayrollRecordPage,
  PayslipPage,
  PayslipsPage,
  PrivacyPage,
  ReferralPage,
  RegisterPage,
  ResetPasswordPage,
  StayingSafePage,
  SubscriptionPage,
  TermsPage,
  TerminationPage,
  TestCheckoutPage,
  UpdateContractPage,
  VerifyEmailPage,
} from './pages'
import { RouteError } from './route-error'

/** The plan page, or null while the app has no page there. */
function subscriptionPath(): string | null {
  return hasPage(paths.subscription()) ? paths.subscription() : null
}

/**
 * docs/spec/marketplace.md §6: Subscribe leads to /subscription. Until that page exists the chat's
 * dialog offers the support e-mail instead of a link to "Page not found".
 */
function ChatRoute() {
  return <ChatPage subscriptionPath={subscriptionPath()} />
}

/** Posting without access offers Subscribe Now, to the plan page once it exists (as chat does). */
function CreateJobRoute() {
  return <CreateJobPage subscriptionPath={subscriptionPath()} />
}

function EditJobRoute() {
  return <EditJobPage subscriptionPath={subscriptionPath()} />
}

/**
 * An employer-only page (docs/spec/marketplace.md §2 job screens, docs/spec/employment.md §2).
 */
function employerPage(path: string, page: ReactNode): RouteObject {
  return { path, element: <RequireAuth role="employer">{page}</RequireAuth> }
}

/**
 * An operator's page (issue 23): anyone else, signed in or not, finds no page there — the same
 * "Page not found" as any unknown address, as the API answers 404.
 */
function operatorPage(path: string, page: ReactNode): RouteObject {
  return {
    path,
    element: (
      <RequireAuth allowVisitors>
        <OperatorOnly>{page}</OperatorOnly>
      </RequireAuth>
    ),
  }
}

function OperatorOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  return user?.is_operator ? children : <NotFoundPage />
}

/**
 * The app's pages. Who may see a page is decided here, by <RequireAuth>: visitors go to /login,
 * the wrong account type to its home (a helper without a profile: /welcome), and chat sends a
 * helper without a profile to /register-helper.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            // Issue 25: after deleting an account the app lands here and confirms it.
            element: (
              <AccountDeletedNotice>
                <HomePage />
              </AccountDeletedNotice>
            ),
          },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'verify-email/:key', element: <VerifyEmailPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          // Links with a missing part still land on the page, which explains the problem.
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'reset-password/:uid', element: <ResetPasswordPage /> },
          { path: 'reset-password/:uid/:token', element: <ResetPasswordPage /> },
          {
            path: 'account',
            element: (
              <RequireAuth>
                <AccountPage />
              </RequireAuth>
            ),
          },
          {
            // Issue 25: who opened the signed-in person's documents.
            path: 'account/document-access',
            element: (
              <RequireAuth>
                <DocumentAccessPage />
              </RequireAuth>
            ),
          },
          // docs/spec/marketplace.md §2: the hiring checklist (visitors keep it in the browser) and
          // the FAQ are open to everyone.
          { path: 'checklist', element: <ChecklistPage /> },
          { path: 'faq', element: <FaqPage /> },
          // Issue 23: scams, agency fees and where to get help, open to everyone.
          { path: 'staying-safe', element: <StayingSafePage /> },
          {
            path: 'my-reports',
            element: (
              <RequireAuth>
                <MyReportsPage />
              </RequireAuth>
            ),
          },
          operatorPage('operator', <OperatorReportsPage />),
          operatorPage('operator/reports/:id', <OperatorReportPage />),
          operatorPage('operator/suspended', <OperatorSuspendedPage />),
          operatorPage('operator/audit', <OperatorAuditPage />),
          operatorPage('operator/verifications', <OperatorVerificationsPage />),
          operatorPage('operator/verifications/:id', <OperatorVerificationPage />),
          {
            // docs/spec/marketplace.md §2: the referral programme, for both account types.
            path: 'referral',
            element: (
              <RequireAuth>
                <ReferralPage />
              </RequireAuth>
            ),
          },
          {
            path: 'welcome',
            element: (
              <RequireAuth role="helper">
                <HelperWelcomePage />
              </RequireAuth>
            ),
          },
          {
            path: 'register-helper',
            element: (
              <RequireAuth role="helper">
                <HelperProfilePage mode="register" />
              </RequireAuth>
            ),
          },
          {
            path: 'edit-helper-profile',
            element: (
              <RequireAuth role="helper">
                <HelperProfilePage mode="edit" />
              </RequireAuth>
            ),
          },
          {
            path: 'register-employer',
            element: (
              <RequireAuth role="employer">
                <EmployerProfilePage />
              </RequireAuth>
            ),
          },
          {
            path: 'find-helpers',
            element: (
              <RequireAuth role="employer" allowVisitors>
                <FindHelpersPage />
              </RequireAuth>
            ),
          },
          { path: 'helper/:id', element: <HelperDetailPage /> },
          {
            path: 'chats',
            element: (
              <RequireAuth requireProfile>
                <ChatsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'chat/:chatPartnerId',
            element: (
              <RequireAuth requireProfile>
                <ChatRoute />
              </RequireAuth>
            ),
          },
          // docs/spec/marketplace.md §2: plans and the built-in test checkout, for employers.
          employerPage('subscription', <SubscriptionPage />),
          employerPage('test-checkout/:sessionId', <TestCheckoutPage />),
          employerPage('employer/welcome', <EmployerWelcomePage />),
          employerPage('employer/my-postings', <MyPostingsPage />),
          employerPage('employer/postings/create', <CreateJobRoute />),
          employerPage('employer/create-job', <CreateJobRoute />),
          employerPage('create-job', <CreateJobRoute />),
          employerPage('employer/postings/:uid/edit', <EditJobRoute />),
          employerPage('employer/edit-job/:uid', <EditJobRoute />),
          employerPage('employer/job-post-success', <JobPostSuccessPage />),
          employerPage('employer/postings/:uid/applications', <ApplicationsPage />),
          employerPage('employer/application/:uid', <ApplicationDetailPage />),
          // docs/spec/employment.md §2: the employment hub, helper management (three routes),
          // contracts; the helper's own employments at /my-employment.
          employerPage('manage-employment', <ManageEmploymentPage />),
          employerPage('manage-employment/helpers', <EmploymentHelpersPage />),
          employerPage('employment-management/helpers', <EmploymentHelpersPage />),
          employerPage('employer/manage-employment', <EmploymentHelpersPage />),
          // Area pages: the contracts area is helper management; the leave area picks an employment.
          employerPage('contracts', <EmploymentHelpersPage />),
          employerPage('manage-employment/leaves', <LeaveAreaPage />),
          employerPage('employment-management/:employmentId/contracts', <ContractsPage />),
          employerPage('employment-management/create-contract', <CreateContractPage />),
          employerPage('employment-management/contract/:contractId/update', <UpdateContractPage />),
          employerPage('employment-management/:employmentId/leave', <EmployerLeavePage />),
          employerPage(
            'employment-management/:helperId/termination-calculation',
            <TerminationPage />,
          ),
          employerPage('employment-management/:employmentId/timeline', <TimelinePage />),
          // Issue 22: an employment that began before Hearth, and its opening figures.
          employerPage('employment-management/:employmentId/onboarding', <OnboardingPage />),
          // docs/spec/employment.md §2: payroll — the area pages, one employment's list, a record.
          employerPage('manage-employment/payroll', <PayrollAreaPage />),
          employerPage('payroll', <PayrollAreaPage />),
          // Issue 14: the documents area — pick an employment, then its documents.
          employerPage('manage-employment/documents', <DocumentsAreaPage />),
          employerPage('documents', <DocumentsAreaPage />),
          employerPage('employment-management/:employmentId/payroll', <PayrollPage />),
          employerPage(
            'employment-management/:employmentId/payroll-record/:uid',
            <PayrollRecordPage />,
          ),
          {
            path: 'helper/:employmentId/leave',
            element: (
              <RequireAuth role="helper">
                <HelperLeavePage />
              </RequireAuth>
            ),
          },
          {
            path: 'my-employment',
            element: (
              <RequireAuth role="helper">
                <MyEmploymentPage />
              </RequireAuth>
            ),
          },
          // Issue 14: the helper's documents of one employment (upload and download; no delete).
          {
            path: 'my-employment/documents/:employmentId',
            element: (
              <RequireAuth role="helper">
                <HelperDocumentsPage />
              </RequireAuth>
            ),
          },
          // Issue 14: the helper's payslips (finalised records only) and one payslip, read-only.
          {
            path: 'my-employment/payslips',
            element: (
              <RequireAuth role="helper">
                <PayslipsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'my-employment/payslips/:uid',
            element: (
              <RequireAuth role="helper">
                <PayslipPage />
              </RequireAuth>
            ),
          },
          // The posting is public: visitors see it with a sign-in prompt to apply.
          { path: 'jobs/:uid', element: <JobDetailPage /> },
          { path: 'view-job/:uid', element: <JobDetailPage /> },
          {
            path: 'find-job',
            element: (
              <RequireAuth role="helper" requireProfile>
                <FindJobPage />
              </RequireAuth>
            ),
          },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'privacy/en', element: <PrivacyPage lang="en" /> },
          { path: 'privacy/zh-TW', element: <PrivacyPage lang="zh-TW" /> },
          { path: 'privacy/zh-CN', element: <PrivacyPage lang="zh-CN" /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'app/register', element: <AppRegisterPage /> },
          { path: 'app/download', element: <AppDownloadPage /> },
          { path: 'app/profile/helper/edit', element: <AppOnlyProfilePage kind="helper" /> },
          { path: 'app/profile/employer/edit', element: <AppOnlyProfilePage kind="employer" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

/** True when the app has a page at `path` (the catch-all 404 route does not count). */
export function hasPage(path: string): boolean {
  const matches = matchRoutes(routes, path)
  return Boolean(matches && matches.at(-1)?.route.path !== '*')
}
