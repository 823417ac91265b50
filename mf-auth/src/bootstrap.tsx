import { mountStandalone } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import SignInPage from './pages/sign-in-page';
import SignUpPage from './pages/sign-up-page';
import VerifyEmailPage from './pages/verify-email-page';
import ForgotPasswordPage from './pages/forgot-password-page';
import ResetPasswordPage from './pages/reset-password-page';
import ProfilesPage from './pages/profiles-page';
import OnboardingPage from './pages/onboarding-page';
import SubscriptionPage from './pages/subscription-page';
import MyProfilePage from './pages/my-profile-page';
import PreferencesPage from './pages/preferences-page';

// Standalone dev: this remote's own pages without the shell.
mountStandalone([
  { path: '/', Component: SignInPage },
  { path: '/signup', Component: SignUpPage },
  { path: '/verify-email', Component: VerifyEmailPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/profiles', Component: ProfilesPage },
  { path: '/onboarding', Component: OnboardingPage },
  { path: '/subscription', Component: SubscriptionPage },
  { path: '/my-profile', Component: MyProfilePage },
  { path: '/preferences', Component: PreferencesPage },
]);
