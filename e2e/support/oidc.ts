import { startTestOidcProvider, type RunningOidcProvider } from '../../server/src/test/oidc-provider';
import { publicApiUrl } from './env';

/**
 * The Google sign-in journey's issuer: a real OpenID Connect provider on 127.0.0.1 whose sign-in
 * step approves the fixed test user (google.user@example.com, "Google User") at once. The global
 * setup starts it and hands its issuer and client to the API as GOOGLE_ISSUER/CLIENT_ID/SECRET.
 */
export function startOidcProvider(port: number): Promise<RunningOidcProvider> {
  return startTestOidcProvider(port, { redirectUri: `${publicApiUrl}/auth/google/callback` });
}
