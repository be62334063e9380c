import { createBrowserRouter } from 'react-router'
import { onSessionExpired } from '../lib/api-client'
import { loginPath } from '../lib/login-path'
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

export const router = createBrowserRouter([
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
          // Each of these pages sends visitors to /login and the wrong account type home itself.
          { path: 'register-helper', element: <HelperProfilePage mode="register" /> },
          { path: 'edit-helper-profile', element: <HelperProfilePage mode="edit" /> },
          { path: 'register-employer', element: <EmployerProfilePage /> },
          { path: 'find-helpers', element: <FindHelpersPage /> },
          { path: 'helper/:id', element: <HelperDetailPage /> },
          // Both send visitors to /login and a helper without a profile to /register-helper.
          { path: 'chats', element: <ChatsPage /> },
          { path: 'chat/:chatPartnerId', element: <ChatPage /> },
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
])

// A refused refresh token ends the session: go to sign-in, remembering where the user was.
onSessionExpired(() => {
  const { pathname, search, hash } = router.state.location
  void router.navigate(loginPath(pathname + search + hash), { replace: true })
})
