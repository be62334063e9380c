import { matchRoutes, type RouteObject } from 'react-router'
import { RequireAuth } from '../lib/require-auth'
import { RootLayout } from './layout/root-layout'
import { NotFoundPage } from './not-found-page'
import {
  AccountPage,
  AppDownloadPage,
  AppOnlyProfilePage,
  AppRegisterPage,
  ChatPage,
  ChatsPage,
  EmployerProfilePage,
  FindHelpersPage,
  ForgotPasswordPage,
  HelperDetailPage,
  HelperProfilePage,
  HomePage,
  LoginPage,
  PrivacyPage,
  RegisterPage,
  ResetPasswordPage,
  TermsPage,
  VerifyEmailPage,
} from './pages'
import { RouteError } from './route-error'

const SUBSCRIPTION_PATH = '/subscription'

/**
 * docs/spec/marketplace.md §6: Subscribe leads to /subscription. Until that page exists the chat's
 * dialog offers the support e-mail instead of a link to "Page not found".
 */
function ChatRoute() {
  return <ChatPage subscriptionPath={hasPage(SUBSCRIPTION_PATH) ? SUBSCRIPTION_PATH : null} />
}

/**
 * The app's pages. Who may see a page is decided here, by <RequireAuth>: visitors go to /login,
 * the wrong account type to its home, a helper without a profile to /register-helper.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
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
