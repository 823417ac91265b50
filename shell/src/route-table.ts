import type { RemoteName } from './remotes';

export interface PageRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module name, e.g. `RecipesPage` for `mf_recipes/RecipesPage`. */
  module: string;
  /** Needs a stored access token; otherwise the browser goes to /. */
  protected: boolean;
}

/** Spec §2 of both documents: every route and the remote page that serves it. */
export const pageRoutes: PageRoute[] = [
  { path: '/', remote: 'mf_auth', module: 'SignInPage', protected: false },
  { path: '/signup', remote: 'mf_auth', module: 'SignUpPage', protected: false },
  { path: '/onboarding', remote: 'mf_auth', module: 'OnboardingPage', protected: false },
  { path: '/verify-email', remote: 'mf_auth', module: 'VerifyEmailPage', protected: false },
  { path: '/forgot-password', remote: 'mf_auth', module: 'ForgotPasswordPage', protected: false },
  { path: '/reset-password', remote: 'mf_auth', module: 'ResetPasswordPage', protected: false },
  { path: '/admin', remote: 'mf_admin', module: 'AdminPage', protected: true },
  { path: '/profiles', remote: 'mf_auth', module: 'ProfilesPage', protected: true },
  { path: '/home', remote: 'mf_planner', module: 'HomePage', protected: true },
  { path: '/recipes', remote: 'mf_recipes', module: 'RecipesPage', protected: true },
  { path: '/stores', remote: 'mf_grocery', module: 'StoresPage', protected: true },
  { path: '/grocery', remote: 'mf_grocery', module: 'GroceryPage', protected: true },
  { path: '/add', remote: 'mf_recipes', module: 'AddPage', protected: true },
  { path: '/add-recipe', remote: 'mf_recipes', module: 'AddRecipePage', protected: true },
  { path: '/search-recipe', remote: 'mf_recipes', module: 'SearchRecipePage', protected: true },
  { path: '/edit-recipe/:recipeid', remote: 'mf_recipes', module: 'EditRecipePage', protected: true },
  { path: '/my-profile', remote: 'mf_auth', module: 'MyProfilePage', protected: true },
  { path: '/subscription', remote: 'mf_auth', module: 'SubscriptionPage', protected: true },
  { path: '/preferences', remote: 'mf_auth', module: 'PreferencesPage', protected: true },
];

/** Routes without the logout button (spec: every route except / and /signup). */
export const routesWithoutLogout = new Set(['/', '/signup']);
