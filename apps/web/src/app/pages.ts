import { lazy } from 'react'

// Each page is its own chunk, loaded when its route is first visited.
export const HomePage = lazy(() =>
  import('../features/home/home-page').then((m) => ({ default: m.HomePage })),
)
export const LoginPage = lazy(() =>
  import('../features/accounts/login-page').then((m) => ({ default: m.LoginPage })),
)
export const RegisterPage = lazy(() =>
  import('../features/accounts/register-page').then((m) => ({ default: m.RegisterPage })),
)
export const VerifyEmailPage = lazy(() =>
  import('../features/accounts/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
)
export const ForgotPasswordPage = lazy(() =>
  import('../features/accounts/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
)
export const ResetPasswordPage = lazy(() =>
  import('../features/accounts/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
)
export const AccountPage = lazy(() =>
  import('../features/accounts/account-page').then((m) => ({ default: m.AccountPage })),
)
export const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
)
export const TermsPage = lazy(() =>
  import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })),
)
export const AppRegisterPage = lazy(() =>
  import('../features/mobile-app/app-register-page').then((m) => ({ default: m.AppRegisterPage })),
)
export const AppDownloadPage = lazy(() =>
  import('../features/mobile-app/app-download-page').then((m) => ({ default: m.AppDownloadPage })),
)
export const AppOnlyProfilePage = lazy(() =>
  import('../features/mobile-app/app-only-profile-page').then((m) => ({
    default: m.AppOnlyProfilePage,
  })),
)
export const FindHelpersPage = lazy(() =>
  import('./helper-routes').then((m) => ({ default: m.FindHelpersRoute })),
)
export const HelperDetailPage = lazy(() =>
  import('./helper-routes').then((m) => ({ default: m.HelperDetailRoute })),
)
export const HelperProfilePage = lazy(() =>
  import('../features/helpers/helper-profile-page').then((m) => ({
    default: m.HelperProfilePage,
  })),
)
export const EmployerProfilePage = lazy(() =>
  import('../features/employers/employer-profile-page').then((m) => ({
    default: m.EmployerProfilePage,
  })),
)
export const ChatsPage = lazy(() =>
  import('./chat-routes').then((m) => ({ default: m.ChatsRoute })),
)
export const ChatPage = lazy(() => import('./chat-routes').then((m) => ({ default: m.ChatRoute })))
