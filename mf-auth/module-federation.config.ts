/** Page modules this remote exposes; the shell maps routes to them. */
export const name = 'mf_auth';

export const exposes = {
    './SignInPage': './src/pages/sign-in-page.tsx',
    './SignUpPage': './src/pages/sign-up-page.tsx',
    './VerifyEmailPage': './src/pages/verify-email-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './ProfilesPage': './src/pages/profiles-page.tsx',
    './OnboardingPage': './src/pages/onboarding-page.tsx',
    './SubscriptionPage': './src/pages/subscription-page.tsx',
    './MyProfilePage': './src/pages/my-profile-page.tsx',
    './PreferencesPage': './src/pages/preferences-page.tsx',
};
